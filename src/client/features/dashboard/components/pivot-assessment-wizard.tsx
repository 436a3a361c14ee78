import { useState } from "react";
import { PillarBadge } from "@/components/pillar-badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import {
  isLastPivotStatement,
  PIVOT_STATEMENTS,
  type PivotAnswers,
  pillarBalance,
  pillarBalanceText,
  RATING_OPTIONS,
  scorePivotAssessment,
} from "../../../../domain/pivot-assessment";
import { PivotResults } from "./pivot-results";

export type SaveState = "idle" | "saving" | "saved" | "error";

/**
 * spec 1 §4: statements 0 to 9, one at a time; choosing an answer records it and advances, with
 * no back step; the last answer shows the results and reports the answers to the parent.
 */
export function PivotAssessmentWizard({
  onComplete,
  saveState,
  onRetrySave,
  onClose,
}: {
  onComplete: (answers: PivotAnswers) => void;
  saveState: SaveState;
  onRetrySave: () => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<PivotAnswers>({});
  const [finished, setFinished] = useState(false);

  if (finished) {
    const result = scorePivotAssessment(answers);
    const balance = pillarBalance(result);
    return (
      <div className="grid gap-4">
        <p className="text-sm text-body">
          {balance.level ? (
            pillarBalanceText(result)
          ) : (
            <>
              Your strongest pillar is <strong>{balance.strongest}</strong>; <strong>{balance.weakest}</strong> has the
              most room to grow.
            </>
          )}
        </p>
        <PivotResults result={result} />
        <p role="status" className="text-sm text-muted-foreground">
          {saveState === "saving" && "Saving your results..."}
          {saveState === "saved" && "Saved to your dashboard."}
          {saveState === "error" && "Your results could not be saved."}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {saveState === "error" && (
            <Button variant="outline" onClick={onRetrySave}>
              Try again
            </Button>
          )}
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  const statement = PIVOT_STATEMENTS[index];
  const choose = (rating: number) => {
    const next = { ...answers, [statement.id]: rating };
    setAnswers(next);
    if (isLastPivotStatement(index)) {
      setFinished(true);
      onComplete(next);
    } else {
      setIndex(index + 1);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Statement {index + 1} of {PIVOT_STATEMENTS.length}
        </span>
        <PillarBadge pillar={statement.pillar} />
      </div>
      <Progress value={(100 * index) / PIVOT_STATEMENTS.length} aria-label="Assessment progress" />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-base font-medium text-foreground">{statement.text}</legend>
        {RATING_OPTIONS.map((option) => (
          <Button
            key={option.value}
            variant="outline"
            className="h-auto justify-start py-2.5"
            onClick={() => choose(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
