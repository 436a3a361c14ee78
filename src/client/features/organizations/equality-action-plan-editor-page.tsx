import { ArrowLeft, Scale } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage, statusOf } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import type { EqualityActionPlan } from "../../../contracts/equality-action-plans";
import { paths } from "../../../contracts/routes";
import { MENU, menuItem, RULES } from "../../../domain/equality-action-menu";
import {
  equalityPlanPdfHref,
  useApproveEqualityPlan,
  useEqualityPlan,
  useEqualityPlanFiling,
  useSaveEqualityPlan,
} from "./api/equality-action-plans";
import { OrganizationGate } from "./components/organization-gate";
import { type DraftAction, PlanActionEditor, WordCount } from "./components/plan-action-editor";

const ALL_ROLES = ["owner", "admin", "manager", "member"] as const;

interface Draft {
  narrative: string;
  actions: DraftAction[];
}

/** The saved version as the form edits it (the PUT takes the whole draft). */
function draftOf(plan: EqualityActionPlan): Draft {
  return {
    narrative: plan.current.narrative,
    actions: plan.current.actions.map((a) => ({
      menuItemId: a.menuItemId,
      stage: a.stage,
      text: a.text,
      ownerUserId: a.ownerUserId,
      startsOn: a.startsOn,
      dueOn: a.dueOn,
      indicator: a.indicator,
      links: a.links.map((l) =>
        l.kind === "assignment"
          ? { kind: "assignment", ruleId: l.ruleId ?? 0 }
          : { kind: "evidence", title: l.title ?? "", url: l.url },
      ),
    })),
  };
}

