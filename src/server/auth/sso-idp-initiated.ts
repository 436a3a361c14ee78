import { sql } from "drizzle-orm";
import { safeReturnTo } from "../../contracts/auth";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * Decision 395: sign-in started at an organisation's identity provider (its "My Apps" tile posts a
 * SAML answer no sign-in here asked for). Where the organisation allows it, the SSO plugin accepts
 * such an answer with the same signature, audience, recipient, time and replay checks (withIdpInitiated
 * in sso.ts), and guardSsoSignIn holds the address to the organisation's domain. What is left is the
 * IdP's RelayState: for a sign-in started here it is the plugin's own state, for one started at the IdP
 * it is whatever the IdP administrator typed, often the page to open. That one is taken out of the
 * answer (the plugin would refuse it as a state it never issued) and honoured only as a path of this
 * site; anything else lands on the dashboard.
 */

const ACS_PREFIX = "/sso/saml2/sp/acs/";

export interface SamlAnswer {
  /** The body to hand to the plugin. */
  body: Buffer | undefined;
  /** Whether the organisation accepts answers its IdP sent unasked. */
  idpInitiated: boolean;
  /** Where a successful sign-in lands instead of the plugin's choice: the IdP's RelayState, made safe. */
  landing: string | null;
}

const MAX_FORM = 512 * 1024;

export async function prepareSamlAnswer(
  db: Db,
  path: string,
  body: Buffer | undefined,
  baseUrl: string,
): Promise<SamlAnswer> {
  const unchanged: SamlAnswer = { body, idpInitiated: false, landing: null };
  if (!path.startsWith(ACS_PREFIX)) return unchanged;
  const providerId = path.slice(ACS_PREFIX.length);
  const [row] = rowsOf<{ allow_idp_initiated: boolean }>(
    await db.execute(sql`
      select s.allow_idp_initiated from sso_provider p
      join organization_sso_settings s on s.organization_id = p.organization_id
      where p.provider_id = ${providerId} and p.saml_config is not null
    `),
  );
  if (!row?.allow_idp_initiated) return unchanged;
  if (!body || body.length > MAX_FORM) return { ...unchanged, idpInitiated: true };
  const form = new URLSearchParams(body.toString("utf8"));
  const relayState = form.get("RelayState");
  if (relayState === null || (await issuedHere(db, relayState))) return { ...unchanged, idpInitiated: true };
  form.delete("RelayState");
  return { body: Buffer.from(form.toString()), idpInitiated: true, landing: safeReturnTo(relayState, baseUrl) };
}

/** Whether the RelayState is a sign-in state this site issued (Better Auth keeps them as `auth-state:<state>`). */
async function issuedHere(db: Db, relayState: string): Promise<boolean> {
  if (relayState.length === 0 || relayState.length > 200) return false;
  const rows = rowsOf(
    await db.execute(sql`select 1 from verification where identifier = ${`auth-state:${relayState}`} limit 1`),
  );
  return rows.length > 0;
}
