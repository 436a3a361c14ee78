import { BookOpen, PlayCircle } from "lucide-react";
import { BrowseLibraryButton, ModuleActionLink } from "@/components/learning-links";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Progress } from "@/components/ui/progress";
import type { ContinueItem } from "../../../../contracts/learning";
import { progressItemLabel } from "../../../../domain/progress-labels";

/** spec 1 §9: Continue Learning shows 2 items. */
const CONTINUE_LIMIT = 2;

export function ContinueLearning({ items }: { items: ContinueItem[] }) {
  return (
    <SectionCard
      title="Continue Learning"
      icon={<PlayCircle className="size-5 text-icon" aria-hidden="true" />}
      headingId="continue-heading"
    >
      {items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="Nothing in progress yet"
          description="Start a module from the library and it will appear here so you can pick up where you left off."
          action={<BrowseLibraryButton />}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.slice(0, CONTINUE_LIMIT).map((item) => {
            const { label, action } = progressItemLabel(item.status, item.progressPercentage, item.duration);
            return (
              <li key={item.id} className="flex flex-col gap-3 rounded-xl border bg-surface p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <PillarBadge pillar={item.pivotPillar} />
                  <span className="text-xs text-muted-foreground">{item.category}</span>
                </div>
                <h3 className="font-semibold leading-snug text-foreground">{item.title}</h3>
                <div className="flex items-center gap-2">
                  <Progress value={item.progressPercentage} aria-label={`${item.title} progress`} className="h-1.5" />
                  <span className="shrink-0 text-xs text-muted-foreground">{item.progressPercentage}%</span>
                </div>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-body">{label}</span>
                  <ModuleActionLink moduleId={item.id} title={item.title} action={action} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
