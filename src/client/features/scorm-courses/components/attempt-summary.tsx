import { Badge } from "@/components/ui/badge";
import type { ScormAttempt } from "../../../../contracts/scorm-courses";
import { formatDuration, statusLabel } from "../format";

/** A learner's status, score and time on a course. */
export function AttemptSummary({ attempt }: { attempt: ScormAttempt }) {
  const finished = attempt.status === "completed" || attempt.status === "passed";
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
      <div className="flex items-center gap-2">
        <dt className="sr-only">Status</dt>
        <dd>
          <Badge variant={finished ? "default" : attempt.status === "failed" ? "destructive" : "secondary"}>
            {statusLabel(attempt.status)}
          </Badge>
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Score:</dt>
        <dd className="font-medium text-foreground">
          {attempt.scorePercent === null ? "None yet" : `${attempt.scorePercent}%`}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Time:</dt>
        <dd className="font-medium text-foreground">{formatDuration(attempt.totalTimeSeconds)}</dd>
      </div>
    </dl>
  );
}
