import { zodResolver } from "@hookform/resolvers/zod";
import { Timer } from "lucide-react";
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
import type { OrganizationDetail } from "../../../../contracts/organizations";
import {
  ORGANIZATION_IDLE_TIMEOUT_OPTIONS,
  type SecurityPolicy,
  updateSecurityPolicySchema,
} from "../../../../contracts/security-policy";
import { plural } from "../../../../domain/plural";
import { useSecurityPolicy } from "../api/get-security-policy";
import { useUpdateSecurityPolicy } from "../api/update-security-policy";

/** A select's text as the contract's value: blank is the site's setting (null). */
const choiceOrSite = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string | undefined) => (value ? Number(value) : null), schema);

const policyFormSchema = z.object({
  idleTimeoutMinutes: choiceOrSite(updateSecurityPolicySchema.shape.idleTimeoutMinutes),
  deviceLimit: choiceOrSite(updateSecurityPolicySchema.shape.deviceLimit),
});
type PolicyFormValues = z.input<typeof policyFormSchema>;

/** 15 → "15 minutes", 60 → "1 hour", 480 → "8 hours". */
export const durationText = (minutes: number) =>
  minutes % 60 === 0 ? plural(minutes / 60, "hour", "hours") : plural(minutes, "minute", "minutes");

const LOAD_ERROR = { title: "Error", description: "Failed to load the sign-in policy" };

/** The choices up to the site's value, and the saved one even if the site has since gone below it. */
const choicesUpTo = (values: readonly number[], site: number, saved: number | null) =>
  [...new Set([...values.filter((v) => v <= site), ...(saved === null ? [] : [saved])])]
    .sort((a, b) => a - b)
    .map(String);

function PolicyForm({ organizationId, policy }: { organizationId: string; policy: SecurityPolicy }) {
  const update = useUpdateSecurityPolicy(organizationId);
  const form = useForm<PolicyFormValues, unknown, z.output<typeof policyFormSchema>>({
    resolver: zodResolver(policyFormSchema),
    values: {
      idleTimeoutMinutes: policy.idleTimeoutMinutes === null ? "" : String(policy.idleTimeoutMinutes),
      deviceLimit: policy.deviceLimit === null ? "" : String(policy.deviceLimit),
    },
  });
  const { site } = policy;
  const deviceChoices = Array.from({ length: site.deviceLimit }, (_, i) => i + 1);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Sign-in policy saved", description: "It applies to every member from their next request." });
    } catch (error) {
      const issues = fieldErrors(error);
      for (const [field, message] of Object.entries(issues))
        if (field === "idleTimeoutMinutes" || field === "deviceLimit") form.setError(field, { message });
      if (Object.keys(issues).length === 0)
        toast({ variant: "destructive", title: "Sign-in policy not saved", description: errorMessage(error) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign-in policy" className="grid gap-4 sm:max-w-md">
        <SelectField
          control={form.control}
          name="idleTimeoutMinutes"
          label="Sign members out after"
          unmarked
          placeholder={`The site's setting (${durationText(site.idleTimeoutMinutes)})`}
          options={choicesUpTo(ORGANIZATION_IDLE_TIMEOUT_OPTIONS, site.idleTimeoutMinutes, policy.idleTimeoutMinutes)}
          optionLabel={(option) => `${durationText(Number(option))} without activity`}
          hint="A member's plan may make it shorter still; the shortest always applies."
        />
        <SelectField
          control={form.control}
          name="deviceLimit"
          label="Devices signed in at once"
          unmarked
          placeholder={`The site's limit (${plural(site.deviceLimit, "device", "devices")})`}
          options={choicesUpTo(deviceChoices, site.deviceLimit, policy.deviceLimit)}
          optionLabel={(option) => `At most ${plural(Number(option), "device", "devices")}`}
          hint="A sign-in beyond it asks the member to sign out on another device first."
        />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? "Saving..." : "Save sign-in policy"}
        </Button>
      </form>
    </Form>
  );
}

function PolicyRegion({ organizationId }: { organizationId: string }) {
  const policy = useSecurityPolicy(organizationId, { errorToast: LOAD_ERROR });
  if (policy.isPending) {
    return (
      <div role="status" aria-label="Loading the sign-in policy" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (policy.isError)
    return <QueryError title="The sign-in policy could not be loaded" onRetry={() => policy.refetch()} />;
  return <PolicyForm organizationId={organizationId} policy={policy.data} />;
}

/**
 * Issue 21 item 4, on /organization/settings: owners and admins make the site's session rules stricter
 * for their members (a shorter idle timeout, fewer devices at once), never looser.
 */
export function OrgSecurityPolicy({ organization }: { organization: OrganizationDetail }) {
  return (
    <RegionBoundary name="Sign-in policy">
      <SectionCard
        title="Sign-in policy"
        icon={<Timer className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-sign-in-policy"
        description="Make sessions stricter than the site's own settings for everyone in your organisation."
      >
        <PolicyRegion organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
