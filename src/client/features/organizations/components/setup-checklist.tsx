import { CheckCircle2, Circle, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { SetupChecklist as Checklist } from "../../../../contracts/guided-start";
import { paths } from "../../../../contracts/routes";
import type { SetupStep } from "../../../../domain/setup-checklist";
import { useDismissSetupChecklist, useSetupChecklist } from "../api/setup-checklist";

/** Where each step is done: the page (and section) that does it, never a placeholder. */
export const SETUP_STEP_LINKS: Record<SetupStep, { to: string; label: string }> = {
  branding: { to: `${paths.organizationSettings}#settings-branding`, label: "Open branding settings" },
  invite: { to: paths.organizationInvitations, label: "Invite people" },
  departments: { to: paths.organizationMembers, label: "Manage members and departments" },
  pathway: { to: paths.organizationPathways, label: "Assign a pathway" },
  sso: { to: `${paths.organizationSettings}#settings-sso`, label: "Set up single sign-on" },
  payGap: { to: `${paths.jedi}?tab=pay-equity`, label: "Open the pay-gap workspace" },
};

/**
 * Issue 45 item 3: the guided start on /organization for owners and admins. Each step's tick comes
 * from the organisation's data; it can be put away at any time (remembered for the organisation) and
 * brought back with "Show the set-up checklist".
 */
export function SetupChecklist({ organizationId }: { organizationId: string }) {
  const checklist = useSetupChecklist(organizationId);
  const dismissal = useDismissSetupChecklist(organizationId);
  const setDismissed = (dismissed: boolean) =>
    dismissal.mutate(dismissed, {
      onError: (error) =>
        toast({ variant: "destructive", title: "Could not change the checklist", description: errorMessage(error) }),
    });
  if (checklist.isPending) return <Skeleton className="h-48" role="status" aria-label="Loading the set-up checklist" />;
  // The overview works without it: a failure to load says so in one line.
  if (checklist.isError)
    return (
      <p className="text-sm text-body">
        The set-up checklist could not be loaded.{" "}
        <button type="button" className="text-primary underline" onClick={() => checklist.refetch()}>
          Try again
        </button>
      </p>
    );
  const data = checklist.data;
  if (data.dismissedAt)
    return (
      <div>
        <Button variant="outline" size="sm" disabled={dismissal.isPending} onClick={() => setDismissed(false)}>
          <ListChecks aria-hidden="true" />
          Show the set-up checklist ({data.progress})
        </Button>
      </div>
    );
  return <ChecklistCard checklist={data} pending={dismissal.isPending} onDismiss={() => setDismissed(true)} />;
}

function ChecklistCard({
  checklist,
  pending,
  onDismiss,
}: {
  checklist: Checklist;
  pending: boolean;
  onDismiss: () => void;
}) {
  const done = checklist.steps.filter((s) => s.done).length;
  return (
    <SectionCard
      title={checklist.allDone ? "Your organisation is set up" : "Set up your organisation"}
      headingId="setup-checklist"
      icon={<ListChecks className="size-5 text-primary" aria-hidden="true" />}
      description={
        checklist.allDone
          ? "Every step is done. You can put this checklist away."
          : "Six steps to get your people learning. Each is ticked as soon as it is done."
      }
      action={
        <Button variant={checklist.allDone ? "default" : "ghost"} size="sm" disabled={pending} onClick={onDismiss}>
          {checklist.allDone ? "Dismiss" : "Hide for now"}
        </Button>
      }
    >
      <p className="mb-2 text-sm font-medium text-foreground" id="setup-progress">
        {checklist.progress}
      </p>
      <Progress
        value={(done / checklist.steps.length) * 100}
        aria-labelledby="setup-progress"
        aria-valuetext={checklist.progress}
        className="mb-4"
      />
      <ol className="grid gap-3">
        {checklist.steps.map((step) => {
          const link = SETUP_STEP_LINKS[step.step];
          return (
            <li
              key={step.step}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-lg border p-3 sm:flex"
            >
              {step.done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-foreground">
                  {step.title}
                  <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                </p>
                <p className="text-sm text-body">{step.description}</p>
              </div>
              {/* Under the text on a narrow screen, its label wrapping rather than widening the page (WCAG 1.4.10). */}
              <Button
                asChild
                variant={step.done ? "ghost" : "outline"}
                size="sm"
                className="col-start-2 h-auto min-h-9 justify-self-start whitespace-normal sm:shrink-0"
              >
                <Link to={link.to}>{step.done ? "Review" : link.label}</Link>
              </Button>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
