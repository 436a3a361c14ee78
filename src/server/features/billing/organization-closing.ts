import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { AuditEntry } from "../../platform/audit/audit";
import { liveOrganizationSubscription } from "./organization-service";
import { createStripeClient } from "./stripe-provider";

/**
 * Billing's part of closing an organisation (features/organizations/organization-closing.ts, wired in by
 * server/background-work.ts): its running plan is cancelled with the payment provider, and the audit
 * entry for the ended plan is handed back to be written in the deletion's transaction (null: no plan).
 *
 * Cancelled now, not at the period's end: nobody is left to use it. A retry after a failure later in the
 * run finds it cancelled already (Stripe refuses to cancel twice). A provider that cannot be reached
 * throws, so nothing is deleted and the task is tried again.
 */
export async function endClosingOrganizationPlan(
  db: Db,
  organizationId: string,
  config?: AppConfig,
): Promise<AuditEntry | null> {
  const live = await liveOrganizationSubscription(db, organizationId);
  if (!live) return null;
  if (live.provider === "stripe" && live.providerRef && config?.stripe) {
    const stripe = createStripeClient(config.stripe);
    const current = await stripe.subscriptions.retrieve(live.providerRef);
    if (current.status !== "canceled") await stripe.subscriptions.cancel(live.providerRef);
  }
  return {
    organizationId,
    actorId: null,
    action: "plan.changed",
    targetType: "subscription",
    targetId: String(live.id),
    details: { planId: live.tier, ended: "organisation closed", provider: live.provider },
  };
}
