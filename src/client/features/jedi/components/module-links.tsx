import { Link } from "react-router";
import { paths } from "../../../../contracts/routes";
import { useModules } from "../../../components/api/get-modules";

/** Links to library modules named by slug; a slug no longer in the catalogue is left out. */
export function ModuleLinks({ slugs, label }: { slugs: readonly string[]; label: string }) {
  const modules = useModules();
  if (modules.isPending) return <p className="text-sm text-slate-700">Loading modules...</p>;
  if (modules.isError) return <p className="text-sm text-slate-700">The modules could not be loaded.</p>;
  const found = slugs.flatMap((slug) => modules.data.filter((m) => m.slug === slug));
  if (found.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{label}</p>
      <ul className="mt-1 grid gap-1 text-sm">
        {found.map((m) => (
          <li key={m.id}>
            <Link to={paths.module(m.id)} className="text-brand-700 underline-offset-4 hover:underline">
              {m.title}
            </Link>
            {m.duration !== null && <span className="text-slate-700"> · {m.duration} min</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
