import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { organizationsEndpoints } from "../../../contracts/api/organizations";
import { urlOf } from "../../../contracts/endpoint";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { mailLink } from "../mail/queue-mail";
import type { MailBrand } from "../mail/template";

/**
 * An organisation's white-label in its e-mails (issue 45 item 9): its name, its brand colour and its logo.
 * The logo is kept as a data: URL, which mail programs do not show, so the message links to it at
 * /api/organizations/{id}/logo (public: mail programs fetch it without a session), with the logo's
 * digest in the address so a message keeps the logo it was sent with in any cache.
 */
export async function organizationMailBrand(db: Db, organizationId: string): Promise<MailBrand | undefined> {
  const [row] = await queryRows<{ name: string; logo: string | null; brand_color: string | null }>(
    db,
    sql`select name, logo, brand_color from organization where id = ${organizationId}`,
  );
  if (!row) return undefined;
  return {
    name: row.name,
    color: row.brand_color,
    logoUrl: row.logo ? mailLink(db, organizationLogoPath(organizationId, row.logo)) : null,
  };
}

const logoVersion = (logo: string) => createHash("sha256").update(logo).digest("base64url").slice(0, 12);

export const organizationLogoPath = (organizationId: string, logo: string) =>
  urlOf(organizationsEndpoints.logo, { id: organizationId }, { v: logoVersion(logo) });

const LOGO_DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml));base64,([A-Za-z0-9+/=]+)$/;

/** The logo's bytes and type, or null when the organisation has none (or it cannot be read). */
export async function organizationLogoImage(
  db: Db,
  organizationId: string,
): Promise<{ contentType: string; body: Buffer } | null> {
  const [row] = await queryRows<{ logo: string | null }>(
    db,
    sql`select logo from organization where id = ${organizationId}`,
  );
  const match = row?.logo ? LOGO_DATA_URL.exec(row.logo) : null;
  return match ? { contentType: match[1], body: Buffer.from(match[2], "base64") } : null;
}
