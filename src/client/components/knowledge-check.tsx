import { CheckCircle2, ClipboardCheck, RotateCcw, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import type {
  KnowledgeCheckAttempt,
  KnowledgeCheckResult,
  KnowledgeCheckSummary,
} from "../../contracts/knowledge-check";
import { checkRulesLine } from "../../domain/knowledge-check";
import { ofTotal, plural } from "../../domain/plural";

/**
 * The knowledge check's steps (issue 22), given how to start and submit an attempt: the module page
 * (features/modules) and the LMS player (features/lms-player, issue 24) wire it to their own calls.
 */

export type Answers = Record<string, string[]>;

export interface KnowledgeCheckProps {
  summary: KnowledgeCheckSummary;
  onStart: () => Promise<KnowledgeCheckAttempt>;
  onSubmit: (attemptId: number, answers: Answers) => Promise<KnowledgeCheckResult>;
}

type Step =
  | { kind: "intro" }
  | { kind: "question"; attempt: KnowledgeCheckAttempt; index: number; answers: Answers; confirming: boolean }
  | { kind: "result"; attempt: KnowledgeCheckAttempt; answers: Answers; result: KnowledgeCheckResult };

const ALL_THAT_APPLY = "Select all that apply";

/**
 * Intro, one question at a time with a progress bar, submit (confirming when some are unanswered),
 * then the score with each wrong answer's feedback, and Retake. Marking happens on the server: the
 * browser never holds the right answers before submitting.
 */
export function KnowledgeCheck({ summary, onStart, onSubmit }: KnowledgeCheckProps) {
  const [step, setStep] = useState<Step>({ kind: "intro" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      const attempt = await onStart();
      setStep({ kind: "question", attempt, index: 0, answers: {}, confirming: false });
      focusHeading();
    } catch (e) {
      setError(errorMessage(e, "The knowledge check could not start"));
    } finally {
      setBusy(false);
    }
  };

  const send = async (attempt: KnowledgeCheckAttempt, answers: Answers) => {
    setBusy(true);
    setError(null);
    try {
      const result = await onSubmit(attempt.attemptId, answers);
      setStep({ kind: "result", attempt, answers, result });
      focusHeading();
    } catch (e) {
      setError(errorMessage(e, "Your answers could not be submitted"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <div className="mx-auto max-w-3xl">
          <h2 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
            <ClipboardCheck className="size-5 text-primary" aria-hidden="true" />
            Knowledge Check
          </h2>
          {step.kind === "intro" && <Intro summary={summary} busy={busy} onStart={begin} />}
          {step.kind === "question" && (
            <QuestionStep
              step={step}
              busy={busy}
              onChange={(answers) => setStep({ ...step, answers, confirming: false })}
              onMove={(index) => {
                setStep({ ...step, index, confirming: false });
              }}
              onSubmit={() => {
                const unanswered = step.attempt.questions.filter((q) => !step.answers[q.id]?.length).length;
                if (unanswered > 0 && !step.confirming) setStep({ ...step, confirming: true });
                else void send(step.attempt, step.answers);
              }}
              onCancelConfirm={() => setStep({ ...step, confirming: false })}
            />
          )}
          {step.kind === "result" && (
            <ResultStep
              step={step}
              passMark={step.result.passMark}
              attemptLimit={summary.attemptLimit}
              busy={busy}
              onRetake={begin}
            />
          )}
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-md border border-destructive-border bg-destructive-surface p-3 text-sm text-destructive-text"
            >
              {error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The day and time a cool-down ends, as the learner reads it: "14:05 on 2 December 2026". */
const atTime = (iso: string) => {
  const at = new Date(iso);
  return `${at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })} on ${at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })}`;
};

/** True until `iso` has passed; re-renders when it does, so a cool-down ends on screen without a reload. */
function useStillWaiting(iso: string | null): boolean {
  const [, setTick] = useState(0);
  const waitMs = iso ? Date.parse(iso) - Date.now() : 0;
  useEffect(() => {
    if (waitMs <= 0 || waitMs > 2_000_000_000) return;
    const timer = setTimeout(() => setTick((n) => n + 1), waitMs + 500);
    return () => clearTimeout(timer);
  }, [waitMs]);
  return waitMs > 0;
}

/** What is left to the learner: no attempts, a cool-down, or how many attempts remain. */
function Allowance({
  attemptLimit,
  attemptsLeft,
  nextAttemptAt,
}: {
  attemptLimit: number | null;
  attemptsLeft: number | null;
  nextAttemptAt: string | null;
}) {
  const waiting = useStillWaiting(nextAttemptAt);
  if (attemptsLeft === 0) {
    return (
      <p
        role="status"
        className="rounded-md border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground"
      >
        You have used {attemptLimit === 1 ? "the one attempt" : `all ${attemptLimit} attempts`} your organisation allows
        at this knowledge check. Its owners and admins can change the limit.
      </p>
    );
  }
  return (
    <>
      {waiting && nextAttemptAt && (
        <p role="status" className="text-sm font-medium">
          Your next attempt is available from {atTime(nextAttemptAt)}.
        </p>
      )}
      {attemptsLeft !== null && (
        <p className="text-sm text-muted-foreground">
          You have {plural(attemptsLeft, "attempt", "attempts")} left before you pass.
        </p>
      )}
    </>
  );
}

function Intro({ summary, busy, onStart }: { summary: KnowledgeCheckSummary; busy: boolean; onStart: () => void }) {
  const waiting = useStillWaiting(summary.nextAttemptAt);
  const usedUp = summary.attemptsLeft === 0;
  return (
    <div className="mt-4 space-y-4">
      <p className="text-muted-foreground">
        Check what you have learned. Passing completes this module and counts towards your CPD hours and certificates.
      </p>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        <li className="rounded-lg border p-3">
          <span className="block text-muted-foreground">Questions</span>
          <span className="text-lg font-semibold">{summary.questionCount}</span>
        </li>
        <li className="rounded-lg border p-3">
          <span className="block text-muted-foreground">Pass mark</span>
          <span className="text-lg font-semibold">{summary.passMark}%</span>
        </li>
        <li className="rounded-lg border p-3">
          <span className="block text-muted-foreground">Attempts</span>
          <span className="text-lg font-semibold">
            {summary.attemptLimit === null ? "Unlimited" : `${summary.attemptLimit} allowed`}
          </span>
        </li>
      </ul>
      <p className="text-sm font-medium">{checkRulesLine(summary)}</p>
      <p className="text-sm text-muted-foreground">
        {summary.showAnswersAfterPass
          ? "If you do not pass, you will see your score and which sections to read again. The answers are explained once you pass."
          : "You will see your score and which sections to read again. Your organisation keeps the answers private, even after a pass."}
      </p>
      {summary.attempts > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Your best score: <strong>{summary.bestScore ?? 0}%</strong>
          {summary.passed ? (
            <Badge className="bg-success-tint text-success-text">Passed</Badge>
          ) : (
            <Badge variant="outline">Not passed yet</Badge>
          )}
        </p>
      )}
      <Allowance
        attemptLimit={summary.attemptLimit}
        attemptsLeft={summary.attemptsLeft}
        nextAttemptAt={summary.nextAttemptAt}
      />
      <Button onClick={onStart} disabled={busy || usedUp || waiting}>
        {summary.attempts > 0 ? <RotateCcw aria-hidden="true" /> : <ClipboardCheck aria-hidden="true" />}
        {summary.attempts > 0 ? "Retake Knowledge Check" : "Start Knowledge Check"}
      </Button>
    </div>
  );
}

interface QuestionStepProps {
  step: Extract<Step, { kind: "question" }>;
  busy: boolean;
  onChange: (answers: Answers) => void;
  onMove: (index: number) => void;
  onSubmit: () => void;
  onCancelConfirm: () => void;
}

function QuestionStep({ step, busy, onChange, onMove, onSubmit, onCancelConfirm }: QuestionStepProps) {
  const { attempt, index, answers, confirming } = step;
  const question = attempt.questions[index];
  const total = attempt.questions.length;
  const chosen = answers[question.id] ?? [];
  const hintId = useId();
  const position = `Question ${index + 1} of ${total}`;
  const last = index === total - 1;
  const unanswered = attempt.questions.filter((q) => !answers[q.id]?.length).length;
  const showHint = question.multiple && !question.text.toLowerCase().includes(ALL_THAT_APPLY.toLowerCase());
  // Next and Back move focus to the question they show, so it is read out and the keyboard starts there.
  const questionRef = useRef<HTMLLegendElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    questionRef.current?.focus();
  }, [index]);

  const choose = (optionId: string, checked: boolean) => {
    const next = question.multiple
      ? checked
        ? [...chosen.filter((id) => id !== optionId), optionId]
        : chosen.filter((id) => id !== optionId)
      : [optionId];
    onChange({ ...answers, [question.id]: next });
  };

  return (
    <div className="mt-4">
      <div className="flex items-center justify-between text-sm">
        <span aria-live="polite">{position}</span>
        <span className="text-muted-foreground">{total - unanswered} answered</span>
      </div>
      <Progress value={((index + 1) / total) * 100} className="mt-2" aria-label={position} />
      <fieldset className="mt-6" aria-describedby={question.multiple ? hintId : undefined}>
        <legend
          ref={questionRef}
          tabIndex={-1}
          className="rounded-sm text-lg font-medium text-balance focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {question.text}
        </legend>
        <p id={hintId} className={cn("mt-1 text-sm text-muted-foreground", !question.multiple && "sr-only")}>
          {question.multiple ? (showHint ? ALL_THAT_APPLY : "Choose every right answer") : "Choose one answer"}
        </p>
        <div className="mt-4 grid gap-2">
          {question.options.map((option) => {
            const id = `${question.id}-${option.id}`;
            const checked = chosen.includes(option.id);
            return (
              <label
                key={option.id}
                htmlFor={id}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-selected",
                  checked && "border-selected bg-primary-surface",
                )}
              >
                <input
                  id={id}
                  type={question.multiple ? "checkbox" : "radio"}
                  name={question.id}
                  value={option.id}
                  checked={checked}
                  onChange={(e) => choose(option.id, e.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0 break-words">{option.text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {confirming && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground"
        >
          <p>
            {unanswered === 1 ? "1 question is" : `${unanswered} questions are`} not answered. Unanswered questions
            count as wrong.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onSubmit} disabled={busy}>
              Submit anyway
            </Button>
            <Button size="sm" variant="outline" onClick={onCancelConfirm}>
              Keep answering
            </Button>
          </div>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => onMove(index - 1)} disabled={index === 0 || busy}>
          Back
        </Button>
        {last ? (
          <Button onClick={onSubmit} disabled={busy || confirming}>
            Submit Answers
          </Button>
        ) : (
          <Button onClick={() => onMove(index + 1)} disabled={busy}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}

function ResultStep({
  step,
  passMark,
  attemptLimit,
  busy,
  onRetake,
}: {
  step: Extract<Step, { kind: "result" }>;
  passMark: number;
  attemptLimit: number | null;
  busy: boolean;
  onRetake: () => void;
}) {
  const { attempt, result } = step;
  const wrong = result.questionCount - result.rightCount;
  const waiting = useStillWaiting(result.nextAttemptAt);
  const usedUp = result.attemptsLeft === 0;
  return (
    <div className="mt-4 space-y-4">
      <div
        className={cn(
          "rounded-lg border p-4",
          result.passed
            ? "border-green-300 bg-success-surface text-green-950"
            : "border-warning-border bg-warning-surface text-warning-foreground",
        )}
      >
        <p className="text-2xl font-bold">Your score: {result.scorePercent}%</p>
        <p className="mt-1 font-semibold">
          {result.passed ? "Passed: this module is now complete." : `Not passed: the pass mark is ${passMark}%.`}
        </p>
        <p className="mt-1 text-sm">
          {wrong === 0
            ? "Every answer was right."
            : `${ofTotal(wrong, result.questionCount, "answer", "answers")} ${wrong === 1 ? "was" : "were"} wrong.`}
        </p>
      </div>
      {result.answersShown ? (
        <ol className="space-y-3" aria-label="Your answers explained">
          {result.questions.map((q, i) => {
            const text = attempt.questions.find((x) => x.id === q.id)?.text ?? q.id;
            return (
              <li key={q.id} className="rounded-lg border p-4">
                <p className="flex items-start gap-2 font-medium">
                  {q.correct ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  <span className="min-w-0">
                    <span className="sr-only">{q.correct ? "Right: " : "Wrong: "}</span>
                    {i + 1}. {text}
                  </span>
                </p>
                {!q.correct && <p className="mt-2 text-sm text-body">{q.feedback}</p>}
              </li>
            );
          })}
        </ol>
      ) : (
        wrong > 0 && (
          <div className="rounded-lg border p-4 text-sm">
            {result.review.length > 0 ? (
              <>
                <p className="font-medium">
                  {result.passed
                    ? "To strengthen what you missed, read these sections of the module again:"
                    : "Before your next attempt, read these sections of the module again:"}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Sections to read again">
                  {result.review.map((heading) => (
                    <li key={heading}>{heading}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-medium">Read the module again before your next attempt.</p>
            )}
            {!result.passed && (
              <p className="mt-3 text-muted-foreground">
                The questions are not marked one by one, so the check stays fair for your next attempt.
              </p>
            )}
          </div>
        )
      )}
      <Allowance attemptLimit={attemptLimit} attemptsLeft={result.attemptsLeft} nextAttemptAt={result.nextAttemptAt} />
      {!usedUp && (
        <Button onClick={onRetake} disabled={busy || waiting} variant={result.passed ? "outline" : "default"}>
          <RotateCcw aria-hidden="true" />
          Retake Knowledge Check
        </Button>
      )}
    </div>
  );
}
