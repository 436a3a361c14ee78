import { AsyncLocalStorage } from "node:async_hooks";
import { sso } from "@better-auth/sso";
import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SSO_REQUIRED_CODE } from "../../contracts/sso";
import { seatsLeft } from "../../domain/seats";
import { OIDC_NAME_CLAIMS, personNameFrom, SAML_NAME_ATTRIBUTES } from "../../domain/sso-names";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { countSeats } from "../platform/organizations/seats";
import { provisionSsoMember, recordSsoNames } from "./sso-membership";

/**
 * Single sign-on per organisation (issue 21, decision 280) with Better Auth's SSO plugin: SAML 2.0
 * through samlify and OpenID Connect. Providers are written by the organisation's settings (features/
 * sso), never by the plugin's own registration endpoint (`providersLimit: 0` turns it off, and the
 * proxy does not expose it). The plugin checks signatures, audience, recipient, timestamps,
 * InResponseTo and replayed assertion ids; the guards below add what is ours: the person's address
 * must be at the provider's domain, and a newcomer needs a free seat.
 */

/**
 * Decision 395: whether the SAML answer being handled may be one no sign-in here asked for
 * (IdP-initiated, from the IdP's app portal). The plugin has one switch for every provider; ours is
 * per organisation, so the proxy runs each ACS request in a scope holding that organisation's choice,
 * and the plugin's switch reads it. Outside a scope it is off.
 */
const idpInitiatedScope = new AsyncLocalStorage<boolean>();

export function withIdpInitiated<T>(allowed: boolean, run: () => Promise<T>): Promise<T> {
  return idpInitiatedScope.run(allowed, run);
}

/** The plugin's provider id for an organisation's identity provider (the ACS and callback paths carry it). */
export const ssoProviderIdOf = (organizationId: string) => `sso-${organizationId}`;

/** Stricter than the plugin's default of 5 minutes: assertions from a clock further out are refused. */
const SAML_CLOCK_SKEW_MS = 2 * 60 * 1000;

export function ssoPlugin(db: Db, log?: FastifyBaseLogger) {
  return sso({
    providersLimit: 0,
    domainVerification: { enabled: true },
    // Membership, seats and departments are ours (provisionSsoMember), not the plugin's.
    organizationProvisioning: { disabled: true },
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user, userInfo, provider }) => {
      if (!provider.organizationId) return;
      // issue 42 item 6: the first and last name the IdP released, where the account has none yet.
      const names = personNameFrom(userInfo, provider.samlConfig ? SAML_NAME_ATTRIBUTES : OIDC_NAME_CLAIMS);
      await recordSsoNames(db, { organizationId: provider.organizationId, userId: user.id, ...names }).catch((err) =>
        log?.error({ err, organizationId: provider.organizationId }, "SSO names not recorded"),
      );
      await provisionSsoMember(db, {
        organizationId: provider.organizationId,
        userId: user.id,
        department: typeof userInfo.department === "string" ? userInfo.department : null,
        now: new Date(),
      }).catch((err) => log?.error({ err, organizationId: provider.organizationId }, "SSO membership not added"));
    },
    saml: {
      enableInResponseToValidation: true,
      // Read for each answer (the plugin reads its options as it handles one): the organisation's choice.
      get allowIdpInitiated() {
        return idpInitiatedScope.getStore() === true;
      },
      requireTimestamps: true,
      clockSkew: SAML_CLOCK_SKEW_MS,
      algorithms: { onDeprecated: "reject" },
    },
  });
}

interface HookContext {
  path?: string;
  params?: Record<string, unknown>;
}

/** The provider id when a database hook runs inside an SSO callback (SAML ACS or OIDC callback). */
export function ssoCallbackProviderId(context: unknown): string | null {
  const ctx = context as HookContext | null | undefined;
  const providerId = ctx?.params?.providerId;
  if (typeof providerId !== "string" || typeof ctx?.path !== "string") return null;
  return ctx.path.startsWith("/sso/") ? providerId : null;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * Before an SSO sign-in creates a user or a session: the address the IdP asserted must be at the
 * provider's domain (an IdP cannot sign people of another organisation's domain in), and someone not
 * yet a member needs a free seat. Refusals are APIErrors with a code the sign-in page explains.
 */
export async function guardSsoSignIn(
  db: Db,
  providerId: string,
  person: { email: string; userId: string | null },
  now: Date,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [provider] = rowsOf<{ organization_id: string; domain: string }>(
    await db.execute(sql`select organization_id, domain from sso_provider where provider_id = ${providerId}`),
  );
  if (!provider) return;
  if (domainOf(person.email) !== provider.domain) {
    log?.warn(
      { providerId, organizationId: provider.organization_id, reason: "domain_mismatch" },
      "SSO sign-in refused: the asserted address is not at the provider's domain",
    );
    throw new APIError("FORBIDDEN", {
      code: "SSO_DOMAIN_MISMATCH",
      message: "The identity provider asserted an address outside its organisation's domain",
    });
  }
  if (person.userId) {
    const member = rowsOf(
      await db.execute(
        sql`select 1 from member where organization_id = ${provider.organization_id} and user_id = ${person.userId}`,
      ),
    );
    if (member.length > 0) return;
  }
  const seats = await countSeats(db, provider.organization_id, now);
  if (seatsLeft(seats.limit, seats.used) < 1) {
    log?.warn({ providerId, organizationId: provider.organization_id, reason: "no_seat" }, "SSO sign-in refused");
    throw new APIError("FORBIDDEN", { code: "SSO_NO_SEAT", message: "The organisation has no free seat" });
  }
}

/**
 * issue 21 item 4: an organisation that requires single sign-on for its domain refuses password
 * sign-in and sign-up for addresses there. Its owners keep their password, so a broken IdP never
 * locks the organisation out of its own settings.
 */
export async function refusePasswordWhereSsoRequired(db: Db, email: unknown): Promise<void> {
  if (typeof email !== "string" || !email.includes("@")) return;
  const address = email.trim().toLowerCase();
  const [row] = rowsOf<{ name: string; owner: boolean }>(
    await db.execute(sql`
      select o.name, exists (
        select 1 from member m join "user" u on u.id = m.user_id
        where m.organization_id = p.organization_id and m.role = 'owner' and lower(u.email) = ${address}
      ) as owner
      from sso_provider p
      join organization_sso_settings s on s.organization_id = p.organization_id and s.require_sso
      join organization o on o.id = p.organization_id
      where p.domain = ${domainOf(address)} and p.domain_verified
    `),
  );
  if (!row || row.owner) return;
  throw new APIError("FORBIDDEN", {
    code: SSO_REQUIRED_CODE,
    message: `${row.name} signs its people in with single sign-on. Choose "Continue with single sign-on".`,
  });
}
