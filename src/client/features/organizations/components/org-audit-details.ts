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
  requirementId: "Requirement",
  fields: "Changed",
  status: "Status",
  fileName: "File",
  sizeBytes: "Size",
  title: "Title",
  year: "Year",
  version: "Version",
  signatoryName: "Signed by",
  signatoryRole: "Job title",
  source: "Source",
  scoreGiven: "Score",
  userName: "User name",
  scimId: "Directory id",
  registration: "Registration",
  protocol: "Protocol",
  members: "Members",
  membersAdded: "Members added",
  learnerId: "Learner",
  hrAnalyst: "HR analyst",
  exportId: "Export",
  certificateIssuing: "Certificates",
};

/** Record-keeping ids a reader has no use for (the entry's target already says what changed). */
const HIDDEN_FIELDS = new Set(["fileId"]);

/** Words for the field names an entry lists under "fields" (what an edit changed). */
const CHANGED_FIELD_WORDS: Record<string, string> = {
  status: "status",
  ownerId: "owner",
  owner: "owner",
  dueOn: "due date",
  notes: "notes",
  evidenceUrl: "evidence link",
  brandColor: "brand colour",
  joinLinkEnabled: "join link",
};

/** "sizeBytes" → "Size bytes": an unknown key still reads as words, never as code. */
const words = (key: string) => {
  const spaced = key
    .replace(/[_.]/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
  if (key === "certificateIssuing" && typeof value === "string")
    return value === "automatic" ? "issued automatically" : "offered to claim";
  if (key === "sizeBytes" && typeof value === "number") return sizeText(value);
  if (key === "fields" && Array.isArray(value))
    return value.map((field) => CHANGED_FIELD_WORDS[String(field)] ?? words(String(field)).toLowerCase()).join(", ");
  if (key === "status" && typeof value === "string") return words(value).toLowerCase();
  if (typeof value === "string" && ISO_INSTANT.test(value))
    return new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map((item) => valueText(key, item)).join(", ");
  return JSON.stringify(value);
};

/**
 * An audit entry's details in words: "Name: Northwind · Brand colour: #1f4e79 · Join link: on".
 * A key the page has no label for is turned into words ("sizeBytes" → "Size bytes"), never shown as code.
 */
export function describeAuditDetails(entry: Pick<AuditLogEntry, "action" | "details">): string {
  const hourOfUse = keyUseHour(entry);
  if (hourOfUse) return hourOfUse;
  const parts = Object.entries(entry.details)
    .filter(([key]) => !HIDDEN_FIELDS.has(key))
    .map(([key, value]) => `${FIELD_LABELS[key] ?? words(key)}: ${valueText(key, value)}`);
  return parts.join(" · ");
}

/**
 * An API key's hour of use (decision 409): "3 requests in the hour from 14:00 on 2 December 2026 (UTC):
 * GET /api/v1/members 2, GET /api/v1/departments 1".
 */
function keyUseHour(entry: Pick<AuditLogEntry, "action" | "details">): string | null {
  const { hourStarting, requests, routes } = entry.details as {
    hourStarting?: unknown;
    requests?: unknown;
    routes?: unknown;
  };
  if (entry.action !== "api_key.used" || typeof hourStarting !== "string" || typeof requests !== "number") return null;
  const start = new Date(hourStarting);
  const time = start.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  const day = start.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const perRoute = Object.entries((routes ?? {}) as Record<string, number>)
    .sort(([, a], [, b]) => b - a)
    .map(([route, count]) => `${route} ${count}`)
    .join(", ");
  const counted = `${requests} ${requests === 1 ? "request" : "requests"} in the hour from ${time} on ${day} (UTC)`;
  return perRoute ? `${counted}: ${perRoute}` : counted;
}
