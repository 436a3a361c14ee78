import type { UseQueryResult } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleX, Route } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { ModuleContent, ModuleDetail } from "../../../../contracts/learning";
import type { ModuleScenario } from "../../../../contracts/scenarios";
import { SCENARIO_QUALITY_LABELS, type ScenarioQuality } from "../../../../domain/scenarios";
import { useRecordScenarioChoice } from "../api/record-scenario-choice";
import { nodeById, type PlayedStep, playSummary, startNode } from "../scenario-play";
import { UpgradeNotice } from "./upgrade-notice";

/** The quality in words and an icon, on semantic tokens: never colour alone. */
const QUALITY_STYLE: Record<ScenarioQuality, { icon: typeof CircleCheck; box: string; text: string }> = {
  best: { icon: CircleCheck, box: "border-success-border bg-success-surface", text: "text-success-strong" },
  acceptable: { icon: CircleAlert, box: "border-warning-border bg-warning-surface", text: "text-warning-foreground" },
  poor: { icon: CircleX, box: "border-destructive-border bg-destructive-surface", text: "text-destructive-strong" },
};

function QualityLabel({ quality, className }: { quality: ScenarioQuality; className?: string }) {
  const { icon: Icon, text } = QUALITY_STYLE[quality];
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-semibold", text, className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {SCENARIO_QUALITY_LABELS[quality]}
    </span>
  );
}

/**
 * Issue 46 item 3: the module page's Scenarios tab. One scenario at a time: its situation, a decision
 * as a radio group, then the consequence and feedback with the choice's quality in words, Continue to
 * the next decision, and at the end a summary and Try again. Each choice is recorded and counts toward
 * the module's progress; the knowledge check stays what completes it.
 */
