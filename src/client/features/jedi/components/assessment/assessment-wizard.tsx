import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Radio } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";
import {
  ASSESSMENT_QUESTIONS,
  type AssessmentAnswers,
  JEDI_CATEGORY_LABELS,
} from "../../../../../domain/jedi-assessment";

/**
 * spec 2 §2 "Assessment wizard", §4: questions 0 to 7 one at a time with a progress bar; Next is
 * disabled until an option is chosen; answers can be revised by going back.
 */
export function AssessmentWizard({ onComplete }: { onComplete: (answers: AssessmentAnswers) => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const question = ASSESSMENT_QUESTIONS[index];
  const chosen = answers[question.id];
  const isLast = index === ASSESSMENT_QUESTIONS.length - 1;

  return (
    <Card className="grid gap-5 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-body">
        <span>
          Question {index + 1} of {ASSESSMENT_QUESTIONS.length}
        </span>
        <Badge variant="secondary">{JEDI_CATEGORY_LABELS[question.category]}</Badge>
      </div>
      <Progress value={(100 * (index + 1)) / ASSESSMENT_QUESTIONS.length} aria-label="Assessment progress" />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold text-foreground">{question.question}</legend>
        {question.options.map((option) => {
          const id = `${question.id}-${option.value}`;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 hover:bg-muted",
                chosen === option.value && "border-selected bg-primary-surface",
              )}
            >
              <Radio
                id={id}
                name={question.id}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => setAnswers({ ...answers, [question.id]: option.value })}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-foreground">{option.label}</span>
                <span className="block text-sm text-body">{option.description}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        {isLast ? (
          <Button disabled={chosen === undefined} onClick={() => onComplete(answers)}>
            Complete Assessment
          </Button>
        ) : (
          <Button disabled={chosen === undefined} onClick={() => setIndex(index + 1)}>
            Next Question
          </Button>
        )}
      </div>
    </Card>
  );
}
