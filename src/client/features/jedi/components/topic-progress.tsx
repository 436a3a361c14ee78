import { Progress } from "@/components/ui/progress";

/**
 * An Impact Topic's heading and summary over how far it is: "N of M ready" on the readiness
 * checklist, "N of M done" in the evidence workbench.
 */
export function TopicProgress({
  topic,
  progress,
  doneWord,
  progressLabel,
}: {
  topic: { name: string; summary: string };
  progress: { done: number; total: number; percent: number };
  doneWord: "ready" | "done";
  /** The bar's accessible name. */
  progressLabel: string;
}) {
  return (
    <>
      <div>
        <h3 className="font-semibold">{topic.name}</h3>
        <p className="text-sm text-body">{topic.summary}</p>
      </div>
      <div className="grid gap-1">
        <p className="text-xs text-body">
          {progress.done} of {progress.total} {doneWord}
        </p>
        <Progress value={progress.percent} aria-label={progressLabel} />
      </div>
    </>
  );
}
