import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/form-fields";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { fullName, useAuth } from "@/lib/use-auth";
import { emailField, requiredText } from "../../../contracts/common";
import { formatPence, PLAN_CURRENCY, PLANS, type PlanId } from "../../../domain/plans";
import { createPaymentIntent, type PaymentIntentOutcome } from "./api/create-payment-intent";

/** spec 3 §2: the payment test page's three plans. */
const TEST_PLANS: readonly PlanId[] = ["individual", "team_leader", "organisation"];

const customerSchema = z.object({ customerName: requiredText("Name", 120), customerEmail: emailField });
type Customer = z.infer<typeof customerSchema>;

/** spec 3 §8: the result texts. */
export function resultText(outcome: PaymentIntentOutcome): string {
  switch (outcome.kind) {
    case "success":
      return `Success! Payment intent created: ${outcome.clientSecret.slice(0, 20)}...`;
    case "error":
      return `Error: ${outcome.message || "Payment failed"}`;
    case "network":
      return `Network Error: ${outcome.message || "Unknown error"}`;
  }
}

/**
 * spec 3 §2 and §7: /test-payment, public. Each plan card creates a payment intent for the plan's
 * monthly price (pence, from the catalogue) and the page shows the result text. Nothing is charged:
 * an intent is only the first step of a payment.
 */
export default function TestPaymentPage() {
  const auth = useAuth();
  const user = auth.status === "signed-in" ? auth.user : null;
  const form = useForm<Customer>({
    resolver: zodResolver(customerSchema),
    values: { customerName: user ? fullName(user) : "", customerEmail: user?.email ?? "" },
  });
  const [pending, setPending] = useState<PlanId | null>(null);
  const [result, setResult] = useState<{ planId: PlanId; outcome: PaymentIntentOutcome } | null>(null);

  const pay = (planId: PlanId) =>
    form.handleSubmit(async (customer) => {
      setPending(planId);
      const outcome = await createPaymentIntent({
        amount: PLANS[planId].monthlyPence,
        currency: PLAN_CURRENCY,
        planId,
        ...customer,
      });
      setResult({ planId, outcome });
      setPending(null);
    })();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader
        title="Payment Test"
        description="Check that card payments are set up: each plan creates a payment intent. No card is charged."
      />
      <Form {...form}>
        <form className="mt-6 grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField control={form.control} name="customerName" label="Name" required autoComplete="name" />
          <TextField
            control={form.control}
            name="customerEmail"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
        </form>
      </Form>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TEST_PLANS.map((planId) => {
          const plan = PLANS[planId];
          return (
            <li key={planId} className="flex flex-col rounded-xl border bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-heading">{plan.name}</h2>
              <p className="mt-2 text-3xl font-bold text-foreground">
                {formatPence(plan.monthlyPence)}
                <span className="text-sm font-normal text-muted-foreground">/month</span>
              </p>
              <p className="mt-1 flex-1 text-sm text-muted-foreground">{plan.description}</p>
              <Button className="mt-4" onClick={() => pay(planId)} disabled={pending !== null}>
                <CreditCard aria-hidden="true" />
                {pending === planId ? "Creating..." : `Test ${formatPence(plan.monthlyPence)} payment`}
              </Button>
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite" className="mt-6 min-h-12">
        {result && (
          <p
            className={
              result.outcome.kind === "success"
                ? "rounded-md bg-success-surface p-3 text-success-text"
                : "rounded-md bg-destructive-surface p-3 text-destructive-text"
            }
          >
            {PLANS[result.planId].name}: {resultText(result.outcome)}
          </p>
        )}
      </div>
    </div>
  );
}
