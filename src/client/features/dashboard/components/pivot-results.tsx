import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { pillarStyle } from "@/lib/pillar-styles";
import {
  formatScore,
  PIVOT_MAX_SCORE,
  type PivotAssessmentResult,
  type PivotLevel,
} from "../../../../domain/pivot-assessment";

const LEVEL_CLASSES: Record<PivotLevel, string> = {
  Strong: "bg-success-tint text-success-strong",
  Developing: "bg-warning-tint text-warning-text",
  Emerging: "bg-neutral-tint text-prose",
};

/** spec 1 §5: per-pillar average shown as x.x out of 5 with its level. */
export function PivotResults({ result }: { result: PivotAssessmentResult }) {
  return (
    <ul className="grid gap-3" aria-label="PIVOT profile by pillar">
      {result.pillars.map(({ pillar, average, level }) => (
        <li key={pillar}>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-medium text-prose">{pillar}</span>
            <span className="flex items-center gap-2">
              <span className="text-body">
                {formatScore(average)} out of {PIVOT_MAX_SCORE}
              </span>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", LEVEL_CLASSES[level])}>
                {level}
              </span>
            </span>
          </div>
          <Progress
            value={(100 * average) / PIVOT_MAX_SCORE}
            aria-label={`${pillar} score`}
            indicatorClassName={pillarStyle(pillar).bar}
            className="mt-1"
          />
        </li>
      ))}
    </ul>
  );
}
