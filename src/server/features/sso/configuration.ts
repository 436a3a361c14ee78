import { randomUUID, X509Certificate } from "node:crypto";
import { sql } from "drizzle-orm";
import * as samlify from "samlify";
import { type SsoConfiguration, type SsoStatus, ssoNotConfigured } from "../../../contracts/sso";
import { nameExtraFields, OIDC_NAME_CLAIMS, SAML_NAME_ATTRIBUTES } from "../../../domain/sso-names";
import { ssoProviderIdOf } from "../../auth/sso";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { badRequest, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { RefusedTarget, resolveTarget, safeRequest } from "../../platform/events/safe-request";
import { identityProviderPolicy } from "./sign-in";

/**
 * An organisation's identity provider (issue 21 item 1): what its owners and admins set at
 * /organization/settings, stored in the SSO plugin's shape (decision 280).
 */

const SAML_REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_NAME_ID = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const DISCOVERY_TIMEOUT_MS = 5_000;

export interface Actor {
  id: string;
  ip: string | null;
}

interface ProviderRow {
  issuer: string;
  saml_config: string | null;
  oidc_config: string | null;
  domain: string;
  domain_verified: boolean;
  require_sso: boolean | null;
  allow_idp_initiated: boolean | null;
  department_attribute: string | null;
}

/** Where the IdP administrator points their IdP: our entity id, ACS, metadata and OIDC redirect addresses. */
export function serviceProviderOf(config: AppConfig, organizationId: string) {
  const base = config.baseUrl.replace(/\/$/, "");
  const providerId = ssoProviderIdOf(organizationId);
  const metadataUrl = `${base}/api/organizations/${organizationId}/sso/saml/metadata`;
  return {
    entityId: metadataUrl,
    acsUrl: `${base}/api/auth/sso/saml2/sp/acs/${providerId}`,
    metadataUrl,
    oidcRedirectUrl: `${base}/api/auth/sso/callback/${providerId}`,
  };
}

const SAML_POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";

/**
 * Our SAML service provider metadata for the organisation (issue 42 item 10): the entity id, the ACS
 * (HTTP-POST), signed assertions wanted and the e-mail NameID. None of it depends on the IdP, so it is
 * served from the moment the settings card shows its address, before any IdP is saved; it is the
 * document the SSO plugin builds from the configuration `samlConfigOf` writes (saml.test.ts compares them).
 */
export function serviceProviderMetadataXml(config: AppConfig, organizationId: string): string {
  const sp = serviceProviderOf(config, organizationId);
  return samlify
    .SPMetadata({
      entityID: sp.entityId,
      assertionConsumerService: [{ Binding: SAML_POST, Location: sp.acsUrl }],
      wantAssertionsSigned: true,
      authnRequestsSigned: false,
      nameIDFormat: [EMAIL_NAME_ID],
    })
    .getMetadata();
}

/** Whether the organisation exists (its metadata is public, but only for organisations there are). */
export async function organizationExists(db: Db, organizationId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from organization where id = ${organizationId}`)).length > 0;
}

export async function ssoStatus(db: Db, config: AppConfig, organizationId: string): Promise<SsoStatus> {
  const [row] = rowsOf<ProviderRow>(
    await db.execute(sql`
      select p.issuer, p.saml_config, p.oidc_config, p.domain, p.domain_verified, s.require_sso, s.allow_idp_initiated,
        s.department_attribute
      from sso_provider p left join organization_sso_settings s on s.organization_id = p.organization_id
      where p.organization_id = ${organizationId}
    `),
  );
  const serviceProvider = serviceProviderOf(config, organizationId);
  if (!row) return ssoNotConfigured(serviceProvider);
  const saml = row.saml_config ? (JSON.parse(row.saml_config) as { idpMetadata?: { entityID?: string } }) : null;
  const oidc = row.oidc_config ? (JSON.parse(row.oidc_config) as { issuer: string; clientId: string }) : null;
  return {
    configured: true,
    protocol: saml ? "saml" : "oidc",
    domain: row.domain,
    domainVerified: row.domain_verified,
    requireSso: row.require_sso ?? false,
    allowIdpInitiated: Boolean(saml) && (row.allow_idp_initiated ?? false),
    departmentAttribute: row.department_attribute,
    identityProvider: saml ? (saml.idpMetadata?.entityID ?? null) : (oidc?.issuer ?? null),
    oidcClientId: oidc?.clientId ?? null,
    serviceProvider,
  };
}

/** The IdP's entity id, sign-in address and certificate, from its metadata XML or as typed. */
function samlIdentityProvider(input: Extract<SsoConfiguration, { protocol: "saml" }>["saml"]) {
  if ("metadataXml" in input) {
    let idp: ReturnType<typeof samlify.IdentityProvider>;
    try {
      idp = samlify.IdentityProvider({ metadata: input.metadataXml });
    } catch {
      throw badRequest("saml.metadataXml: the metadata XML could not be read", [
        { path: "saml.metadataXml", message: "The metadata XML could not be read" },
      ]);
    }
    const entityID = idp.entityMeta.getEntityID();
    const ssoUrl = idp.entityMeta.getSingleSignOnService("redirect");
    const certificate = idp.entityMeta.getX509Certificate("signing");
    if (!entityID || typeof ssoUrl !== "string" || !certificate)
      throw badRequest(
        "saml.metadataXml: the metadata must name the entity id, an HTTP-Redirect sign-in address and a signing certificate",
        [
          {
            path: "saml.metadataXml",
            message: "The metadata lacks the entity id, sign-in address or signing certificate",
          },
        ],
      );
    return { entityID, ssoUrl, certificate: String(certificate), metadata: input.metadataXml };
  }
  try {
    new X509Certificate(Buffer.from(input.certificate, "base64"));
  } catch {
    throw badRequest("saml.certificate: this is not an X.509 certificate", [
      { path: "saml.certificate", message: "This is not an X.509 certificate" },
    ]);
  }
  return { entityID: input.entityId, ssoUrl: input.ssoUrl, certificate: input.certificate, metadata: null };
}

function samlConfigOf(
  config: AppConfig,
  organizationId: string,
  input: Extract<SsoConfiguration, { protocol: "saml" }>,
): { issuer: string; json: string } {
  const idp = samlIdentityProvider(input.saml);
  const sp = serviceProviderOf(config, organizationId);
  const pem = `-----BEGIN CERTIFICATE-----\n${idp.certificate}\n-----END CERTIFICATE-----`;
  return {
    issuer: sp.entityId,
    json: JSON.stringify({
      issuer: sp.entityId,
      entryPoint: idp.ssoUrl,
      cert: pem,
      audience: sp.entityId,
      // Where a sign-in without a relay state lands: the dashboard (issue 42 item 4).
      callbackUrl: "/",
      idpMetadata: idp.metadata
        ? { metadata: idp.metadata }
        : {
            entityID: idp.entityID,
            cert: pem,
            singleSignOnService: [{ Binding: SAML_REDIRECT, Location: idp.ssoUrl }],
          },
      spMetadata: { entityID: sp.entityId },
      wantAssertionsSigned: true,
      authnRequestsSigned: false,
      identifierFormat: EMAIL_NAME_ID,
      // The name attributes of every common IdP (issue 42 item 6), and the department attribute if set.
      mapping: {
        extraFields: {
          ...nameExtraFields(SAML_NAME_ATTRIBUTES),
          ...(input.departmentAttribute ? { department: input.departmentAttribute } : {}),
        },
      },
    }),
  };
}

/** Why a discovery document could not be read: the guard's refusal, or one reason for everything below HTTP. */
class DiscoveryFailure extends Error {}

/**
 * The issuer's discovery document through the SSRF guard (issue 43 item 5): 5 s at most, no redirects,
 * and in production only public addresses, for the document and for every endpoint it names (the SSO
 * plugin calls those from the server at each sign-in). An issuer at one of TRUSTED_ORIGINS, which the
 * site's operator sets, not an organisation, may be on a private address (the plugin allows it too).
 */
async function discover(config: AppConfig, issuer: string) {
  const discoveryUrl = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const policy = identityProviderPolicy(config, discoveryUrl);
  try {
    let answer: Awaited<ReturnType<typeof safeRequest>>;
    try {
      answer = await safeRequest(
        discoveryUrl,
        { method: "GET", headers: { accept: "application/json" } },
        { ...policy, timeoutMs: DISCOVERY_TIMEOUT_MS },
      );
    } catch (error) {
      if (error instanceof RefusedTarget) throw error;
      // Like the webhooks' log: nothing that tells open, closed and TLS ports apart.
      throw new DiscoveryFailure("no HTTP answer within the time limit");
    }
    if (answer.status !== 200) throw new DiscoveryFailure(`it answered HTTP ${answer.status}`);
    let document: unknown;
    try {
      document = JSON.parse(answer.body);
    } catch {
      throw new DiscoveryFailure("it is not JSON");
    }
    if (typeof document !== "object" || document === null || Array.isArray(document))
      throw new DiscoveryFailure("it is not a JSON object");
    const named = document as Record<string, unknown>;
    if (policy.publicOnly)
      for (const key of ["authorization_endpoint", "token_endpoint", "jwks_uri", "userinfo_endpoint"])
        if (typeof named[key] === "string") await resolveTarget(named[key] as string, policy);
    return named;
  } catch (error) {
    const reason = error instanceof RefusedTarget || error instanceof DiscoveryFailure ? error.message : "no answer";
    throw badRequest(`oidc.issuer: the issuer's discovery document could not be read (${reason})`, [
      { path: "oidc.issuer", message: `The discovery document at ${discoveryUrl} could not be read` },
    ]);
  }
}

