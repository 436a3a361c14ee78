import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Radio } from "@/components/ui/radio-group";
import {
  DIAGNOSTIC_CATEGORIES,
  DIAGNOSTIC_MAX_SCORE,
  DIAGNOSTIC_RATINGS,
  type DiagnosticAnswers,
  type DiagnosticCategory,
  type DiagnosticResult,
  diagnosticBadgeVariant,
  diagnosticScorePercent,
  formatDiagnosticScore,
  isDiagnosticComplete,
  scoreTeamDiagnostic,
} from "../../../../../domain/team-diagnostic";

const BADGE_LABEL = { default: "Strength", secondary: "Developing", destructive: "Priority" } as const;

/** spec 3 §2: three categories × three statements rated 1 (Strongly Disagree) to 5 (Strongly Agree). */
export function TeamDiagnosticTool({
  statementSet = DIAGNOSTIC_CATEGORIES,
  submitLabel = "Complete Diagnostic",
}: {
  /** A tool's own statements (issue 15), scored the same way; the spec's three categories otherwise. */
  statementSet?: readonly DiagnosticCategory[];
  submitLabel?: string;
}) {
  const [answers, setAnswers] = useState<DiagnosticAnswers>({});
  const [result, setResult] = useState<DiagnosticResult | null>(null);
  const complete = isDiagnosticComplete(answers, statementSet);
  return (
    <div className="space-y-6">
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(scoreTeamDiagnostic(answers, statementSet));
        }}
      >
        <p className="text-sm text-muted-foreground">
          Rate each statement from 1 (Strongly Disagree) to 5 (Strongly Agree).
        </p>
        {statementSet.map((category) => (
          <section key={category.id} aria-labelledby={`diagnostic-${category.id}`} className="space-y-4">
            <h3 id={`diagnostic-${category.id}`} className="font-semibold text-heading">
              {category.title}
            </h3>
            {category.statements.map((statement) => (
              <fieldset key={statement.id} className="rounded-lg border p-3">
                <legend className="float-left mb-2 w-full text-sm font-medium">{statement.text}</legend>
                <div className="clear-both grid grid-cols-5 gap-1.5">
                  {DIAGNOSTIC_RATINGS.map((rating) => (
                    <label
                      key={rating.value}
                      className="flex cursor-pointer flex-col items-center rounded-md border px-1 py-1.5 text-center has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-ring hover:bg-muted has-checked:hover:bg-primary-hover"
                    >
                      <Radio
                        name={statement.id}
                        value={rating.value}
                        checked={answers[statement.id] === rating.value}
                        onChange={() => setAnswers((current) => ({ ...current, [statement.id]: rating.value }))}
                        look="tile"
                      />
                      <span className="text-sm font-semibold">{rating.value}</span>
                      <span className="hidden text-[0.7rem] leading-tight sm:block">{rating.label}</span>
                      <span className="sr-only sm:hidden">{rating.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </section>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{submitLabel}</Button>
          {!complete && <p className="text-sm text-muted-foreground">Unanswered statements count as 0.</p>}
        </div>
      </form>
      <div aria-live="polite">{result && <DiagnosticResultPanel result={result} />}</div>
    </div>
  );
}

function DiagnosticResultPanel({ result }: { result: DiagnosticResult }) {
  const overallVariant = diagnosticBadgeVariant(result.overall);
  const panelRef = useRef<HTMLElement>(null);
  // The result appears below the form: bring it into view each time it is calculated.
  useEffect(() => {
    if (result) panelRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [result]);
  return (
    <section ref={panelRef} aria-label="Diagnostic results" className="space-y-4 rounded-lg border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Overall score</h3>
        <p className="flex items-center gap-2">
          <span className="text-2xl font-bold">{formatDiagnosticScore(result.overall)}</span>
          <span className="text-muted-foreground">/ {DIAGNOSTIC_MAX_SCORE}</span>
          <Badge variant={overallVariant}>{BADGE_LABEL[overallVariant]}</Badge>
        </p>
      </div>
      <ul className="space-y-3">
        {result.categories.map((category) => {
          const variant = diagnosticBadgeVariant(category.score);
          return (
            <li key={category.id}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span id={`score-${category.id}`} className="font-medium">
                  {category.title}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold">
                    {formatDiagnosticScore(category.score)} / {DIAGNOSTIC_MAX_SCORE}
                  </span>
                  <Badge variant={variant}>{BADGE_LABEL[variant]}</Badge>
                </span>
              </div>
              <Progress
                value={diagnosticScorePercent(category.score)}
                className="mt-1.5 bg-white"
                aria-labelledby={`score-${category.id}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
