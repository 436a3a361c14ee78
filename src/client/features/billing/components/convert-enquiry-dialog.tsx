import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input, Label } from "@/components/ui/input";
import { Radio, RadioGroup } from "@/components/ui/radio-group";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import type { SalesEnquiryRecord } from "../../../../contracts/billing";
import {
  CONVERSION_PERIODS,
  type ConvertEnquiryInput,
  convertEnquirySchema,
  SALES_LED_PLAN_IDS,
  TEAM_LEADER_MAX_SEATS,
} from "../../../../contracts/organization-billing";
import { PLANS } from "../../../../domain/plans";
import { useAdminOrganizations, useConvertEnquiry } from "../api/convert-enquiry";

const PERIOD_LABELS: Record<(typeof CONVERSION_PERIODS)[number], string> = {
  monthly: "One month",
  yearly: "One year",
  dates: "Start and end dates",
};

/** The form's own fields (text, as typed), checked and turned into the request the contract describes. */
const formSchema = z
  .object({
    target: z.enum(["existing", "new"]),
    organizationId: z.string(),
    organizationName: z.string(),
    slug: z.string(),
    planId: z.enum(SALES_LED_PLAN_IDS),
    seats: z.string(),
    period: z.enum(CONVERSION_PERIODS),
    startDate: z.string(),
    endDate: z.string(),
    invoiceRef: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.target === "existing" && !v.organizationId)
      ctx.addIssue({ code: "custom", path: ["organizationId"], message: "Choose an organisation" });
    if (v.target === "new" && !v.organizationName.trim())
      ctx.addIssue({ code: "custom", path: ["organizationName"], message: "Organisation name is required" });
    if (v.seats.trim() && !/^\d+$/.test(v.seats.trim()))
      ctx.addIssue({ code: "custom", path: ["seats"], message: "Seats must be a whole number, or blank" });
  })
  .transform(
    (v): z.input<typeof convertEnquirySchema> => ({
      organization:
        v.target === "existing"
          ? { kind: "existing", id: v.organizationId }
          : { kind: "new", name: v.organizationName, slug: v.slug.trim() || undefined },
      planId: v.planId,
      seats: v.seats.trim() ? Number(v.seats.trim()) : null,
      period: v.period,
      startDate: v.startDate || undefined,
      endDate: v.endDate || undefined,
      invoiceRef: v.invoiceRef,
    }),
  )
  .pipe(convertEnquirySchema);
type FormInput = z.input<typeof formSchema>;

/** Server and contract field paths, as the form's fields. */
const FIELD_FOR: Record<string, FieldPath<FormInput>> = {
  "organization.id": "organizationId",
  "organization.name": "organizationName",
  "organization.slug": "slug",
  organization: "organizationName",
  planId: "planId",
  seats: "seats",
  period: "period",
  startDate: "startDate",
  endDate: "endDate",
  invoiceRef: "invoiceRef",
};

/**
 * /admin/enquiries "Convert to Plan" (issue 20 item 2): a closed sale becomes an organisation plan,
 * for an organisation found by name or address or one created for the enquirer, with plan, seats,
 * period and invoice reference. Every member has the plan on their next request.
 */
