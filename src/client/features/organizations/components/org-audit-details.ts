import type { AuditLogEntry } from "../../../../contracts/organizations";

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
};

const valueText = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return key === "brandColor" ? "default" : "none";
  if (key === "joinLinkEnabled") return value ? "on" : "off";
  if (key === "logo") return value === "removed" ? "removed" : "changed";
  if ((key === "role" || key === "previousRole") && typeof value === "string") return ROLE_WORDS[value] ?? value;
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
