import { BarChart3, Trophy, Users } from "lucide-react";
import { Link } from "react-router";
import { isNoOrganizationError, useOrganizationAnalytics } from "@/components/api/get-organization-analytics";
import { QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { paths } from "../../../../contracts/routes";

/**
 * spec 1 §2, §6: the employer's Team Analytics panel, with the organisation's real figures (the same
 * query as the Employer Dashboard overlay, so opening one fills the other).
 */
export function TeamAnalyticsPanel() {
  const analytics = useOrganizationAnalytics();
  const data = analytics.data;

  return (
    <Card id="team-analytics-panel" className="border-primary-border bg-primary-surface">
      <section aria-labelledby="team-analytics-heading" className="grid gap-4 p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="team-analytics-heading" className="flex items-center gap-2 text-lg font-semibold text-heading">
              <BarChart3 className="size-5" aria-hidden="true" /> Team Analytics
            </h2>
            <p className="mt-1 text-sm text-body">
              {data ? (
                <>
                  {data.organization.name} ·{" "}
                  {/* Issue 26: the employer console is a page now, not only the View menu's overlay. */}
                  <Link
                    to={paths.organizationAnalytics}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    Open the employer console
                  </Link>{" "}
                  for pathways, due dates and every team member.
                </>
              ) : (
                "Your team's completion rate, learning hours and top performers."
              )}
            </p>
          </div>
          <Button asChild variant="outline" className="shrink-0">
            <Link to={paths.team}>
              <Users aria-hidden="true" /> Open Team Hub
            </Link>
          </Button>
        </div>

        {analytics.isPending ? (
          <div role="status" aria-label="Loading team analytics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 bg-white" />
            ))}
          </div>
        ) : analytics.isError ? (
          isNoOrganizationError(analytics.error) ? (
            <p className="rounded-lg bg-white p-4 text-sm text-body">
              Team analytics show your organisation's learning. Ask your organisation's owner to add you, or{" "}
              <Link to={paths.trainingServices} className="font-medium text-primary underline underline-offset-2">
                contact us to set one up
              </Link>
              .
            </p>
          ) : (
            <QueryError title="Failed to load team analytics" onRetry={() => analytics.refetch()} />
          )
        ) : (
          <TeamFigures analytics={analytics.data} />
        )}
      </section>
    </Card>
  );
}

function TeamFigures({ analytics }: { analytics: OrganizationAnalytics }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          { label: "Team members", value: analytics.totalMembers },
          { label: "Active this month", value: analytics.activeMembers },
          { label: "Completion rate", value: `${analytics.completionRate}%` },
          {
            label: "Avg. learning hours",
            value: analytics.avgLearningHours.toLocaleString("en-GB", { maximumFractionDigits: 1 }),
          },
        ].map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-lg bg-white p-3 shadow-sm">
            <dt className="text-sm text-body">{figure.label}</dt>
            <dd className="text-2xl font-bold text-foreground">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="flex items-center gap-2 text-sm font-semibold text-heading">
          <Trophy className="size-4" aria-hidden="true" /> Top performers
        </h3>
        {analytics.topPerformers.length === 0 ? (
          <p className="mt-2 text-sm text-body">No completed modules in your team yet.</p>
        ) : (
          <ol className="mt-2 grid gap-2 sm:grid-cols-3">
            {analytics.topPerformers.map((person, index) => (
              <li key={`${person.name}-${index}`} className="rounded-lg bg-white p-3 text-sm shadow-sm">
                <p className="font-medium text-foreground">
                  {index + 1}. {person.name}
                </p>
                <p className="text-body">
                  {person.role} · {person.progress} {person.progress === 1 ? "module" : "modules"}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