async function oidcConfigOf(
  db: Db,
  config: AppConfig,
  organizationId: string,
  input: Extract<SsoConfiguration, { protocol: "oidc" }>,
): Promise<{ issuer: string; json: string }> {
  if (config.env === "production" && !input.oidc.issuer.startsWith("https://"))
    throw badRequest("oidc.issuer: the issuer must be an https address", [
      { path: "oidc.issuer", message: "The issuer must be an https address" },
    ]);
  let clientSecret = input.oidc.clientSecret;
  if (!clientSecret) {
    const [previous] = rowsOf<{ oidc_config: string | null }>(
      await db.execute(sql`select oidc_config from sso_provider where organization_id = ${organizationId}`),
    );
    const kept = previous?.oidc_config ? (JSON.parse(previous.oidc_config) as { clientSecret?: string }) : null;
    clientSecret = kept?.clientSecret;
    if (!clientSecret)
      throw badRequest("oidc.clientSecret: Client secret is required", [
        { path: "oidc.clientSecret", message: "Client secret is required" },
      ]);
  }
  const document = await discover(config, input.oidc.issuer);
  const text = (key: string) => (typeof document[key] === "string" ? (document[key] as string) : undefined);
  const issuer = text("issuer");
  if (!issuer || issuer.replace(/\/$/, "") !== input.oidc.issuer.replace(/\/$/, ""))
    throw badRequest("oidc.issuer: the discovery document names another issuer", [
      { path: "oidc.issuer", message: `The discovery document names ${issuer ?? "no issuer"}` },
    ]);
  const methods = Array.isArray(document.token_endpoint_auth_methods_supported)
    ? (document.token_endpoint_auth_methods_supported as string[])
    : ["client_secret_basic"];
  return {
    issuer,
    json: JSON.stringify({
      issuer,
      clientId: input.oidc.clientId,
      clientSecret,
      authorizationEndpoint: text("authorization_endpoint"),
      tokenEndpoint: text("token_endpoint"),
      tokenEndpointAuthentication: methods.includes("client_secret_basic")
        ? "client_secret_basic"
        : "client_secret_post",
      jwksEndpoint: text("jwks_uri"),
      userInfoEndpoint: text("userinfo_endpoint"),
      discoveryEndpoint: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
      pkce: true,
      scopes: ["openid", "email", "profile"],
      mapping: {
        id: "sub",
        email: "email",
        emailVerified: "email_verified",
        name: "name",
        extraFields: {
          ...nameExtraFields(OIDC_NAME_CLAIMS),
          ...(input.departmentAttribute ? { department: input.departmentAttribute } : {}),
        },
      },
    }),
  };
}

