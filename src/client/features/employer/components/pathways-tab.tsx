import { CalendarClock, Plus, Route, Users } from "lucide-react";
import { useState } from "react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { EmptyState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { canAdminister } from "../../../../domain/organization-roles";
import { ofTotal } from "../../../../domain/plural";
import { formatDueDate } from "../format";
import { AssignPathwayDialog } from "./assign-pathway-dialog";
import { ComplianceAssignments } from "./compliance-assignments";

/** spec 1 §2 Learning Pathways: status badges (Active / Planning), assigned count, progress, Assign New Pathway. */
export function PathwaysTab({
  analytics,
  headingLevel = 3,
}: {
  analytics: OrganizationAnalytics;
  /** 3 inside the overlay (its title is the h2); 2 on the console's page (issue 26). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [assigning, setAssigning] = useState(false);
  // Issue 22: owners and admins also set compliance assignments (everyone, a department or a role).
  const { active } = useActiveOrganization();
  return (
    <section aria-labelledby="employer-pathways-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading id="employer-pathways-heading" className="text-base font-semibold text-foreground">
            Learning Pathways
          </Heading>
          <p className="text-sm text-muted-foreground">
            {ofTotal(analytics.activePathways, analytics.pathways.length, "pathway", "pathways")}{" "}
            {analytics.activePathways === 1 ? "has" : "have"} team members enrolled.
          </p>
        </div>
        <Button onClick={() => setAssigning(true)} disabled={analytics.totalMembers === 0}>
          <Plus aria-hidden="true" /> Assign New Pathway
        </Button>
      </div>
      {analytics.pathways.length === 0 ? (
        <EmptyState icon={Route} title="No pathways yet" description="Pathways appear here once they are published." />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {analytics.pathways.map((pathway) => (
            <li key={pathway.id} className="rounded-xl border bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-foreground">{pathway.title}</p>
                  <p className="text-xs text-muted-foreground">{pathway.category}</p>
                </div>
                <Badge
                  variant="outline"
                  className={cn(
                    "shrink-0",
                    pathway.status === "Active"
                      ? "border-success-border bg-success-surface text-success-strong"
                      : "border-warning-border-subtle bg-warning-surface text-warning-text",
                  )}
                >
                  {pathway.status}
                </Badge>
              </div>
              <div className="mt-3 flex items-center justify-between text-sm text-body">
                <span className="inline-flex items-center gap-1">
                  <Users className="size-4" aria-hidden="true" />
                  {pathway.assignedCount} assigned
                </span>
                <span>{pathway.progress}% complete</span>
              </div>
              <Progress className="mt-2" value={pathway.progress} aria-label={`${pathway.title} progress`} />
              {/* Issue 26: the earliest due date still open among the team's assignments, and how many are overdue. */}
              <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-body">
                <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                {pathway.nextDueDate ? (
                  <span>
                    Next due <time dateTime={pathway.nextDueDate}>{formatDueDate(pathway.nextDueDate)}</time>
                  </span>
                ) : (
                  <span className="text-muted-foreground">No due date set</span>
                )}
                {pathway.overdueCount > 0 && <Badge variant="destructive">{pathway.overdueCount} overdue</Badge>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {assigning && (
        <AssignPathwayDialog
          open={assigning}
          onOpenChange={setAssigning}
          organizationId={analytics.organization.id}
          members={analytics.members}
        />
      )}
      {active && canAdminister(active.role) && <ComplianceAssignments organizationId={active.id} />}
    </section>
  );
}