function Diagnosis({ plan, onAdd }: { plan: EqualityActionPlan; onAdd: (menuItemId: string) => void }) {
  const d = plan.diagnosis;
  const inPlan = new Set(plan.current.actions.map((a) => a.menuItemId));
  return (
    <SectionCard
      title="What drives the gap"
      headingId="plan-diagnosis"
      description={`From the ${d.year} pay-gap figures (${d.recordCount} people)${d.previousYear ? `, compared with ${d.previousYear}` : ""}.`}
    >
      {d.unavailable ? (
        <p className="text-sm text-body">{d.unavailable}</p>
      ) : (
        <div className="grid gap-4">
          {d.drivers.length === 0 ? (
            <p className="text-sm text-body">No driver stands out in these figures.</p>
          ) : (
            <ul className="grid gap-3">
              {d.drivers.map((driver) => (
                <li key={driver.key} className="rounded-md border p-3">
                  <p className="font-medium">{driver.title}</p>
                  <p className="text-sm text-body">{driver.detail}</p>
                  <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-2">
                    {driver.figures.map((f) => (
                      <div key={f.label} className="flex justify-between gap-2">
                        <dt className="text-muted-foreground">{f.label}</dt>
                        <dd className="font-medium">{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {d.suggestions.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">Suggested actions</h3>
              <ul className="mt-1 grid gap-2">
                {d.suggestions.map((s) => (
                  <li key={s.menuItemId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      <span className="font-medium">{menuItem(s.menuItemId)?.title ?? s.menuItemId}</span>
                      {s.reason ? `: ${s.reason}` : ""}
                    </span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={inPlan.has(s.menuItemId)}
                      onClick={() => onAdd(s.menuItemId)}
                    >
                      {inPlan.has(s.menuItemId) ? "In the plan" : "Add to the plan"}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </SectionCard>
  );
}

function Approval({
  organizationId,
  plan,
  dirty,
}: {
  organizationId: string;
  plan: EqualityActionPlan;
  dirty: boolean;
}) {
  const id = useId();
  const approve = useApproveEqualityPlan(organizationId, plan.id);
  const [name, setName] = useState("");
  const [jobTitle, setJobTitle] = useState("");
  const current = plan.current;
  if (current.status === "approved")
    return (
      <p className="text-sm text-body">
        Version {current.version} was approved by {current.approverName} ({current.approverJobTitle})
        {current.approvedAt ? ` on ${formatDate(current.approvedAt)}` : ""}. A change starts version{" "}
        {current.version + 1}.
      </p>
    );
  if (current.approvalIssues.length > 0)
    return (
      <div>
        <p className="text-sm font-medium">Before version {current.version} can be approved:</p>
        <ul className="mt-1 list-disc pl-5 text-sm text-body">
          {current.approvalIssues.map((issue) => (
            <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      </div>
    );
  if (!plan.canApprove)
    return (
      <p className="text-sm text-body">Version {current.version} is ready: an owner of the organisation approves it.</p>
    );
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        approve.mutate({ version: current.version, approverName: name, approverJobTitle: jobTitle });
      }}
    >
      <p className="text-sm text-body">
        A senior person signs the plan off: version {current.version}, as saved, is then frozen.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Your name</Label>
        <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-job`}>Your job title</Label>
        <Input
          id={`${id}-job`}
          value={jobTitle}
          onChange={(e) => setJobTitle(e.target.value)}
          required
          maxLength={120}
        />
      </div>
      {dirty && (
        <p className="text-sm text-warning-foreground">
          Save your changes first: approval signs off the saved version.
        </p>
      )}
      <div>
        <Button type="submit" disabled={dirty || approve.isPending}>
          Approve version {current.version}
        </Button>
      </div>
      {approve.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(approve.error, "The plan could not be approved")}
        </p>
      )}
    </form>
  );
}

function Filing({ organizationId, plan }: { organizationId: string; plan: EqualityActionPlan }) {
  const approved = plan.versions.some((v) => v.status === "approved");
  const filing = useEqualityPlanFiling(organizationId, plan.id, approved);
  if (!approved)
    return <p className="text-sm text-body">The filing text and the board PDF are made from an approved version.</p>;
  if (filing.isPending) return <Skeleton className="h-32" role="status" aria-label="Loading the filing text" />;
  if (filing.isError)
    return <QueryError title="The filing text could not be loaded" onRetry={() => filing.refetch()} />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-body">
        Version {filing.data.version}, approved by {filing.data.approvedBy.name}: the text the gender pay gap service
        asks for.
      </p>
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm">
        {filing.data.copyText}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => navigator.clipboard?.writeText(filing.data.copyText)}>
          Copy the filing text
        </Button>
        <Button asChild variant="outline">
          <a href={equalityPlanPdfHref(organizationId, plan.id)} download>
            Download the board PDF
          </a>
        </Button>
      </div>
      {filing.data.caveats.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          {filing.data.caveats.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Editor({ organizationId, plan }: { organizationId: string; plan: EqualityActionPlan }) {
  const narrativeId = useId();
  const save = useSaveEqualityPlan(organizationId, plan.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [savedFrom, setSavedFrom] = useState(plan);
  // A save (or approval) answers a new plan: the form follows it.
  if (savedFrom !== plan) {
    setSavedFrom(plan);
    setDraft(draftOf(plan));
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(plan));
  const used = new Set(draft.actions.map((a) => a.menuItemId));
  const addAction = (menuItemId = MENU.find((m) => !used.has(m.id))?.id ?? MENU[0].id) =>
    setDraft({
      ...draft,
      actions: [
        ...draft.actions,
        {
          menuItemId,
          stage: "new",
          text: "",
          ownerUserId: null,
          startsOn: null,
          dueOn: null,
          indicator: null,
          links: [],
        },
      ],
    });
  const saveErrors = save.error instanceof ApiError && save.error.issues.length > 0 ? save.error.issues : [];
  return (
    <div className="grid gap-6">
      <Diagnosis plan={plan} onAdd={(menuItemId) => addAction(menuItemId)} />
      <SectionCard
        title="Actions"
        headingId="plan-actions"
        description={`At least ${RULES.minActions.value} actions, one for each theme, ${RULES.minNewOrInProgress.value} of them new or in progress; ${RULES.actionWords.value} words each at most.`}
      >
        <div className="grid gap-4">
          {draft.actions.length === 0 && (
            <p className="text-sm text-body">No action yet: add one, or one of the suggestions above.</p>
          )}
          {draft.actions.map((action, index) => (
            <PlanActionEditor
              key={index}
              action={action}
              index={index}
              plan={plan}
              onChange={(changed) =>
                setDraft({ ...draft, actions: draft.actions.map((a, i) => (i === index ? changed : a)) })
              }
              onRemove={() => setDraft({ ...draft, actions: draft.actions.filter((_, i) => i !== index) })}
            />
          ))}
          <div>
            <Button type="button" variant="outline" onClick={() => addAction()}>
              Add an action
            </Button>
          </div>
        </div>
      </SectionCard>
      <SectionCard
        title="Narrative"
        headingId="plan-narrative"
        description="The short account published beside the actions."
      >
        <div className="grid gap-1.5">
          <Label htmlFor={narrativeId}>Narrative</Label>
          <Textarea
            id={narrativeId}
            rows={6}
            value={draft.narrative}
            aria-describedby={`${narrativeId}-count`}
            onChange={(e) => setDraft({ ...draft, narrative: e.target.value })}
          />
          <WordCount id={`${narrativeId}-count`} text={draft.narrative} limit={RULES.narrativeWords.value} />
        </div>
      </SectionCard>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={!dirty || save.isPending} onClick={() => save.mutate(draft)}>
          {plan.current.status === "approved" ? `Save as version ${plan.current.version + 1}` : "Save the draft"}
        </Button>
        {dirty ? (
          <span className="text-sm text-muted-foreground">Unsaved changes</span>
        ) : (
          <span className="text-sm text-muted-foreground">Saved</span>
        )}
      </div>
      {save.isError && (
        <div role="alert" className="text-sm text-destructive">
          <p>{errorMessage(save.error, "The plan could not be saved")}</p>
          {saveErrors.length > 0 && (
            <ul className="list-disc pl-5">
              {saveErrors.map((issue) => (
                <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <SectionCard title="Approval" headingId="plan-approval">
        <Approval organizationId={organizationId} plan={plan} dirty={dirty} />
      </SectionCard>
      <SectionCard title="Filing and board PDF" headingId="plan-filing">
        <Filing organizationId={organizationId} plan={plan} />
      </SectionCard>
    </div>
  );
}

function PlanBody({ organizationId, planId }: { organizationId: string; planId: number }) {
  const plan = useEqualityPlan(organizationId, planId);
  if (plan.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading the plan" />;
  if (plan.isError) {
    const status = statusOf(plan.error);
    if (status === 403 || status === 404)
      return (
        <EmptyState
          icon={Scale}
          title={status === 404 ? "This plan was not found" : "Equality action plans are for owners and HR analysts"}
          description={
            status === 404
              ? "It may belong to another organisation, or the link is mistyped."
              : "Ask your organisation's owner to make you an HR analyst if you need to work on the plan."
          }
        />
      );
    return <QueryError title="Failed to load the plan" onRetry={() => plan.refetch()} />;
  }
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold text-heading">{plan.data.title}</h2>
        <p className="text-sm text-muted-foreground">
          Pay-gap year {plan.data.reportingYear} · version {plan.data.current.version} ·{" "}
          {plan.data.current.status === "approved" ? "approved" : "draft"}
        </p>
      </div>
      <Editor organizationId={organizationId} plan={plan.data} />
    </div>
  );
}

/** /organization/equality-action-plan/{planId} (issue 49): diagnose, choose and describe actions, approve, file. */
export default function EqualityActionPlanEditorPage() {
  const { planId = "" } = useParams();
  const id = Number(planId);
  const header = (
    <div className="grid gap-2 pt-6">
      <title>Equality action plan · PIVOT Learning</title>
      <Link
        to={paths.organizationEqualityActionPlan}
        className="flex w-fit items-center gap-1 text-sm text-primary underline underline-offset-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All plans
      </Link>
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Equality action plan</h1>
    </div>
  );
  return (
    <OrganizationGate
      header={header}
      roles={ALL_ROLES}
      loadingLabel="Loading the organisation"
      denied={{ title: "Equality action plans are for owners and HR analysts", description: "" }}
    >
      {(organization) => (
        <div className="grid gap-4 pb-8">
          {header}
          {Number.isInteger(id) && id > 0 ? (
            <PlanBody organizationId={organization.id} planId={id} />
          ) : (
            <EmptyState icon={Scale} title="This plan was not found" description="The link is mistyped." />
          )}
        </div>
      )}
    </OrganizationGate>
  );
}
