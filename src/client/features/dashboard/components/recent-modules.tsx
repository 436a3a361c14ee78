import { Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { formatMinutes, ModuleTypeLabel } from "@/components/module-meta";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import type { ModuleSummary } from "../../../../contracts/modules";
import { paths } from "../../../../contracts/routes";

/** spec 1 §9: the 3 newest modules. */
export function RecentModules({ modules }: { modules: ModuleSummary[] }) {
  return (
    <SectionCard
      title="Recent Modules"
      description="The newest additions to the library."
      icon={<Sparkles className="size-5 text-icon" aria-hidden="true" />}
      headingId="recent-modules-heading"
    >
      {modules.length === 0 ? (
        <EmptyState title="No new modules" description="New modules appear here as soon as they are published." />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {modules.slice(0, 3).map((m) => (
            <li
              key={m.id}
              className="relative flex flex-col gap-2 rounded-xl border p-4 hover:border-primary-border hover:shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <ModuleTypeLabel type={m.type} />
                <PillarBadge pillar={m.pivotPillar} />
              </div>
              <h3 className="font-semibold leading-snug text-foreground">
                <Link to={paths.module(m.id)} className="after:absolute after:inset-0 after:rounded-xl">
                  {m.title}
                </Link>
              </h3>
              {m.duration !== null && (
                <p className="mt-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" /> {formatMinutes(m.duration)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
