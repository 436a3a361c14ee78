import { zodResolver } from "@hookform/resolvers/zod";
import { FileSignature } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { useDpaAcceptance } from "@/components/api/get-dpa-acceptance";
import { TextField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import { type DpaAcceptance, type DpaAcceptanceStatus, dpaAcceptanceBodySchema } from "../../../../contracts/dpa";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { paths } from "../../../../contracts/routes";
import { useAcceptDpa } from "../api/accept-dpa";

// The server's rules (contracts/dpa.ts); the version is the one this card shows, never typed.
const acceptFormSchema = dpaAcceptanceBodySchema.omit({ version: true }).extend({
  confirm: z.boolean().refine((v) => v, "Confirm that you accept the agreement for the organisation"),
});
type AcceptFormValues = z.input<typeof acceptFormSchema>;

const ACCEPT_FIELDS = ["signatoryName", "signatoryRole", "confirm"] as const;

const atTime = (iso: string) =>
  `${formatLongDate(iso)} at ${new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}`;

function AcceptanceRecord({ acceptance }: { acceptance: DpaAcceptance }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Version</dt>
      <dd>{acceptance.version}</dd>
      <dt className="font-semibold">Accepted by</dt>
      <dd className="break-words">
        {acceptance.signatoryName}, {acceptance.signatoryRole}
        {acceptance.acceptedBy ? ` (${acceptance.acceptedBy.email})` : " (account since deleted)"}
      </dd>
      <dt className="font-semibold">When</dt>
      <dd>
        <time dateTime={acceptance.acceptedAt}>{atTime(acceptance.acceptedAt)}</time>
      </dd>
      {acceptance.ipAddress && (
        <>
          <dt className="font-semibold">From address</dt>
          <dd className="break-all">{acceptance.ipAddress}</dd>
        </>
      )}
    </dl>
  );
}

function AcceptForm({ organization, status }: { organization: OrganizationDetail; status: DpaAcceptanceStatus }) {
  const accept = useAcceptDpa(organization.id);
  const form = useForm<AcceptFormValues, unknown, z.output<typeof acceptFormSchema>>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { signatoryName: "", signatoryRole: "", confirm: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accept.mutateAsync({ ...values, version: status.currentVersion.id, confirm: true });
      toast({
        title: "Data processing agreement accepted",
        description: `Version ${status.currentVersion.id} is recorded for ${organization.name}.`,
      });
    } catch (error) {
      const issues = fieldErrors(error);
      for (const [field, message] of Object.entries(issues))
        if ((ACCEPT_FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof ACCEPT_FIELDS)[number], { message });
      if (Object.keys(issues).length === 0)
        toast({ variant: "destructive", title: "Agreement not accepted", description: errorMessage(error) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Accept the data processing agreement" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="signatoryName" label="Your full name" required autoComplete="name" />
          <TextField
            control={form.control}
            name="signatoryRole"
            label="Your job title"
            required
            autoComplete="organization-title"
          />
        </div>
        <FormField
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <FormItem>
              <Checkbox
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                aria-invalid={form.formState.errors.confirm ? true : undefined}
                labelClassName="items-start"
                className="mt-0.5"
                label={`I accept the Data Processing Agreement, version ${status.currentVersion.id}, on behalf of ${organization.name}, and I am authorised to do so.`}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={accept.isPending} className="justify-self-start">
          {accept.isPending ? "Recording..." : "Accept the agreement"}
        </Button>
      </form>
    </Form>
  );
}

/**
 * Issue 45 item 5 (decision 402): the organisation's acceptance of the data processing agreement, on its
 * settings. Owners accept the current version with their name and job title; admins see who did.
 */
export function OrgDpaAcceptance({ organization }: { organization: OrganizationDetail }) {
  const status = useDpaAcceptance(organization.id);
  return (
    <RegionBoundary name="Data processing agreement">
      <SectionCard
        title="Data processing agreement"
        icon={<FileSignature className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-dpa"
        description="The UK GDPR terms on which PIVOT Learning processes your people's data, pay-gap records and survey answers for you."
      >
        {status.isPending ? (
          <div role="status" aria-label="Loading the agreement's acceptance">
            <Skeleton className="h-24" />
          </div>
        ) : status.isError ? (
          <QueryError title="Failed to load the agreement's acceptance" onRetry={() => status.refetch()} />
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-prose">
              Current version: {status.data.currentVersion.id}, dated {status.data.currentVersion.date}.{" "}
              <Link to={paths.dpa} className="font-medium text-primary underline underline-offset-4">
                Read the Data Processing Agreement
              </Link>
            </p>
            {status.data.current ? (
              <div role="status" className="grid gap-2 rounded-lg border border-success-border bg-success-surface p-4">
                <p className="font-semibold">Accepted for {organization.name}</p>
                <AcceptanceRecord acceptance={status.data.current} />
              </div>
            ) : (
              <div className="grid gap-4">
                <p
                  role="status"
                  className="rounded-lg border border-warning-border bg-warning-surface p-4 text-sm text-warning-foreground"
                >
                  Not yet accepted for {organization.name}.{" "}
                  {status.data.canAccept
                    ? "Read the agreement, then record your acceptance below, before you upload pay-gap data."
                    : "Only an owner of the organisation can accept it."}
                </p>
                {status.data.canAccept && <AcceptForm organization={organization} status={status.data} />}
              </div>
            )}
            {status.data.history.some((a) => a.version !== status.data.currentVersion.id) && (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium">Earlier versions accepted</summary>
                <ul className="mt-2 grid gap-3">
                  {status.data.history
                    .filter((a) => a.version !== status.data.currentVersion.id)
                    .map((a) => (
                      <li key={a.version}>
                        <AcceptanceRecord acceptance={a} />
                      </li>
                    ))}
                </ul>
              </details>
            )}
          </div>
        )}
      </SectionCard>
    </RegionBoundary>
  );
}
