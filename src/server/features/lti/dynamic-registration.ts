import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LtiRegistration, LtiRegistrationLink } from "../../../contracts/lti";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { HttpError } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { RefusedTarget, safeRequest, targetPolicyFor } from "../../platform/events/safe-request";
import { AGS_SCORE_SCOPE, NRPS_SCOPE, PLATFORM_TIMEOUT_MS } from "../../platform/lti/platform-client";
import { LtiRefusal } from "./launch";
import { type Actor, checkAddresses, insertRegistration, toolUrls } from "./registrations";

/**
 * LTI Dynamic Registration 1.0 (decision 397). An owner or admin makes a registration link on the LTI
 * card and pastes it into the LMS (Moodle, Canvas, Brightspace). The LMS opens the link with
 * `openid_configuration` (its configuration's address) and, usually, `registration_token`. PIVOT reads
 * the configuration (through the SSRF-guarded request, as webhooks and keysets), checks its issuer is
 * the configuration's own host, posts its client registration to the platform's registration_endpoint
 * with the token, and stores the platform's answer (client id, deployment id) as the organisation's
 * registration. The link is kept as its hash and works once, for 24 hours.
 */

export const REGISTRATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration";
const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
const LINEITEM_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
const MAKE_ANOTHER = "Make a new registration link on PIVOT's LTI card and paste it into the LMS again.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createRegistrationLink(
  db: Db,
  config: AppConfig,
  organizationId: string,
  actor: Actor,
  now: Date,
): Promise<LtiRegistrationLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from lti_registration_links where expires_at < ${now} and used_at is null`);
    await tx.execute(sql`
      insert into lti_registration_links (token_hash, organization_id, created_by, created_at, expires_at)
      values (${hashToken(token)}, ${organizationId}, ${actor.id}, ${now}, ${expiresAt})
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lti_registration_link.created",
      targetType: "organization",
      targetId: organizationId,
      details: { expiresAt: expiresAt.toISOString() },
      ipAddress: actor.ip,
    });
  });
  return { url: `${config.baseUrl.replace(/\/$/, "")}/api/lti/register/${token}`, expiresAt: expiresAt.toISOString() };
}

interface PlatformConfiguration {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  registrationEndpoint: string;
  productFamily: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The LMS's answer was wrong or missing (502), or an address it gave may not be used (400). */
function refusedBy(step: string, detail: string, status = 502) {
  return new LtiRefusal(status, "PIVOT could not register with the LMS", `${step}: ${detail}. ${MAKE_ANOTHER}`);
}

async function platformRequest(
  config: AppConfig,
  url: string,
  request: { method: string; headers: Record<string, string>; body?: string },
  step: string,
) {
  const { publicOnly } = targetPolicyFor(config);
  try {
    return await safeRequest(url, request, { publicOnly, timeoutMs: PLATFORM_TIMEOUT_MS });
  } catch (err) {
    if (err instanceof RefusedTarget) throw refusedBy(step, err.message, 400);
    throw refusedBy(step, "the LMS did not answer");
  }
}

const parseJson = (body: string, step: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(body);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw refusedBy(step, "the LMS's answer is not JSON");
};

/** The platform's OpenID configuration (Dynamic Registration §3.4), checked. */
async function readConfiguration(config: AppConfig, url: string, token: string | null): Promise<PlatformConfiguration> {
  const step = "Reading the LMS's configuration";
  const answer = await platformRequest(
    config,
    url,
    { method: "GET", headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) } },
    step,
  );
  if (answer.status !== 200) throw refusedBy(step, `the LMS answered ${answer.status}`);
  const body = parseJson(answer.body, step);
  const issuer = text(body.issuer);
  const authorizationEndpoint = text(body.authorization_endpoint);
  const tokenEndpoint = text(body.token_endpoint);
  const jwksUri = text(body.jwks_uri);
  const registrationEndpoint = text(body.registration_endpoint);
  if (!issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri || !registrationEndpoint)
    throw refusedBy(
      step,
      "it lacks one of issuer, authorization_endpoint, token_endpoint, jwks_uri and registration_endpoint",
    );
  // §3.5.1: the issuer is on the configuration's own domain, so one platform cannot speak for another.
  let sameDomain = false;
  try {
    sameDomain = new URL(issuer).hostname === new URL(url).hostname;
  } catch {}
  if (!sameDomain) throw refusedBy(step, `its issuer ${issuer} is not on the configuration's domain`);
  const algorithms = body.id_token_signing_alg_values_supported;
  if (Array.isArray(algorithms) && !algorithms.includes("RS256"))
    throw refusedBy(step, "the LMS does not sign with RS256, which LTI 1.3 requires");
  const platform = body[PLATFORM_CONFIGURATION] as { product_family_code?: unknown } | undefined;
  return {
    issuer,
    authorizationEndpoint,
    tokenEndpoint,
    jwksUri,
    registrationEndpoint,
    productFamily: text(platform?.product_family_code),
  };
}

