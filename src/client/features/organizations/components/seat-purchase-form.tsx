import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { BillingCycleButtons } from "@/components/billing-cycle-buttons";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import {
  type BillingDetails,
  type CreateOrganizationSubscriptionInput,
  createOrganizationSubscriptionSchema,
  SELF_SERVE_ORGANIZATION_PLANS,
  type SelfServeOrganizationPlanId,
} from "../../../../contracts/organization-billing";
import { type BillingCycle, formatPence, formatPlanPrice, PLANS, seatPrice } from "../../../../domain/plans";
import { BILLING_COUNTRIES, formatVatRate, normaliseVatId, vatAmounts, vatTreatmentFor } from "../../../../domain/vat";

/** What the buyer types: seats as the input's text, everything else as the contract has it. */
export interface SeatPurchaseFormInput {
  planId: SelfServeOrganizationPlanId;
  billingCycle: BillingCycle;
  seats: string;
  billing: { name: string; address: string; country: string; vatId: string };
}

/**
 * The contract's own schema (the one the server parses the purchase with), after turning the seats'
 * text into a number: every rule the server applies is checked here first, with the same messages.
 */
const seatPurchaseFormSchema = z.preprocess((value) => {
  const input = value as SeatPurchaseFormInput;
  const seats = String(input.seats ?? "").trim();
  return { ...input, seats: seats === "" ? Number.NaN : Number(seats) };
}, createOrganizationSubscriptionSchema);
type SeatPurchaseValues = z.output<typeof createOrganizationSubscriptionSchema>;

export const maxSelfServeSeats = (planId: SelfServeOrganizationPlanId) =>
  PLANS[planId].seatPricing?.maxSelfServeSeats ?? 0;

const PLAN_SUMMARIES: Record<SelfServeOrganizationPlanId, string> = {
  team_leader: `${formatPlanPrice(PLANS.team_leader, "monthly")} for up to ${PLANS.team_leader.seatPricing?.includedSeats} users`,
  organisation: `${formatPlanPrice(PLANS.organisation, "monthly")} for up to ${PLANS.organisation.seatPricing?.includedSeats} users, then ${formatPence(PLANS.organisation.seatPricing?.extraSeatMonthlyPence ?? 0)}/month for each further user`,
};

/** The net, VAT and total of one period, from the same functions the server charges with (decision 401). */
export function purchaseTotals(values: {
  planId: SelfServeOrganizationPlanId;
  billingCycle: BillingCycle;
  seats: number;
  country: string;
  vatId: string;
}) {
  const price = seatPrice(PLANS[values.planId], values.billingCycle, values.seats);
  if (!price.ok) return { ok: false as const, reason: price.reason };
  const vat = vatTreatmentFor({ country: values.country, vatId: normaliseVatId(values.country, values.vatId) });
  if (!vat.ok) return { ok: false as const, reason: vat.reason };
  return {
    ok: true as const,
    price: price.price,
    note: vat.note,
    ...vatAmounts(price.price.netPence, vat.rateBasisPoints),
  };
}

export interface SeatPurchaseFormProps {
  /** The plan the organisation is on now, when it is one it bought online. */
  currentPlanId: SelfServeOrganizationPlanId | null;
  defaultCycle: BillingCycle;
  defaultSeats: number;
  /** Members and pending invitations now. */
  seatsUsed: number;
  /** Who the organisation was last billed as. */
  billingDetails: BillingDetails | null;
  pending: boolean;
  /** The quote's address for a choice, or null while the choice is not valid. */
  quoteHref: (query: {
    planId: SelfServeOrganizationPlanId;
    billingCycle: BillingCycle;
    seats: number;
    name?: string;
    address?: string;
    country: string;
    vatId?: string;
  }) => string;
  onContactSales: () => void;
  /** Resolves with an error message to show against the seats, or nothing. */
  onSubmit: (input: CreateOrganizationSubscriptionInput) => Promise<void>;
}

/**
 * Buying Team Leader or Organisation by the seat (decision 401): the plan, the seats within the
 * plan's online limit (Contact Sales above it), the cycle, who it is billed as, and the net, VAT and
 * total before paying, with a PDF quote of the same figures.
 */