export function ScenariosTab({
  module,
  contentQuery,
}: {
  module: ModuleDetail;
  contentQuery: UseQueryResult<ModuleContent | null>;
}) {
  const [index, setIndex] = useState(0);
  if (module.isLocked) return <UpgradeNotice />;
  if (contentQuery.isPending) return <Skeleton className="h-64 w-full" />;
  const scenarios = contentQuery.data?.scenarios ?? [];
  if (scenarios.length === 0) return <p className="text-muted-foreground">This module has no scenarios.</p>;
  const scenario = scenarios[Math.min(index, scenarios.length - 1)];
  return (
    <section aria-labelledby="scenarios-heading" className="min-w-0">
      <h2 id="scenarios-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Route className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Scenarios
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Practise what this module teaches: make the decisions, see what happens and why. Your choices count toward your
        progress; the Knowledge Check completes the module.
      </p>
      {scenarios.length > 1 && (
        <nav aria-label="Choose a scenario" className="mt-4">
          <ol className="grid gap-2 sm:grid-cols-2">
            {scenarios.map((s, i) => (
              <li key={s.id}>
                <Button
                  variant={i === index ? "default" : "outline"}
                  aria-current={i === index ? "true" : undefined}
                  className="h-auto min-h-10 w-full justify-start whitespace-normal py-2 text-left"
                  onClick={() => setIndex(i)}
                >
                  {`Scenario ${i + 1}: ${s.title}`}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ScenarioPlayer
        key={scenario.id}
        moduleId={module.id}
        scenario={scenario}
        position={{ index, total: scenarios.length }}
        onNextScenario={index + 1 < scenarios.length ? () => setIndex(index + 1) : undefined}
      />
    </section>
  );
}

type Phase = "choosing" | "outcome" | "summary";

function ScenarioPlayer({
  moduleId,
  scenario,
  position,
  onNextScenario,
}: {
  moduleId: number;
  scenario: ModuleScenario;
  position: { index: number; total: number };
  onNextScenario?: () => void;
}) {
  const record = useRecordScenarioChoice(moduleId);
  const [node, setNode] = useState(() => startNode(scenario));
  const [steps, setSteps] = useState<PlayedStep[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("choosing");
  const [missing, setMissing] = useState(false);
  // Where focus goes after each step: the new prompt, the outcome, the summary or the title.
  const focusTarget = useRef<"prompt" | "outcome" | "summary" | "title" | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const promptRef = useRef<HTMLLegendElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const groupName = useId();
  const last = steps.at(-1);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    ({ prompt: promptRef, outcome: outcomeRef, summary: summaryRef, title: titleRef })[target].current?.focus();
  });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const choice = node.choices.find((c) => c.id === selected);
    if (!choice) {
      setMissing(true);
      return;
    }
    record.mutate(
      { scenarioId: scenario.id, nodeId: node.id, choiceId: choice.id },
      {
        onSuccess: () => {
          setSteps((done) => [...done, { node, choice }]);
          setPhase("outcome");
          focusTarget.current = "outcome";
        },
      },
    );
  };

  const proceed = () => {
    const next = last?.choice.next ? nodeById(scenario, last.choice.next) : undefined;
    if (next) {
      setNode(next);
      setSelected(null);
      setPhase("choosing");
      focusTarget.current = "prompt";
    } else {
      setPhase("summary");
      focusTarget.current = "summary";
    }
  };

  const tryAgain = () => {
    setNode(startNode(scenario));
    setSteps([]);
    setSelected(null);
    setPhase("choosing");
    focusTarget.current = "title";
  };

  const decision = steps.length + (phase === "choosing" ? 1 : 0);
  return (
    <Card className="mt-4 min-w-0">
      <CardContent className="p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">{`Scenario ${position.index + 1} of ${position.total}`}</p>
        <h3 ref={titleRef} tabIndex={-1} className="mt-1 text-lg font-semibold text-balance outline-none">
          {scenario.title}
        </h3>
        <p className="mt-2 text-body">{scenario.situation}</p>

        {phase === "choosing" && (
          <form onSubmit={confirm} className="mt-5" noValidate>
            <fieldset aria-describedby={missing ? `${groupName}-missing` : undefined}>
              <legend ref={promptRef} tabIndex={-1} className="font-medium text-balance outline-none">
                <span className="block text-sm font-normal text-muted-foreground">{`Decision ${decision}`}</span>
                {node.prompt}
              </legend>
              <div className="mt-3 grid gap-2">
                {node.choices.map((choice) => (
                  <label
                    key={choice.id}
                    className={cn(
                      "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      selected === choice.id && "border-primary bg-surface",
                    )}
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={choice.id}
                      checked={selected === choice.id}
                      onChange={() => {
                        setSelected(choice.id);
                        setMissing(false);
                      }}
                      className="mt-0.5 size-5 shrink-0 accent-primary"
                    />
                    <span className="min-w-0 break-words text-body">{choice.text}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {missing && (
              <p id={`${groupName}-missing`} role="alert" className="mt-3 text-sm font-medium text-destructive-strong">
                Choose one of the options first.
              </p>
            )}
            <Button type="submit" className="mt-4" disabled={record.isPending}>
              {record.isPending ? "Saving…" : "Confirm choice"}
            </Button>
          </form>
        )}

        <div aria-live="polite">
          {phase === "outcome" && last && (
            <div className={cn("mt-5 rounded-lg border p-4", QUALITY_STYLE[last.choice.quality].box)}>
              <h4 ref={outcomeRef} tabIndex={-1} className="outline-none">
                <span className="sr-only">Outcome: </span>
                <QualityLabel quality={last.choice.quality} />
              </h4>
              <p className="mt-2 text-sm text-body">
                <span className="font-medium text-foreground">You chose: </span>
                {last.choice.text}
              </p>
              <p className="mt-3 font-medium text-foreground">What happens next</p>
              <p className="mt-1 text-body">{last.choice.consequence}</p>
              <p className="mt-3 font-medium text-foreground">Why</p>
              <p className="mt-1 text-body">{last.choice.feedback}</p>
            </div>
          )}
          {phase === "summary" && <PlaySummary steps={steps} headingRef={summaryRef} />}
        </div>

        {phase === "outcome" && last && (
          <Button className="mt-4" onClick={proceed}>
            {last.choice.next ? "Continue" : "See summary"}
          </Button>
        )}
        {phase === "summary" && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={tryAgain}>
              Try again
            </Button>
            {onNextScenario && <Button onClick={onNextScenario}>Next scenario</Button>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PlaySummary({
  steps,
  headingRef,
}: {
  steps: PlayedStep[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { line } = playSummary(steps);
  return (
    <div className="mt-5 rounded-lg border bg-surface p-4">
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Scenario complete
      </h4>
      <p className="mt-1 text-body">{line}</p>
      <ol className="mt-3 space-y-3" aria-label="Your decisions">
        {steps.map((step, i) => (
          <li key={`${step.node.id}-${i}`} className="min-w-0 border-t pt-3 first:border-t-0 first:pt-0">
            <p className="text-sm text-muted-foreground">{`Decision ${i + 1}: ${step.node.prompt}`}</p>
            <p className="mt-1 break-words text-body">{step.choice.text}</p>
            <QualityLabel quality={step.choice.quality} className="mt-1 text-sm" />
          </li>
        ))}
      </ol>
    </div>
  );
}
