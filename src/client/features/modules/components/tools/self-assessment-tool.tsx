import { CheckCircle2, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Radio } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";
import {
  canAdvance,
  canGoBack,
  INITIAL_SELF_ASSESSMENT_ANSWERS,
  isLastSelfAssessmentStep,
  SELF_ASSESSMENT_QUESTIONS,
  SELF_ASSESSMENT_STEP_COUNT,
  type SelfAssessmentAnswers,
  type SelfAssessmentQuestion,
  selfAssessmentProgressPercent,
  selfAssessmentResult,
} from "../../../../../domain/self-assessment";

/** spec 3 §2/§4/§5: four questions one at a time; the result is computed from the answers. */
export function SelfAssessmentTool() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<SelfAssessmentAnswers>(INITIAL_SELF_ASSESSMENT_ANSWERS);
  const [completed, setCompleted] = useState(false);
  const question = SELF_ASSESSMENT_QUESTIONS[step];
  const update = (next: Partial<SelfAssessmentAnswers>) => setAnswers((current) => ({ ...current, ...next }));

  if (completed) {
    return (
      <AssessmentResult
        answers={answers}
        onRestart={() => {
          setAnswers(INITIAL_SELF_ASSESSMENT_ANSWERS);
          setStep(0);
          setCompleted(false);
        }}
      />
    );
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canAdvance(step, answers)) return;
        if (isLastSelfAssessmentStep(step)) setCompleted(true);
        else setStep(step + 1);
      }}
    >
      <div>
        <div className="flex justify-between text-sm text-muted-foreground">
          <span id="assessment-step">
            Question {step + 1} of {SELF_ASSESSMENT_STEP_COUNT}
          </span>
          <span>{Math.round(selfAssessmentProgressPercent(step))}%</span>
        </div>
        <Progress value={selfAssessmentProgressPercent(step)} className="mt-2" aria-labelledby="assessment-step" />
      </div>
      <QuestionField key={question.id} question={question} answers={answers} onChange={update} />
      <div className="flex justify-between gap-3">
        <Button type="button" variant="outline" disabled={!canGoBack(step)} onClick={() => setStep(step - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button type="submit" disabled={!canAdvance(step, answers)}>
          {isLastSelfAssessmentStep(step) ? "Complete Assessment" : "Next"}
          {!isLastSelfAssessmentStep(step) && <ChevronRight aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}

interface QuestionFieldProps {
  question: SelfAssessmentQuestion;
  answers: SelfAssessmentAnswers;
  onChange: (next: Partial<SelfAssessmentAnswers>) => void;
}

function QuestionField({ question, answers, onChange }: QuestionFieldProps) {
  const promptClass = "text-base font-medium";
  switch (question.kind) {
    case "slider": {
      const value = answers.confidence ?? question.defaultValue;
      return (
        <div className="space-y-3">
          <Label htmlFor="assessment-confidence" className={promptClass}>
            {question.prompt}
          </Label>
          <div className="flex items-center gap-4">
            <input
              id="assessment-confidence"
              type="range"
              min={question.min}
              max={question.max}
              step={1}
              value={value}
              aria-valuetext={`${value} out of ${question.max}`}
              onChange={(event) => onChange({ confidence: Number(event.target.value) })}
              className="h-2 w-full cursor-pointer accent-primary"
            />
            <output htmlFor="assessment-confidence" className="w-12 text-right text-lg font-semibold">
              {value}
            </output>
          </div>
          <div className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
            <span>{question.minLabel}</span>
            <span>{question.maxLabel}</span>
          </div>
          <p className="sr-only">
            1 means {question.minLabel}, {question.max} means {question.maxLabel}.
          </p>
        </div>
      );
    }
    case "choice":
      return (
        <fieldset className="space-y-3">
          <legend className={cn(promptClass, "mb-3")}>{question.prompt}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {question.options.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center justify-center rounded-md border px-3 py-2.5 text-sm font-medium has-checked:border-primary has-checked:bg-primary-surface has-checked:text-heading has-focus-visible:outline-2 has-focus-visible:outline-ring hover:bg-muted"
              >
                <Radio
                  name="assessment-experience"
                  value={option}
                  checked={answers.experience === option}
                  onChange={() => onChange({ experience: option })}
                  look="tile"
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case "text":
      return (
        <div className="space-y-2">
          <Label htmlFor={`assessment-${question.id}`} className={promptClass}>
            {question.prompt}
          </Label>
          <Textarea
            id={`assessment-${question.id}`}
            rows={4}
            placeholder={question.placeholder}
            value={answers[question.id] ?? ""}
            onChange={(event) => onChange({ [question.id]: event.target.value })}
          />
        </div>
      );
  }
}

function AssessmentResult({ answers, onRestart }: { answers: SelfAssessmentAnswers; onRestart: () => void }) {
  const result = selfAssessmentResult(answers);
  return (
    <div className="space-y-5" role="status" aria-live="polite">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-success-strong">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        Assessment Complete
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultList title="Your strengths" items={result.strengths} tone="bg-success-surface border-success-border" />
        <ResultList
          title="Development areas"
          items={result.developmentAreas}
          tone="bg-warning-surface border-warning-border-subtle"
        />
      </div>
      <div className="rounded-lg border bg-surface p-4">
        <h4 className="font-semibold">Suggested next step</h4>
        <p className="mt-1 text-sm text-body">{result.suggestedNextStep}</p>
      </div>
      <Button variant="outline" onClick={onRestart}>
        Retake assessment
      </Button>
    </div>
  );
}

function ResultList({ title, items, tone }: { title: string; items: readonly string[]; tone: string }) {
  return (
    <div className={cn("rounded-lg border p-4", tone)}>
      <h4 className="font-semibold">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-prose">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