export function SeatPurchaseForm(props: SeatPurchaseFormProps) {
  const { currentPlanId, billingDetails } = props;
  const form = useForm<SeatPurchaseFormInput, unknown, SeatPurchaseValues>({
    resolver: zodResolver(seatPurchaseFormSchema as unknown as z.ZodType<SeatPurchaseValues, SeatPurchaseFormInput>),
    defaultValues: {
      planId: currentPlanId ?? (props.defaultSeats > maxSelfServeSeats("team_leader") ? "organisation" : "team_leader"),
      billingCycle: props.defaultCycle,
      seats: String(props.defaultSeats),
      billing: {
        name: billingDetails?.name ?? "",
        address: billingDetails?.address ?? "",
        country: billingDetails?.country ?? "GB",
        vatId: billingDetails?.vatId ?? "",
      },
    },
  });
  const [planId, billingCycle, seatsText, billing] = useWatch({
    control: form.control,
    name: ["planId", "billingCycle", "seats", "billing"],
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const seats = Number(seatsText);
  const max = maxSelfServeSeats(planId);
  const orgMax = maxSelfServeSeats("organisation");
  const aboveOnline = Number.isInteger(seats) && seats > orgMax;
  const totals = purchaseTotals({ planId, billingCycle, seats, country: billing.country, vatId: billing.vatId });
  const plan = PLANS[planId];
  const buyLabel = currentPlanId ? "Update Plan" : `Buy ${plan.name}`;

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await props.onSubmit(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/seats/i.test(message)) form.setError("seats", { message });
      else setSubmitError(message);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5" aria-label={buyLabel}>
        <FormField
          control={form.control}
          name="planId"
          render={({ field }) => (
            <FormItem>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium text-foreground">Plan</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {SELF_SERVE_ORGANIZATION_PLANS.map((id) => (
                    <label
                      key={id}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-muted"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={id}
                        checked={field.value === id}
                        onChange={() => field.onChange(id)}
                        className="mt-1 size-4 accent-primary"
                      />
                      <span className="grid gap-0.5">
                        <span className="font-semibold text-foreground">{PLANS[id].name}</span>
                        <span className="text-sm text-body">{PLAN_SUMMARIES[id]}</span>
                        <span className="text-sm text-muted-foreground">
                          From 1 to {maxSelfServeSeats(id)} seats online
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </FormItem>
          )}
        />
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 text-sm font-medium text-foreground">Billing cycle</legend>
          <BillingCycleButtons
            cycle={billingCycle}
            onChange={(cycle) => form.setValue("billingCycle", cycle, { shouldDirty: true })}
          />
        </fieldset>
        <FormField
          control={form.control}
          name="seats"
          render={({ field }) => (
            <FormItem className="max-w-xs">
              <FormLabel mark="required">Seats</FormLabel>
              <FormControl>
                <Input type="number" inputMode="numeric" min={1} max={max} {...field} />
              </FormControl>
              <FormDescription>
                From 1 to {max}. {props.seatsUsed} in use now (members and pending invitations).
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {aboveOnline && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm text-body">
            <span>More than {orgMax} seats are arranged with our sales team.</span>
            <Button type="button" variant="outline" onClick={props.onContactSales}>
              Contact Sales
            </Button>
          </div>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-medium text-foreground">Billing details</legend>
          <p className="-mt-2 text-sm text-muted-foreground">Who the quote and VAT invoices are made out to.</p>
          <FormField
            control={form.control}
            name="billing.name"
            render={({ field }) => (
              <FormItem>
                <FormLabel mark="required">Billing name</FormLabel>
                <FormControl>
                  <Input autoComplete="organization" maxLength={160} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="billing.address"
            render={({ field }) => (
              <FormItem>
                <FormLabel mark="required">Billing address</FormLabel>
                <FormControl>
                  <Textarea rows={3} autoComplete="street-address" maxLength={400} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="billing.country"
              render={({ field }) => (
                <FormItem>
                  <FormLabel mark="required">Country</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {Object.entries(BILLING_COUNTRIES).map(([code, name]) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormDescription>Elsewhere? Contact Sales.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="billing.vatId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>VAT number</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={24} {...field} />
                  </FormControl>
                  <FormDescription>Required for an organisation in the EU; optional elsewhere.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </fieldset>

        <section aria-labelledby="seat-purchase-totals" className="grid gap-2 rounded-lg border p-4">
          <h3 id="seat-purchase-totals" className="font-semibold text-foreground">
            {billingCycle === "yearly" ? "Each year" : "Each month"}
          </h3>
          {totals.ok ? (
            <>
              <dl className="grid gap-1 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">
                    {plan.name}, {plural(totals.price.seats)}
                    {totals.price.extraSeats > 0
                      ? ` (${totals.price.includedSeats} included, ${totals.price.extraSeats} more at ${formatPence(totals.price.extraSeatPence)} each)`
                      : ""}
                  </dt>
                  <dd className="font-medium text-foreground">{formatPence(totals.netPence)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">VAT at {formatVatRate(totals.rateBasisPoints)}</dt>
                  <dd className="font-medium text-foreground">{formatPence(totals.vatPence)}</dd>
                </div>
                <div className="flex justify-between gap-2 border-t pt-1 text-base">
                  <dt className="font-semibold text-foreground">Total</dt>
                  <dd className="font-semibold text-foreground">{formatPence(totals.grossPence)}</dd>
                </div>
              </dl>
              {totals.note && <p className="text-sm text-muted-foreground">{totals.note}</p>}
              <a
                className="inline-flex items-center gap-1 self-start text-sm text-primary underline underline-offset-2"
                download
                href={props.quoteHref({
                  planId,
                  billingCycle,
                  seats,
                  name: billing.name.trim() || undefined,
                  address: billing.address.trim() || undefined,
                  country: billing.country,
                  vatId: billing.vatId.trim() || undefined,
                })}
              >
                <Download className="size-4" aria-hidden="true" />
                Download quote (PDF)
              </a>
            </>
          ) : (
            <p className="text-sm text-body">{totals.reason}</p>
          )}
        </section>

        {submitError && (
          <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive-text">
            {submitError}
          </p>
        )}
        <div>
          <Button type="submit" variant="accent" disabled={props.pending}>
            {props.pending ? "Processing..." : buyLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}

const plural = (seats: number) => (seats === 1 ? "1 seat" : `${seats} seats`);
