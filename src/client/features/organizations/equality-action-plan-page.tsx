import { Scale } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, statusOf } from "@/lib/api-request";
import { paths } from "../../../contracts/routes";
import { useCreateEqualityPlan, useEqualityPlans } from "./api/equality-action-plans";
import { OrganizationGate } from "./components/organization-gate";

const ALL_ROLES = ["owner", "admin", "manager", "member"] as const;

function StartPlan({ organizationId, years }: { organizationId: string; years: number[] }) {
  const yearId = useId();
  const [year, setYear] = useState(years[0]);
  const create = useCreateEqualityPlan(organizationId);
  const navigate = useNavigate();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { title: `Equality action plan ${year}`, reportingYear: year },
          { onSuccess: (plan) => navigate(paths.organizationEqualityActionPlanEditor(plan.id)) },
        );
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={yearId} className="text-sm font-medium">
          Pay-gap year
        </label>
        <NativeSelect id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={create.isPending}>
        Start a plan
      </Button>
      {create.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(create.error, "The plan could not be started")}
        </p>
      )}
    </form>
  );
}

function Plans({ organizationId }: { organizationId: string }) {
  const plans = useEqualityPlans(organizationId);
  if (plans.isPending) return <Skeleton className="h-40" role="status" aria-label="Loading the plans" />;
  if (plans.isError) {
    if (statusOf(plans.error) === 403)
      return (
        <EmptyState
          icon={Scale}
          title="Equality action plans are for owners and HR analysts"
          description="Ask your organisation's owner to make you an HR analyst if you need to work on the plan."
        />
      );
    return <QueryError title="Failed to load the plans" onRetry={() => plans.refetch()} />;
  }
  const { items, snapshotYears } = plans.data;
  const start =
    snapshotYears.length > 0 ? (
      <StartPlan organizationId={organizationId} years={snapshotYears} />
    ) : (
      <Button asChild variant="outline">
        <Link to={paths.jedi}>Upload pay-gap figures first</Link>
      </Button>
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={Scale}
        title="No equality action plan yet"
        description="A plan stands on a year's pay-gap figures: choose the year to start."
        action={start}
      />
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {items.map((plan) => (
          <li key={plan.id} className="rounded-md border p-3">
            <Link
              to={paths.organizationEqualityActionPlanEditor(plan.id)}
              className="font-medium text-primary underline underline-offset-2"
            >
              {plan.title}
            </Link>
            <p className="text-sm text-muted-foreground">
              {plan.reportingYear} · version {plan.version} · {plan.status === "approved" ? "approved" : "draft"}
              {plan.approvedVersion !== null &&
                plan.status === "draft" &&
                ` (version ${plan.approvedVersion} approved)`}
            </p>
          </li>
        ))}
      </ul>
      {start}
    </div>
  );
}

/** /organization/equality-action-plan (issue 49, decision 405): the plans on the pay-gap snapshots. */
export default function EqualityActionPlanPage() {
  const header = (
    <div className="pt-6">
      <title>Equality action plan · PIVOT Learning</title>
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Equality action plan</h1>
      <p className="mt-1 text-muted-foreground">
        From your gender pay gap figures to the actions you will take, approved and ready to publish.
      </p>
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
          <Plans organizationId={organization.id} />
        </div>
      )}
    </OrganizationGate>
  );
}
