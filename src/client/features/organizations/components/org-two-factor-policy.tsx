import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SelectField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import type { SecurityPolicy } from "../../../../contracts/security-policy";
import { plural } from "../../../../domain/plural";
import { TWO_FACTOR_GRACE_DAYS, TWO_FACTOR_SCOPES } from "../../../../domain/two-factor";
import { useSecurityPolicy } from "../api/get-security-policy";
import { twoFactorEnrolmentQueryKey, useTwoFactorEnrolment } from "../api/get-two-factor-enrolment";
import { useUpdateSecurityPolicy } from "../api/update-security-policy";

const SCOPE_LABELS: Record<(typeof TWO_FACTOR_SCOPES)[number], string> = {
  everyone: "Everyone in the organisation",
  admins: "Owners and admins",
};

const requirementFormSchema = z.object({
  requiredFor: z.enum(["", ...TWO_FACTOR_SCOPES]),
  /** Blank: keep the date already set (only offered while a requirement stands). */
  graceDays: z.enum(["", ...TWO_FACTOR_GRACE_DAYS.map(String)]),
});
type RequirementFormValues = z.infer<typeof requirementFormSchema>;

const PAGE_SIZE = 25;

function RequirementForm({
  organizationId,
  policy,
  isOwner,
}: {
  organizationId: string;
  policy: SecurityPolicy;
  isOwner: boolean;
}) {
  const update = useUpdateSecurityPolicy(organizationId);
  const queryClient = useQueryClient();
  const form = useForm<RequirementFormValues>({
    resolver: zodResolver(requirementFormSchema),
    values: { requiredFor: policy.twoFactorRequiredFor ?? "", graceDays: policy.twoFactorRequiredFrom ? "" : "14" },
  });
  const onSubmit = form.handleSubmit(async ({ requiredFor, graceDays }) => {
    try {
      await update.mutateAsync({
        idleTimeoutMinutes: policy.idleTimeoutMinutes,
        deviceLimit: policy.deviceLimit,
        twoFactorRequiredFor: requiredFor === "" ? null : requiredFor,
        ...(requiredFor === "" || graceDays === "" ? {} : { twoFactorGraceDays: Number(graceDays) }),
      });
      void queryClient.invalidateQueries({ queryKey: twoFactorEnrolmentQueryKey(organizationId) });
      toast({
        title: "Two-factor requirement saved",
        description:
          requiredFor === "" ? "Nobody is required to use two-factor sign-in." : "Members see it on their profile.",
      });
    } catch (error) {
      const issues = fieldErrors(error);
      if (issues.twoFactorRequiredFor) form.setError("requiredFor", { message: issues.twoFactorRequiredFor });
      else if (issues.twoFactorGraceDays) form.setError("graceDays", { message: issues.twoFactorGraceDays });
      else
        toast({ variant: "destructive", title: "Two-factor requirement not saved", description: errorMessage(error) });
    }
  });
  const requiredFrom = policy.twoFactorRequiredFrom;
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm">
        {policy.twoFactorRequiredFor && requiredFrom
          ? `${SCOPE_LABELS[policy.twoFactorRequiredFor]} must sign in with two-factor sign-in, a passkey or single sign-on ${
              new Date(requiredFrom).getTime() <= Date.now() ? "since" : "from"
            } ${formatLongDate(requiredFrom)}.`
          : "Two-factor sign-in is not required in your organisation."}
      </p>
      {isOwner ? (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate aria-label="Two-factor requirement" className="grid gap-4 sm:max-w-md">
            <SelectField
              control={form.control}
              name="requiredFor"
              label="Require two-factor sign-in of"
              unmarked
              placeholder="Nobody"
              options={[...TWO_FACTOR_SCOPES]}
              optionLabel={(option) => SCOPE_LABELS[option as (typeof TWO_FACTOR_SCOPES)[number]]}
              hint="An authenticator app, a passkey or your single sign-on counts. Turn it on for your own account first."
            />
            <SelectField
              control={form.control}
              name="graceDays"
              label="Grace period"
              unmarked
              placeholder={requiredFrom ? `Keep ${formatLongDate(requiredFrom)}` : undefined}
              options={TWO_FACTOR_GRACE_DAYS.map(String)}
              optionLabel={(option) =>
                option === "0" ? "None: from now" : `${plural(Number(option), "day", "days")} from now`
              }
              hint="After it, a password sign-in without a second factor can only set one up."
            />
            <Button type="submit" disabled={update.isPending} className="justify-self-start">
              {update.isPending ? "Saving..." : "Save two-factor requirement"}
            </Button>
          </form>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">Only the organisation's owners can change it.</p>
      )}
    </div>
  );
}

function NotEnrolledList({ organizationId }: { organizationId: string }) {
  const [offset, setOffset] = useState(0);
  const enrolment = useTwoFactorEnrolment(organizationId, { offset, limit: PAGE_SIZE });
  if (enrolment.isPending) return <Skeleton className="h-16" />;
  if (enrolment.isError)
    return <QueryError title="Could not load who has not set it up" onRetry={() => enrolment.refetch()} />;
  const { notEnrolled, notEnrolledCount, covered } = enrolment.data;
  const last = Math.min(offset + notEnrolled.length, notEnrolledCount);
  return (
    <section aria-labelledby="two-factor-not-enrolled" className="grid gap-3">
      <h3 id="two-factor-not-enrolled" className="font-medium">
        Not set up yet
      </h3>
      <p className="text-sm text-muted-foreground">
        {notEnrolledCount === 0
          ? `Everyone covered (${plural(covered, "member", "members")}) has a second factor or uses single sign-on.`
          : `${plural(notEnrolledCount, "member", "members")} of ${covered} sign in with a password only.`}
      </p>
      {notEnrolled.length > 0 && (
        <ul className="grid gap-1" aria-label="Members without a second factor">
          {notEnrolled.map((person) => (
            <li
              key={person.userId}
              className="flex flex-wrap justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span>
                {person.name} <span className="text-muted-foreground">{person.email}</span>
              </span>
              <span className="text-muted-foreground capitalize">{person.role}</span>
            </li>
          ))}
        </ul>
      )}
      {notEnrolledCount > PAGE_SIZE && (
        <nav aria-label="Pages of members without a second factor" className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous
          </Button>
          <span className="text-sm">
            {offset + 1}–{last} of {notEnrolledCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={last >= notEnrolledCount}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

function RequirementRegion({ organization }: { organization: OrganizationDetail }) {
  const policy = useSecurityPolicy(organization.id);
  if (policy.isPending) return <Skeleton className="h-24" />;
  if (policy.isError)
    return <QueryError title="The two-factor requirement could not be loaded" onRetry={() => policy.refetch()} />;
  return (
    <div className="grid gap-6">
      <RequirementForm organizationId={organization.id} policy={policy.data} isOwner={organization.role === "owner"} />
      <NotEnrolledList organizationId={organization.id} />
    </div>
  );
}

/**
 * Decision 381, on /organization/settings: owners require two-factor sign-in (or a passkey, or single
 * sign-on) of everyone or of owners and admins after a grace period; owners and admins see, a page at a
 * time, who has not set it up yet.
 */
export function OrgTwoFactorPolicy({ organization }: { organization: OrganizationDetail }) {
  return (
    <RegionBoundary name="Two-factor requirement">
      <SectionCard
        title="Two-factor requirement"
        icon={<ShieldCheck className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-two-factor"
        description="Require a second factor at sign-in, so a stolen password alone cannot open a member's account."
      >
        <RequirementRegion organization={organization} />
      </SectionCard>
    </RegionBoundary>
  );
}