export function ConvertEnquiryDialog({
  enquiry,
  onOpenChange,
}: {
  enquiry: SalesEnquiryRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const open = enquiry !== null;
  const empty = (e: SalesEnquiryRecord | null): FormInput => ({
    target: "existing",
    organizationId: "",
    organizationName: e?.organisation ?? "",
    slug: "",
    planId: e?.planId === "team_leader" || e?.planId === "enterprise_plus" ? e.planId : "organisation",
    seats: "",
    period: "yearly",
    startDate: "",
    endDate: "",
    invoiceRef: "",
  });
  const form = useForm<FormInput, unknown, ConvertEnquiryInput>({
    resolver: zodResolver(formSchema),
    defaultValues: empty(enquiry),
  });
  const convert = useConvertEnquiry();
  // The dialog is keyed by the enquiry (admin-enquiries-page): each one opened starts afresh from it.
  const [search, setSearch] = useState(enquiry?.organisation ?? "");
  const [query, setQuery] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const target = form.watch("target");
  const period = form.watch("period");
  const planId = form.watch("planId");
  const organizations = useAdminOrganizations(query, open && target === "existing");

  const onSubmit = form.handleSubmit(async (input) => {
    if (!enquiry) return;
    try {
      const result = await convert.mutateAsync({ enquiryId: enquiry.id, input });
      toast({
        title: "Plan recorded",
        description: `${result.organizationName} is on the ${PLANS[result.planId].name} plan until ${formatDate(
          result.currentPeriodEnd,
        )}. Its members have it now.`,
      });
      onOpenChange(false);
    } catch (error) {
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const field = FIELD_FOR[path];
        if (field) form.setError(field, { message });
      }
      toast({ variant: "destructive", title: "The plan was not recorded", description: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Convert to plan</DialogTitle>
          <DialogDescription>
            {enquiry
              ? `${enquiry.organisation} asked about ${PLANS[enquiry.planId].name} (${enquiry.teamSize} people). Record the plan the sales team agreed.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Convert enquiry to plan">
            <RadioGroup legend="Organisation" legendClassName="text-foreground">
              <Radio value="existing" {...form.register("target")} label="An existing organisation" />
              <Radio value="new" {...form.register("target")} label="A new organisation for the enquirer" />
            </RadioGroup>

            {target === "existing" ? (
              <div className="grid gap-2">
                <Label htmlFor="convert-search">Search organisations</Label>
                <Input
                  id="convert-search"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Name or address"
                />
                <FormField
                  control={form.control}
                  name="organizationId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel className="sr-only">Organisation</FormLabel>
                      {organizations.isError ? (
                        <p className="text-sm text-destructive-strong">
                          Organisations could not be loaded.{" "}
                          <button type="button" className="underline" onClick={() => organizations.refetch()}>
                            Try again
                          </button>
                        </p>
                      ) : !organizations.data ? (
                        <Skeleton className="h-16" />
                      ) : organizations.data.length === 0 ? (
                        <p className="text-sm text-muted-foreground">
                          No organisation matches. Search again, or create one for the enquirer.
                        </p>
                      ) : (
                        <FormControl>
                          <div
                            role="radiogroup"
                            aria-label="Organisations found"
                            className="grid max-h-48 gap-1 overflow-y-auto"
                          >
                            {organizations.data.map((o) => (
                              <label
                                key={o.id}
                                className="flex items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-selected has-[:checked]:bg-primary-surface"
                              >
                                <Radio
                                  name={field.name}
                                  value={o.id}
                                  checked={field.value === o.id}
                                  onChange={() => field.onChange(o.id)}
                                  className="mt-1"
                                />
                                <span className="min-w-0">
                                  <span className="font-medium text-foreground">{o.name}</span>{" "}
                                  <span className="text-muted-foreground">({o.slug})</span>
                                  <span className="block break-words text-xs text-muted-foreground">
                                    {o.members} {o.members === 1 ? "member" : "members"}
                                    {o.ownerEmail ? ` · owner ${o.ownerEmail}` : ""}
                                    {o.planId ? ` · on ${PLANS[o.planId].name} (replaced by this plan)` : ""}
                                  </span>
                                </span>
                              </label>
                            ))}
                          </div>
                        </FormControl>
                      )}
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
            ) : (
              <div className="grid gap-3">
                <TextField control={form.control} name="organizationName" label="Organisation name" required />
                <TextField
                  control={form.control}
                  name="slug"
                  label="Address"
                  hint="Lower-case letters, digits and hyphens; made from the name when blank."
                />
                {enquiry?.account ? (
                  <p className="text-sm text-body">
                    Owner: <span className="font-medium">{enquiry.account.email}</span>
                  </p>
                ) : (
                  <p className="rounded-md bg-warning-surface p-2 text-sm text-warning-foreground">
                    No account uses {enquiry?.email}: ask the enquirer to sign up first, or choose an existing
                    organisation.
                  </p>
                )}
              </div>
            )}

            <FormField
              control={form.control}
              name="planId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel mark="required">Plan</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {SALES_LED_PLAN_IDS.map((id) => (
                        <option key={id} value={id}>
                          {PLANS[id].name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <TextField
              control={form.control}
              name="seats"
              label="Seats"
              inputMode="numeric"
              hint={
                planId === "team_leader" ? `Blank: ${TEAM_LEADER_MAX_SEATS}, the plan's limit.` : "Blank: unlimited."
              }
            />
            <FormField
              control={form.control}
              name="period"
              render={({ field }) => (
                <FormItem>
                  <FormLabel mark="required">Period</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {CONVERSION_PERIODS.map((p) => (
                        <option key={p} value={p}>
                          {PERIOD_LABELS[p]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                control={form.control}
                name="startDate"
                label="Start date"
                type="date"
                required={period === "dates"}
                hint={period === "dates" ? undefined : "Blank: today."}
              />
              {period === "dates" && (
                <FormField
                  control={form.control}
                  name="endDate"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel mark="required">End date</FormLabel>
                      <FormControl>
                        <Input type="date" {...field} />
                      </FormControl>
                      <FormDescription>The plan's last day.</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
            </div>
            <TextField control={form.control} name="invoiceRef" label="Invoice reference" required />
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? "Recording..." : "Record Plan"}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
