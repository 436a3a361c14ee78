import { Compass } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Progress } from "@/components/ui/progress";
import { pillarStyle } from "@/lib/pillar-styles";
import type { Stats } from "../../../../contracts/learning";
import { PILLARS, pillarKey } from "../../../../domain/pillars";
import { pillarModuleCounts } from "../../../../domain/stats";

/** spec 1 §5: pillar progress = share of the pillar's modules completed, per pillar. */
export function PivotProgressCard({ stats }: { stats: Stats }) {
  const counts = pillarModuleCounts(stats);
  return (
    <SectionCard
      title="PIVOT Framework Progress"
      icon={<Compass className="size-5 text-icon" aria-hidden="true" />}
      headingId="pivot-progress-heading"
    >
      <ul className="grid gap-3">
        {PILLARS.map((pillar) => {
          const percent = stats.pivotProgress[pillarKey(pillar)];
          return (
            <li key={pillar}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-prose">{pillar}</span>
                <span className="text-body">
                  <span className="sr-only">{`${counts[pillar]} completed, `}</span>
                  {percent}%
                </span>
              </div>
              <Progress
                value={percent}
                aria-label={`${pillar} progress`}
                indicatorClassName={pillarStyle(pillar).bar}
                className="mt-1"
              />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
