import { Link } from "react-router";
import { useModules } from "@/components/api/get-modules";
import { paths } from "../../../../contracts/routes";

/** Links to library modules named by slug; a slug no longer in the catalogue is left out. */
export function ModuleLinks({ slugs, label }: { slugs: readonly string[]; label: string }) {
  const modules = useModules();
  if (modules.isPending) return <p className="text-sm text-body">Loading modules...</p>;
  if (modules.isError) return <p className="text-sm text-body">The modules could not be loaded.</p>;
  const found = slugs.flatMap((slug) => modules.data.filter((m) => m.slug === slug));
  if (found.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-body uppercase">{label}</p>
      <ul className="mt-1 grid gap-1 text-sm">
        {found.map((m) => (
          <li key={m.id}>
            <Link to={paths.module(m.id)} className="text-primary underline-offset-4 hover:underline">
              {m.title}
            </Link>
            {m.duration !== null && <span className="text-body"> · {m.duration} min</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
