import { sql } from "drizzle-orm";
import type { SsoLookup } from "../../../contracts/sso";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { HttpError, notFound } from "../../errors";
import { safeRequest, type TargetPolicy, targetPolicyFor } from "../../platform/events/safe-request";

/**
 * The sign-in page's side of single sign-on (issue 21 item 1): whether an address belongs to an
 * organisation's identity provider, and a check that the provider answers before the browser is sent
 * there, so a provider that is down gives a page that says so, not a spinner or a browser error.
 */

const PROBE_TIMEOUT_MS = 4_000;

interface ProviderForDomain {
  provider_id: string;
  organization_name: string;
  require_sso: boolean | null;
  saml_config: string | null;
  oidc_config: string | null;
}

const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();

async function providerFor(db: Db, email: string): Promise<ProviderForDomain | undefined> {
  const [row] = rowsOf<ProviderForDomain>(
    await db.execute(sql`
      select p.provider_id, o.name as organization_name, s.require_sso, p.saml_config, p.oidc_config
      from sso_provider p
      join organization o on o.id = p.organization_id
      left join organization_sso_settings s on s.organization_id = p.organization_id
      where p.domain = ${domainOf(email)} and p.domain_verified
    `),
  );
  return row;
}

/** GET /api/sso/lookup?email=… */
export async function ssoLookup(db: Db, email: string): Promise<SsoLookup> {
  const provider = await providerFor(db, email);
  return {
    sso: Boolean(provider),
    required: provider?.require_sso ?? false,
    organizationName: provider?.organization_name ?? null,
  };
}

/** The address the browser will be sent to first: the SAML sign-in service or the OIDC authorisation endpoint. */
function entryPointOf(provider: ProviderForDomain): string | null {
  if (provider.saml_config) return (JSON.parse(provider.saml_config) as { entryPoint?: string }).entryPoint ?? null;
  if (provider.oidc_config)
    return (JSON.parse(provider.oidc_config) as { authorizationEndpoint?: string }).authorizationEndpoint ?? null;
  return null;
}

/**
 * The SSRF guard's policy for an identity provider's address: production's, except at an origin the
 * site's operator trusts (TRUSTED_ORIGINS: an IdP on the company network), as the SSO plugin does.
 */
export function identityProviderPolicy(config: AppConfig, url: string): TargetPolicy {
  let origin: string | null = null;
  try {
    origin = new URL(url).origin;
  } catch {}
  return origin !== null && config.trustedOrigins.includes(origin) ? { publicOnly: false } : targetPolicyFor(config);
}

/**
 * Any HTTP answer means the provider is up (it may well want a sign-in or refuse a bare GET). The address
 * is the organisation's, so it goes through the SSRF guard like every other (issue 43 item 5): in
 * production an address that is not on the public internet is never requested, and counts as down.
 */
async function answers(config: AppConfig, url: string): Promise<boolean> {
  try {
    await safeRequest(
      url,
      { method: "GET", headers: {} },
      { ...identityProviderPolicy(config, url), timeoutMs: PROBE_TIMEOUT_MS },
    );
    return true;
  } catch {
    return false;
  }
}

/** The provider an SSO sign-in starts with, once it is known to answer. */
export async function providerToStart(db: Db, config: AppConfig, email: string): Promise<{ providerId: string }> {
  const provider = await providerFor(db, email);
  if (!provider) throw notFound("This address does not sign in with single sign-on. Use your password.");
  const entryPoint = entryPointOf(provider);
  if (!entryPoint || !(await answers(config, entryPoint))) {
    const host = entryPoint ? new URL(entryPoint).host : "your identity provider";
    throw new HttpError(
      503,
      `${provider.organization_name}'s identity provider (${host}) is not answering, so single sign-on cannot start. Try again in a few minutes, or ask your IT team.`,
    );
  }
  return { providerId: provider.provider_id };
}
