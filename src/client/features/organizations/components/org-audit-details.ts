import type { AuditLogEntry } from "../../../../contracts/organizations";
import { isPlanId, PLANS } from "../../../../domain/plans";

const ROLE_WORDS: Record<string, string> = { owner: "Owner", admin: "Admin", manager: "Manager", member: "Member" };

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  slug: "Address",
  logo: "Logo",
  brandColor: "Brand colour",
  joinLinkEnabled: "Join link",
  email: "E-mail",
  role: "Role",
  previousRole: "Previous role",
  department: "Department",
  managerId: "Line manager",
  domain: "Domain",
  plan: "Plan",
  seats: "Seats",
  tier: "Plan",
  from: "From",
  to: "To",
  count: "Count",
  via: "Through",
  planId: "Plan",
  previousPlanId: "Previous plan",
  provider: "Paid by",
  invoiceRef: "Invoice",
  periodStart: "From",
  periodEnd: "Until",
  billingCycle: "Billing",
  invitationId: "Invitation",
  pathwayId: "Pathway",
  audience: "Audience",
  intervalMonths: "Every (months)",
  dueDays: "Due in (days)",
  assigned: "People assigned",
};

const PROVIDER_WORDS: Record<string, string> = { invoice: "invoice", stripe: "card (Stripe)", test: "test payment" };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const valueText = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return key === "brandColor" ? "default" : "none";
  if (key === "joinLinkEnabled") return value ? "on" : "off";
  if (key === "logo") return value === "removed" ? "removed" : "changed";
  if ((key === "role" || key === "previousRole") && typeof value === "string") return ROLE_WORDS[value] ?? value;
  if ((key === "planId" || key === "previousPlanId" || key === "tier") && typeof value === "string")
    return isPlanId(value) ? PLANS[value].name : value;
  if (key === "provider" && typeof value === "string") return PROVIDER_WORDS[value] ?? value;
  if (typeof value === "string" && ISO_INSTANT.test(value))
    return new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return JSON.stringify(value);
};

/**
 * An audit entry's details in words: "Name: Northwind · Brand colour: #1f4e79 · Join link: on".
 * Keys the page does not know are shown as they were recorded.
 */
export function describeAuditDetails(entry: Pick<AuditLogEntry, "action" | "details">): string {
  const parts = Object.entries(entry.details).map(
    ([key, value]) => `${FIELD_LABELS[key] ?? key}: ${valueText(key, value)}`,
  );
  return parts.join(" · ");
}
