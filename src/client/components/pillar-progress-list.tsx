import { pillarStyle } from "@/lib/pillar-styles";
import type { Pillar } from "../../domain/pillars";
import { Progress } from "./ui/progress";

type PillarProgress = { pillar: Pillar; progress: number };

/** One bar per PIVOT pillar in the pillar's colour, with its figure (the percentage unless `figure` says more). */
export function PillarProgressList<Row extends PillarProgress>({
  pillars,
  figure = (row) => `${row.progress}%`,
}: {
  pillars: readonly Row[];
  figure?: (row: Row) => string;
}) {
  return (
    <ul className="grid gap-3">
      {pillars.map((row) => (
        <li key={row.pillar} className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-foreground">{row.pillar}</span>
            <span className="text-body">{figure(row)}</span>
          </div>
          <Progress
            value={row.progress}
            aria-label={`${row.pillar} progress`}
            indicatorClassName={pillarStyle(row.pillar).bar}
          />
        </li>
      ))}
    </ul>
  );
}