/** PUT /api/organizations/{id}/sso: the one provider of the organisation, replaced as a whole. */
export async function configureSso(
  db: Db,
  config: AppConfig,
  organizationId: string,
  input: SsoConfiguration,
  actor: Actor,
): Promise<SsoStatus> {
  const claimed = rowsOf(
    await db.execute(
      sql`select 1 from organization_domains where organization_id = ${organizationId} and domain = ${input.domain}`,
    ),
  );
  if (claimed.length === 0)
    throw badRequest(`domain: add ${input.domain} to the organisation's domains and verify it first`, [
      { path: "domain", message: `Add ${input.domain} to your domains and verify it first` },
    ]);
  const provider =
    input.protocol === "saml"
      ? { ...samlConfigOf(config, organizationId, input), saml: true }
      : { ...(await oidcConfigOf(db, config, organizationId, input)), saml: false };
  const samlJson = provider.saml ? provider.json : null;
  // Decision 395: only a SAML provider can start a sign-in unasked; an OIDC one never does here.
  const allowIdpInitiated = input.protocol === "saml" && input.allowIdpInitiated;
  const oidcJson = provider.saml ? null : provider.json;
  await db.transaction(async (transaction) => {
    const tx = transaction;
    await tx.execute(sql`
      insert into sso_provider (id, issuer, oidc_config, saml_config, user_id, provider_id, organization_id, domain)
      values (${randomUUID()}, ${provider.issuer}, ${oidcJson}, ${samlJson}, ${actor.id},
        ${ssoProviderIdOf(organizationId)}, ${organizationId}, ${input.domain})
      on conflict (organization_id) do update set issuer = excluded.issuer, oidc_config = excluded.oidc_config,
        saml_config = excluded.saml_config, user_id = excluded.user_id, domain = excluded.domain
    `);
    await tx.execute(sql`
      insert into organization_sso_settings (organization_id, require_sso, allow_idp_initiated, department_attribute,
        updated_at, updated_by)
      values (${organizationId}, ${input.requireSso}, ${allowIdpInitiated}, ${input.departmentAttribute ?? null}, now(),
        ${actor.id})
      on conflict (organization_id) do update set require_sso = excluded.require_sso,
        allow_idp_initiated = excluded.allow_idp_initiated, department_attribute = excluded.department_attribute, updated_at = now(), updated_by = excluded.updated_by
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "sso.configured",
      targetType: "organization",
      targetId: organizationId,
      details: {
        protocol: input.protocol,
        domain: input.domain,
        requireSso: input.requireSso,
        allowIdpInitiated,
        departmentAttribute: input.departmentAttribute ?? null,
      },
      ipAddress: actor.ip,
    });
  });
  return ssoStatus(db, config, organizationId);
}

/** DELETE /api/organizations/{id}/sso: people sign in with their passwords again. */
export async function removeSso(db: Db, organizationId: string, actor: Actor): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction;
    const removed = rowsOf(
      await tx.execute(sql`delete from sso_provider where organization_id = ${organizationId} returning id`),
    );
    if (removed.length === 0) throw notFound("Single sign-on is not set up for this organisation");
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "sso.removed",
      targetType: "organization",
      targetId: organizationId,
      details: {},
      ipAddress: actor.ip,
    });
  });
}
