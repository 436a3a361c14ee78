import { randomBytes } from "node:crypto";
import { slugFromName } from "../../../domain/organization-slug";

/**
 * A URL-safe slug from a name: "Northwind Social Ltd" → "northwind-social-ltd" (random when the name has
 * none). Organisations are created by the organisations feature and by billing (an invoiced plan).
 */
export function slugFrom(name: string): string {
  return slugFromName(name) || `org-${randomBytes(3).toString("hex")}`;
}