/** PIVOT's client registration (Dynamic Registration §3.6): LTI 1.3 launches, deep linking, AGS and NRPS. */
export function toolRegistration(config: AppConfig) {
  const urls = toolUrls(config.baseUrl);
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: urls.loginUrl,
    redirect_uris: [urls.launchUrl],
    client_name: "PIVOT Learning",
    jwks_uri: urls.jwksUrl,
    token_endpoint_auth_method: "private_key_jwt",
    scope: [LINEITEM_SCOPE, AGS_SCORE_SCOPE, NRPS_SCOPE].join(" "),
    [TOOL_CONFIGURATION]: {
      domain: new URL(config.baseUrl).host,
      target_link_uri: urls.launchUrl,
      description: "Workplace learning modules on sustainability, equity and responsible business.",
      claims: ["iss", "sub", "name", "given_name", "family_name", "email"],
      messages: [
        { type: "LtiResourceLinkRequest", target_link_uri: urls.launchUrl, label: "PIVOT module" },
        { type: "LtiDeepLinkingRequest", target_link_uri: urls.launchUrl, label: "Add PIVOT modules" },
      ],
    },
  };
}

export interface DynamicRegistrationResult {
  registration: LtiRegistration;
  platformOrigin: string;
}

interface LinkRow {
  organization_id: string;
  created_by: string | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The LMS opened the registration link: register PIVOT with it and store the registration. */
export async function completeDynamicRegistration(
  db: Db,
  config: AppConfig,
  token: string,
  query: { openid_configuration?: string; registration_token?: string },
  now: Date,
  ip: string | null,
): Promise<DynamicRegistrationResult> {
  const [link] = await queryRows<LinkRow>(
    db,
    sql`select organization_id, created_by, expires_at, used_at from lti_registration_links where token_hash = ${hashToken(token)}`,
  );
  if (!link || rowDate(link.expires_at) < now)
    throw new LtiRefusal(
      404,
      "This registration link has expired",
      `A registration link works for 24 hours. ${MAKE_ANOTHER}`,
    );
  if (link.used_at)
    throw new LtiRefusal(
      409,
      "This registration link was already used",
      `A registration link works once. ${MAKE_ANOTHER}`,
    );
  if (!link.created_by)
    throw new LtiRefusal(403, "This registration link is no longer valid", `Its maker has left PIVOT. ${MAKE_ANOTHER}`);
  const configurationUrl = query.openid_configuration?.trim();
  if (!configurationUrl)
    throw new LtiRefusal(
      400,
      "Paste this link into your LMS",
      "This is a registration link for an LMS: paste it into the LMS's tool registration (Dynamic Registration), not the browser's address bar.",
    );
  const registrationToken = query.registration_token?.trim() || null;
  // Spend the link before talking to the LMS: a second opening cannot register twice.
  const [spent] = await queryRows<{ one: number }>(
    db,
    sql`update lti_registration_links set used_at = ${now} where token_hash = ${hashToken(token)} and used_at is null returning 1 as one`,
  );
  if (!spent)
    throw new LtiRefusal(
      409,
      "This registration link was already used",
      `A registration link works once. ${MAKE_ANOTHER}`,
    );

  const platform = await readConfiguration(config, configurationUrl, registrationToken);
  const addresses = {
    authLoginUrl: platform.authorizationEndpoint,
    accessTokenUrl: platform.tokenEndpoint,
    jwksUrl: platform.jwksUri,
  };
  try {
    await checkAddresses(config, addresses);
  } catch (err) {
    if (err instanceof HttpError) throw refusedBy("Reading the LMS's configuration", err.message, 400);
    throw err;
  }
  const step = "Sending PIVOT's registration to the LMS";
  const answer = await platformRequest(
    config,
    platform.registrationEndpoint,
    {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        ...(registrationToken ? { authorization: `Bearer ${registrationToken}` } : {}),
      },
      body: JSON.stringify(toolRegistration(config)),
    },
    step,
  );
  if (answer.status < 200 || answer.status > 299) throw refusedBy(step, `the LMS refused it (${answer.status})`);
  const registered = parseJson(answer.body, step);
  const clientId = text(registered.client_id);
  if (!clientId) throw refusedBy(step, "the LMS's answer has no client_id");
  const deploymentId = text((registered[TOOL_CONFIGURATION] as { deployment_id?: unknown } | undefined)?.deployment_id);
  const host = new URL(platform.issuer).host;
  const family = platform.productFamily
    ? platform.productFamily.charAt(0).toUpperCase() + platform.productFamily.slice(1)
    : "LMS";
  let registration: LtiRegistration;
  try {
    registration = await insertRegistration(
      db,
      link.organization_id,
      {
        name: `${family} at ${host}`.slice(0, 120),
        issuer: platform.issuer,
        clientId,
        ...addresses,
        deploymentIds: deploymentId ? [deploymentId] : [],
      },
      { id: link.created_by, ip },
      { dynamicRegistration: true },
    );
  } catch (err) {
    if (err instanceof HttpError)
      throw new LtiRefusal(err.statusCode, "PIVOT could not store the registration", err.message);
    throw err;
  }
  await db.execute(
    sql`update lti_registration_links set registration_id = ${registration.id} where token_hash = ${hashToken(token)}`,
  );
  return { registration, platformOrigin: new URL(configurationUrl).origin };
}
