import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import type { EqualityActionPlan, UpdatePlanBody } from "../../../../contracts/equality-action-plans";
import {
  ACTION_STAGE_LABELS,
  ACTION_STAGES,
  type ActionStage,
  MENU,
  RULES,
  THEME_LABELS,
  THEMES,
} from "../../../../domain/equality-action-menu";
import { countWords, INDICATOR_METRICS, type IndicatorMetric, METRICS } from "../../../../domain/equality-action-plan";

export type DraftAction = UpdatePlanBody["actions"][number];

/** A text's words against its limit, announced as it changes (the limit is the guidance's). */
export function WordCount({ id, text, limit }: { id: string; text: string; limit: number }) {
  const words = countWords(text);
  return (
    <p
      id={id}
      aria-live="polite"
      className={words > limit ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
    >
      {words} of {limit} words{words > limit ? `: ${words - limit} over the limit` : ""}
    </p>
  );
}

/** One action of the draft: the menu item, its stage, the text, who owns it, when, how it is measured and the learning linked. */
export function PlanActionEditor({
  action,
  index,
  plan,
  onChange,
  onRemove,
}: {
  action: DraftAction;
  index: number;
  plan: EqualityActionPlan;
  onChange: (action: DraftAction) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const assignment = action.links.find((l) => l.kind === "assignment");
  const otherLinks = action.links.filter((l) => l.kind !== "assignment");
  const setIndicator = (metric: IndicatorMetric | "") =>
    onChange({
      ...action,
      indicator:
        metric === ""
          ? null
          : {
              metric,
              baselineYear: METRICS[metric].from === "snapshot" ? plan.reportingYear : null,
              baseline: plan.diagnosis.baselines[metric] ?? 0,
              target: action.indicator?.target ?? 0,
              targetYear: action.indicator?.targetYear ?? plan.reportingYear + 2,
            },
    });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 font-semibold">Action {index + 1}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={field("menu")}>Action from the menu</Label>
        <NativeSelect
          id={field("menu")}
          value={action.menuItemId}
          onChange={(e) => onChange({ ...action, menuItemId: e.target.value })}
        >
          {THEMES.map((theme) => (
            <optgroup key={theme} label={THEME_LABELS[theme]}>
              {MENU.filter((m) => m.theme === theme).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field("stage")}>Stage</Label>
        <NativeSelect
          id={field("stage")}
          value={action.stage}
          onChange={(e) => onChange({ ...action, stage: e.target.value as ActionStage })}
        >
          {ACTION_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {ACTION_STAGE_LABELS[stage]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field("text")}>What you will do</Label>
        <Textarea
          id={field("text")}
          rows={4}
          value={action.text}
          aria-describedby={field("text-count")}
          onChange={(e) => onChange({ ...action, text: e.target.value })}
        />
        <WordCount id={field("text-count")} text={action.text} limit={RULES.actionWords.value} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={field("owner")}>Owner</Label>
          <NativeSelect
            id={field("owner")}
            value={action.ownerUserId ?? ""}
            onChange={(e) => onChange({ ...action, ownerUserId: e.target.value || null })}
          >
            <option value="">Nobody yet</option>
            {plan.options.members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field("starts")}>Start date</Label>
          <Input
            id={field("starts")}
            type="date"
            value={action.startsOn ?? ""}
            onChange={(e) => onChange({ ...action, startsOn: e.target.value || null })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field("due")}>Due date</Label>
          <Input
            id={field("due")}
            type="date"
            value={action.dueOn ?? ""}
            onChange={(e) => onChange({ ...action, dueOn: e.target.value || null })}
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5 sm:col-span-3">
          <Label htmlFor={field("metric")}>Measured by</Label>
          <NativeSelect
            id={field("metric")}
            value={action.indicator?.metric ?? ""}
            onChange={(e) => setIndicator(e.target.value as IndicatorMetric | "")}
          >
            <option value="">No measure yet</option>
            {INDICATOR_METRICS.map((metric) => (
              <option key={metric} value={metric}>
                {METRICS[metric].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {action.indicator && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={field("baseline")}>Baseline (%)</Label>
              <Input
                id={field("baseline")}
                type="number"
                step="0.1"
                value={action.indicator.baseline}
                onChange={(e) =>
                  action.indicator &&
                  onChange({ ...action, indicator: { ...action.indicator, baseline: Number(e.target.value) } })
                }
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field("target")}>Target (%)</Label>
              <Input
                id={field("target")}
                type="number"
                step="0.1"
                value={action.indicator.target}
                onChange={(e) =>
                  action.indicator &&
                  onChange({ ...action, indicator: { ...action.indicator, target: Number(e.target.value) } })
                }
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field("target-year")}>By the snapshot of</Label>
              <Input
                id={field("target-year")}
                type="number"
                value={action.indicator.targetYear}
                onChange={(e) =>
                  action.indicator &&
                  onChange({ ...action, indicator: { ...action.indicator, targetYear: Number(e.target.value) } })
                }
              />
            </div>
          </>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field("assignment")}>Learning assigned for it</Label>
        <NativeSelect
          id={field("assignment")}
          value={assignment?.kind === "assignment" ? String(assignment.ruleId) : ""}
          onChange={(e) =>
            onChange({
              ...action,
              links: e.target.value
                ? [{ kind: "assignment", ruleId: Number(e.target.value) }, ...otherLinks]
                : otherLinks,
            })
          }
        >
          <option value="">None</option>
          {plan.options.assignments.map((a) => (
            <option key={a.ruleId} value={a.ruleId}>
              {a.pathwayTitle} ({a.audience})
            </option>
          ))}
        </NativeSelect>
        {plan.options.assignments.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No learning is assigned in the organisation yet: assign a pathway on the Pathways page, then link it here.
          </p>
        )}
      </div>
      <EvidenceLinks
        idPrefix={field("evidence")}
        links={otherLinks}
        onChange={(evidence) => onChange({ ...action, links: assignment ? [assignment, ...evidence] : evidence })}
      />
      <div>
        <Button type="button" variant="outline" onClick={onRemove}>
          Remove action {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}

type Link = DraftAction["links"][number];

/** Evidence items (a policy, a report, a web page) that show the action is under way. */
function EvidenceLinks({
  idPrefix,
  links,
  onChange,
}: {
  idPrefix: string;
  links: Link[];
  onChange: (links: Link[]) => void;
}) {
  const set = (i: number, change: Partial<{ title: string; url: string | null }>) =>
    onChange(links.map((l, j) => (j === i && l.kind === "evidence" ? { ...l, ...change } : l)));
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Evidence</p>
      {links.map((link, i) =>
        link.kind === "evidence" ? (
          <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-${i}-title`}>Evidence {i + 1}: title</Label>
              <Input
                id={`${idPrefix}-${i}-title`}
                value={link.title}
                maxLength={200}
                onChange={(e) => set(i, { title: e.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-${i}-url`}>Evidence {i + 1}: link (optional)</Label>
              <Input
                id={`${idPrefix}-${i}-url`}
                type="url"
                value={link.url ?? ""}
                onChange={(e) => set(i, { url: e.target.value || null })}
              />
            </div>
            <Button type="button" variant="outline" onClick={() => onChange(links.filter((_, j) => j !== i))}>
              Remove evidence {i + 1}
            </Button>
          </div>
        ) : null,
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...links, { kind: "evidence", title: "", url: null }])}
        >
          Add an evidence item
        </Button>
      </div>
    </div>
  );
}
