import { z } from "zod";
import { requiredText } from "./common";

/**
 * Issue 45 item 5 (decision 402): an organisation's acceptance of the data processing agreement.
 * GET /api/organizations/{id}/dpa-acceptance (owners and admins read it), POST (owners accept).
 */

/** What an owner types and ticks to accept the version shown. */
export const dpaAcceptanceBodySchema = z.object({
  /** The version the owner read: accepting any other is refused (409), so a new text is never accepted unseen. */
  version: requiredText("Version", 40),
  signatoryName: requiredText("Your full name", 120),
  signatoryRole: requiredText("Your job title", 120),
  confirm: z.literal(true, { error: "Confirm that you accept the agreement for the organisation" }),
});
export type DpaAcceptanceBody = z.infer<typeof dpaAcceptanceBodySchema>;

export const dpaAcceptanceSchema = z.object({
  version: z.string(),
  signatoryName: z.string(),
  signatoryRole: z.string(),
  /** The account that accepted; null once that account is deleted (the typed name stays). */
  acceptedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  acceptedAt: z.string(),
  ipAddress: z.string().nullable(),
});
export type DpaAcceptance = z.infer<typeof dpaAcceptanceSchema>;

export const dpaAcceptanceStatusSchema = z.object({
  currentVersion: z.object({ id: z.string(), date: z.string(), dateIso: z.string() }),
  /** The acceptance of the current version, or null when nobody has accepted it yet. */
  current: dpaAcceptanceSchema.nullable(),
  /** Every acceptance, newest first (earlier versions included). */
  history: z.array(dpaAcceptanceSchema),
  /** The caller may accept (an owner of the organisation). */
  canAccept: z.boolean(),
});
export type DpaAcceptanceStatus = z.infer<typeof dpaAcceptanceStatusSchema>;
