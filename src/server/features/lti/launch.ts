import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from "jose";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { HttpError } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { RefusedTarget, safeRequest, targetPolicyFor } from "../../platform/events/safe-request";
import { LTI_CLAIM } from "../../platform/lti/claims";
import { AGS_SCORE_SCOPE, PLATFORM_TIMEOUT_MS } from "../../platform/lti/platform-client";
import { provisionExternalLearner } from "../../platform/organizations/external-learner";
import { hasLmsIntegration, NO_LMS_INTEGRATION_MESSAGE } from "../../platform/organizations/lms-integration";
import { toolUrls } from "./registrations";

/**
 * LTI 1.3 core (issue 24 item 2, decision 330): the OIDC third-party login initiation and the launch.
 * The login stores a state and a nonce server-side (the launch is a cross-site form post, so a
 * SameSite=Lax cookie would not come back with it) and sends the browser to the platform's
 * authorisation endpoint; the launch brings back a signed id_token, checked against the registration's
 * keyset, issuer, audience, expiry, nonce, deployment, LTI version and message type. Every refusal is
 * an LtiRefusal: a page that says why, never a stack trace.
 */

export const STATE_TTL_MS = 10 * 60_000;
export const DEEP_LINK_TTL_MS = 30 * 60_000;
/** Clock skew allowed between the platform and us when checking exp and iat. */
export const CLOCK_TOLERANCE_S = 60;

/** A launch or login refused: the page's heading and the reason, with its status. */
export class LtiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly heading: string,
    message: string,
  ) {
    super(message);
  }
}

const START_AGAIN = "Open the activity again from your LMS.";

export interface Registration {
  id: string;
  organization_id: string;
  name: string;
  issuer: string;
  client_id: string;
  auth_login_url: string;
  jwks_url: string;
  deployment_ids: string[];
}

const registrationColumns = sql`id, organization_id, name, issuer, client_id, auth_login_url, jwks_url, deployment_ids`;

// ---- Login initiation ----

export interface LoginRequest {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

async function registrationForLogin(db: Db, iss: string, clientId: string | undefined): Promise<Registration> {
  const rows = await queryRows<Registration>(
    db,
    sql`select ${registrationColumns} from lti_registrations
        where issuer = ${iss} and (${clientId ?? null}::text is null or client_id = ${clientId ?? null}) limit 2`,
  );
  if (rows.length === 0)
    throw new LtiRefusal(
      403,
      "This LMS is not registered with PIVOT",
      `PIVOT has no registration for the platform ${iss}${clientId ? ` with client id ${clientId}` : ""}. Ask your organisation's PIVOT administrator to add it under Organisation settings → LTI 1.3.`,
    );
  if (rows.length > 1)
    throw new LtiRefusal(
      400,
      "The LMS did not say which registration to use",
      "Several registrations share this platform, and the login request did not name its client_id. Set the tool's client id in the LMS so it sends client_id.",
    );
  return rows[0];
}

/** Answers the platform's authorisation URL to redirect to, with a new state and nonce stored. */
export async function beginLogin(db: Db, config: AppConfig, request: LoginRequest, now: Date): Promise<string> {
  const iss = request.iss?.trim();
  const loginHint = request.login_hint;
  const target = request.target_link_uri?.trim();
  if (!iss || !loginHint || !target)
    throw new LtiRefusal(
      400,
      "The LMS's login request is incomplete",
      "A login initiation needs iss, login_hint and target_link_uri (LTI 1.3 §5.1.1). Check the tool's login URL in the LMS.",
    );
  const registration = await registrationForLogin(db, iss, request.client_id?.trim() || undefined);
  const state = randomBytes(32).toString("base64url");
  const nonce = randomBytes(32).toString("base64url");
  // Expired states of anyone go as new ones are made: the table holds only live ones.
  await db.execute(sql`delete from lti_states where expires_at < ${new Date(now.getTime() - STATE_TTL_MS)}`);
  await db.execute(sql`
    insert into lti_states (state, nonce, registration_id, target_link_uri, created_at, expires_at)
    values (${state}, ${nonce}, ${registration.id}, ${target.slice(0, 2000)}, ${now}, ${new Date(now.getTime() + STATE_TTL_MS)})
  `);
  const url = new URL(registration.auth_login_url);
  const params: Record<string, string> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: registration.client_id,
    redirect_uri: toolUrls(config.baseUrl).launchUrl,
    login_hint: loginHint,
    state,
    nonce,
  };
  if (request.lti_message_hint) params.lti_message_hint = request.lti_message_hint;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

// ---- The launch ----

const keysets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The platform's keyset, fetched under the same rules as webhooks (https, public hosts in production). */
function keysetOf(config: AppConfig, jwksUrl: string) {
  const { publicOnly } = targetPolicyFor(config);
  const cacheKey = `${publicOnly} ${jwksUrl}`;
  let keyset = keysets.get(cacheKey);
  if (!keyset) {
    keyset = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: PLATFORM_TIMEOUT_MS,
      cooldownDuration: 5_000,
      cacheMaxAge: 10 * 60_000,
      [customFetch]: async (url, options) => {
        const answer = await safeRequest(
          url,
          { method: "GET", headers: { accept: "application/json" } },
          { publicOnly, timeoutMs: PLATFORM_TIMEOUT_MS },
        );
        return new Response(answer.body, {
          status: answer.status,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
          signal: options.signal,
        } as ResponseInit);
      },
    });
    keysets.set(cacheKey, keyset);
  }
  return keyset;
}

export interface LaunchBody {
  id_token?: string;
  state?: string;
}

export type LaunchOutcome =
  | {
      kind: "resource";
      userId: string;
      moduleId: number;
      organizationId: string;
      registrationId: string;
      /** The platform's origins (decision 397: who may frame the module). */
      platformOrigins: string[];
    }
  | { kind: "deepLinking"; requestId: string };

interface StateRow {
  nonce: string;
  registration_id: string;
  target_link_uri: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Spends the state (single use): answers it, or refuses unknown, used and expired states. */
async function spendState(db: Db, state: string, now: Date): Promise<StateRow> {
  const [spent] = await queryRows<StateRow>(
    db,
    sql`update lti_states set used_at = ${now} where state = ${state} and used_at is null
        returning nonce, registration_id, target_link_uri, expires_at, used_at`,
  );
  if (spent) {
    if (rowDate(spent.expires_at) < now)
      throw new LtiRefusal(
        401,
        "This launch has expired",
        `The launch took longer than 10 minutes to arrive. ${START_AGAIN}`,
      );
    return spent;
  }
  const [seen] = await queryRows<{ one: number }>(db, sql`select 1 as one from lti_states where state = ${state}`);
  if (seen)
    throw new LtiRefusal(
      401,
      "This launch was already used",
      `This launch was already used: each launch from the LMS works once, so a replayed or refreshed one is refused. ${START_AGAIN}`,
    );
  throw new LtiRefusal(
    401,
    "This launch did not start at PIVOT",
    `PIVOT did not start this launch (its state is unknown or expired), so it cannot be trusted. ${START_AGAIN}`,
  );
}

const str = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

async function verifyIdToken(config: AppConfig, registration: Registration, idToken: string): Promise<JWTPayload> {
  try {
    const header = decodeProtectedHeader(idToken);
    if (header.alg !== "RS256")
      throw new LtiRefusal(
        401,
        "The launch is not signed as LTI requires",
        "LTI 1.3 id tokens are signed with RS256; this one is not.",
      );
  } catch (err) {
    if (err instanceof LtiRefusal) throw err;
    throw new LtiRefusal(
      400,
      "The launch is not a valid LTI message",
      "The id_token the LMS sent is not a signed JWT.",
    );
  }
  try {
    const { payload } = await jwtVerify(idToken, keysetOf(config, registration.jwks_url), {
      algorithms: ["RS256"],
      issuer: registration.issuer,
      audience: registration.client_id,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: "1h",
      requiredClaims: ["iat", "exp", "sub", "nonce"],
    });
    return payload;
  } catch (err) {
    throw refusalOf(err);
  }
}

function refusalOf(err: unknown): LtiRefusal {
  if (err instanceof LtiRefusal) return err;
  if (err instanceof joseErrors.JWKSNoMatchingKey)
    return new LtiRefusal(
      401,
      "The launch's signature could not be checked",
      "The platform's signature could not be checked (unknown key): the launch names a key that is not in the LMS's keyset. Check the keyset (JWKS) URL of this registration.",
    );
  if (err instanceof joseErrors.JWSSignatureVerificationFailed)
    return new LtiRefusal(
      401,
      "The launch's signature is not valid",
      `The platform's signature does not match the launch: it may have been changed on the way. ${START_AGAIN}`,
    );
  if (err instanceof joseErrors.JWTExpired)
    return new LtiRefusal(401, "This launch has expired", `The LMS's id token has expired. ${START_AGAIN}`);
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === "aud")
      return new LtiRefusal(
        403,
        "This launch was meant for another tool",
        "This launch was meant for another tool (audience): its id token is not addressed to the client id registered for PIVOT.",
      );
    if (err.claim === "iss")
      return new LtiRefusal(
        403,
        "This launch came from another platform",
        "This launch came from another platform (issuer) than the one that started the login.",
      );
    return new LtiRefusal(
      401,
      "The launch's times are not valid",
      `The id token's ${err.claim} claim is not acceptable (${err.reason}). Check the LMS server's clock, then try again.`,
    );
  }
  if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid || err instanceof RefusedTarget)
    return new LtiRefusal(
      502,
      "The LMS's keyset could not be read",
      "PIVOT could not read the LMS's public keys (JWKS URL), so the launch cannot be checked. Try again in a few minutes, or check the registration.",
    );
  if (err instanceof joseErrors.JOSEError)
    return new LtiRefusal(401, "The launch could not be checked", `The LMS's id token is not valid (${err.code}).`);
  return new LtiRefusal(
    502,
    "The LMS's keyset could not be read",
    "PIVOT could not read the LMS's public keys (JWKS URL), so the launch cannot be checked. Try again in a few minutes.",
  );
}

/** The module a resource link opens: its custom module_id, else the target link's /module/<id>. */
export function moduleIdOf(payload: JWTPayload, fallbackTarget: string): number | null {
  const custom = obj(payload[LTI_CLAIM.custom]);
  const fromCustom = custom.module_id ?? custom.moduleId;
  if ((typeof fromCustom === "string" || typeof fromCustom === "number") && /^\d{1,9}$/.test(String(fromCustom)))
    return Number(fromCustom);
  for (const target of [str(payload[LTI_CLAIM.targetLinkUri]), fallbackTarget]) {
    if (!target) continue;
    try {
      const match = /\/modules?\/(\d{1,9})(?:\/|$)/.exec(new URL(target).pathname);
      if (match) return Number(match[1]);
    } catch {}
  }
  return null;
}

const TEACHER_ROLES = [
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
  "http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper",
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator",
];
export const isTeacher = (roles: unknown) =>
  Array.isArray(roles) &&
  roles.some(
    (role) =>
      typeof role === "string" &&
      (TEACHER_ROLES.includes(role) || role === "Instructor" || role.endsWith("#Instructor")),
  );

/** Checks a launch and does what it asks; the route signs the person in or opens the picker. */
export async function launch(
  db: Db,
  config: AppConfig,
  body: LaunchBody,
  now: Date,
  ip: string | null,
): Promise<LaunchOutcome> {
  if (!body.id_token || !body.state)
    throw new LtiRefusal(
      400,
      "The LMS did not send a launch",
      `A launch is a form post with id_token and state from the LMS. ${START_AGAIN}`,
    );
  const state = await spendState(db, body.state, now);
  const [registration] = await queryRows<Registration>(
    db,
    sql`select ${registrationColumns} from lti_registrations where id = ${state.registration_id}`,
  );
  if (!registration)
    throw new LtiRefusal(
      403,
      "This LMS is no longer registered",
      "The LMS registration this launch started with was deleted.",
    );
  const payload = await verifyIdToken(config, registration, body.id_token);
  // LTI Security Framework §5.1.3: with several audiences, azp names us.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== registration.client_id)
    throw new LtiRefusal(
      403,
      "This launch was meant for another tool",
      "This launch was meant for another tool (audience): its authorised party (azp) is not PIVOT's client id.",
    );
  if (payload.nonce !== state.nonce) {
    const [used] = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from lti_states where nonce = ${String(payload.nonce)} and used_at is not null`,
    );
    throw new LtiRefusal(
      401,
      used ? "This launch was already used" : "This launch does not match its login",
      used
        ? `This launch was already used: its nonce was seen before, so it is refused as a replay. ${START_AGAIN}`
        : `The launch's nonce does not match the login PIVOT started. ${START_AGAIN}`,
    );
  }
  const deploymentId = str(payload[LTI_CLAIM.deploymentId]);
  if (!deploymentId || !registration.deployment_ids.includes(deploymentId))
    throw new LtiRefusal(
      403,
      "This deployment is not registered",
      `This launch came from a deployment PIVOT does not know (${deploymentId ?? "none given"}). Ask your organisation's PIVOT administrator to add this deployment id to the LMS registration "${registration.name}".`,
    );
  if (payload[LTI_CLAIM.version] !== "1.3.0")
    throw new LtiRefusal(
      400,
      "This LTI version is not supported",
      "PIVOT is an LTI 1.3 tool: the launch must say version 1.3.0.",
    );
  const messageType = payload[LTI_CLAIM.messageType];
  if (messageType !== "LtiResourceLinkRequest" && messageType !== "LtiDeepLinkingRequest")
    throw new LtiRefusal(
      400,
      "This kind of launch is not supported",
      `PIVOT answers resource link launches and deep linking; the LMS sent ${typeof messageType === "string" ? messageType : "no message type"}.`,
    );
  // The licence check stays on PIVOT's server: a lapsed plan stops launches too.
  if (!(await hasLmsIntegration(db, registration.organization_id, now)))
    throw new LtiRefusal(403, "LMS integration is not part of this organisation's plan", NO_LMS_INTEGRATION_MESSAGE);
  const sub = str(payload.sub);
  if (!sub) throw new LtiRefusal(400, "The launch does not say who you are", "The LMS sent no user id (sub).");
  return messageType === "LtiDeepLinkingRequest"
    ? beginDeepLinking(db, registration, deploymentId, payload, sub, now)
    : resourceLaunch(db, registration, state, payload, sub, now, ip);
}

async function beginDeepLinking(
  db: Db,
  registration: Registration,
  deploymentId: string,
  payload: JWTPayload,
  sub: string,
  now: Date,
): Promise<LaunchOutcome> {
  if (!isTeacher(payload[LTI_CLAIM.roles]))
    throw new LtiRefusal(
      403,
      "Only a teacher can add modules",
      "Adding PIVOT modules to a course is for its teachers (the Instructor role in the LMS).",
    );
  const settings = obj(payload[LTI_CLAIM.deepLinkingSettings]);
  const returnUrl = str(settings.deep_link_return_url);
  if (!returnUrl || !/^https?:\/\//.test(returnUrl))
    throw new LtiRefusal(
      400,
      "The LMS did not say where to return",
      "The deep linking request has no deep_link_return_url.",
    );
  const acceptTypes = Array.isArray(settings.accept_types) ? settings.accept_types : ["ltiResourceLink"];
  if (!acceptTypes.includes("ltiResourceLink"))
    throw new LtiRefusal(
      400,
      "The LMS cannot take PIVOT modules here",
      "This place in the LMS does not accept LTI resource links.",
    );
  const requestId = randomBytes(24).toString("base64url");
  await db.execute(sql`delete from lti_deep_links where expires_at < ${now}`);
  await db.execute(sql`
    insert into lti_deep_links (id, registration_id, deployment_id, return_url, data, accept_multiple, subject, created_at, expires_at)
    values (${requestId}, ${registration.id}, ${deploymentId}, ${returnUrl}, ${str(settings.data)},
      ${settings.accept_multiple !== false}, ${sub}, ${now}, ${new Date(now.getTime() + DEEP_LINK_TTL_MS)})
  `);
  return { kind: "deepLinking", requestId };
}

const originOf = (value: unknown): string[] => {
  if (typeof value !== "string") return [];
  try {
    const { origin, protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:" ? [origin] : [];
  } catch {
    return [];
  }
};

/**
 * The platform's origins, from its registration and from the signed launch (the page it returns to and
 * its own address): the LMS's course pages are often on another host than its issuer.
 */
function launchOrigins(registration: Registration, payload: JWTPayload) {
  const presentation = payload[LTI_CLAIM.launchPresentation] as { return_url?: unknown } | undefined;
  const platform = payload[LTI_CLAIM.toolPlatform] as { url?: unknown } | undefined;
  return [
    ...new Set([
      ...originOf(registration.issuer),
      ...originOf(registration.auth_login_url),
      ...originOf(presentation?.return_url),
      ...originOf(platform?.url),
    ]),
  ];
}

async function resourceLaunch(
  db: Db,
  registration: Registration,
  state: StateRow,
  payload: JWTPayload,
  sub: string,
  now: Date,
  ip: string | null,
): Promise<LaunchOutcome> {
  const resourceLinkId = str(obj(payload[LTI_CLAIM.resourceLink]).id);
  if (!resourceLinkId)
    throw new LtiRefusal(
      400,
      "The launch names no resource link",
      "A resource link launch must carry its resource_link id.",
    );
  const moduleId = moduleIdOf(payload, state.target_link_uri);
  const [module] =
    moduleId === null
      ? []
      : await queryRows<{ id: number; title: string }>(
          db,
          sql`select id, title from modules where id = ${moduleId} and is_active`,
        );
  if (!module)
    throw new LtiRefusal(
      404,
      "This link does not open a PIVOT module",
      "The link in your LMS points at a module that is not in PIVOT's library (it may have been retired). Ask your teacher to choose the module again.",
    );
  const name =
    str(payload.name) ?? ([str(payload.given_name), str(payload.family_name)].filter(Boolean).join(" ") || null);
  let userId: string;
  try {
    ({ userId } = await provisionExternalLearner(db, {
      organizationId: registration.organization_id,
      source: "lti",
      issuer: registration.id,
      externalId: sub,
      name,
      email: str(payload.email),
      now,
      ip,
    }));
  } catch (err) {
    if (err instanceof HttpError)
      throw new LtiRefusal(err.statusCode === 409 ? 403 : err.statusCode, "PIVOT could not sign you in", err.message);
    throw err;
  }
  const ags = obj(payload[LTI_CLAIM.ags]);
  const scopes = Array.isArray(ags.scope) ? ags.scope.filter((s): s is string => typeof s === "string") : [];
  const lineitem = str(ags.lineitem);
  const context = obj(payload[LTI_CLAIM.context]);
  const contextId = str(context.id);
  const membershipsUrl = str(obj(payload[LTI_CLAIM.nrps]).context_memberships_url);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into lti_launches (registration_id, organization_id, user_id, module_id, subject, resource_link_id, context_id,
        lineitem_url, ags_scopes, memberships_url, created_at, last_launch_at)
      values (${registration.id}, ${registration.organization_id}, ${userId}, ${module.id}, ${sub}, ${resourceLinkId},
        ${contextId}, ${lineitem}, ${`{${scopes.map((s) => JSON.stringify(s)).join(",")}}`}::text[], ${membershipsUrl}, ${now}, ${now})
      on conflict (registration_id, resource_link_id, user_id) do update set module_id = excluded.module_id,
        subject = excluded.subject, context_id = excluded.context_id, lineitem_url = excluded.lineitem_url,
        ags_scopes = excluded.ags_scopes, memberships_url = excluded.memberships_url, last_launch_at = excluded.last_launch_at
    `);
    if (contextId)
      await tx.execute(sql`
        insert into lti_contexts (registration_id, organization_id, context_id, title, memberships_url, last_launch_at)
        values (${registration.id}, ${registration.organization_id}, ${contextId},
          ${str(context.title) ?? str(context.label)}, ${membershipsUrl}, ${now})
        on conflict (registration_id, context_id) do update set title = coalesce(excluded.title, lti_contexts.title),
          memberships_url = coalesce(excluded.memberships_url, lti_contexts.memberships_url), last_launch_at = excluded.last_launch_at
      `);
    await recordAudit(tx, {
      organizationId: registration.organization_id,
      actorId: userId,
      action: "lti.launched",
      targetType: "module",
      targetId: String(module.id),
      details: {
        registration: registration.name,
        resourceLinkId,
        contextId,
        scoresBack: Boolean(lineitem && scopes.includes(AGS_SCORE_SCOPE)),
      },
      ipAddress: ip,
    });
  });
  return {
    kind: "resource",
    userId,
    moduleId: module.id,
    organizationId: registration.organization_id,
    registrationId: registration.id,
    platformOrigins: launchOrigins(registration, payload),
  };
}

/**
 * The daily purge: login states, pickers, frame tickets and registration links (decision 397) past
 * their time (a launch or a picker never comes back for them).
 */
export async function deleteExpiredLtiStates(db: Db, now: Date): Promise<number> {
  const states = await queryRows<{ one: number }>(
    db,
    sql`delete from lti_states where expires_at < ${new Date(now.getTime() - STATE_TTL_MS)} returning 1 as one`,
  );
  const pickers = await queryRows<{ one: number }>(
    db,
    sql`delete from lti_deep_links where expires_at < ${now} returning 1 as one`,
  );
  const tickets = await queryRows<{ one: number }>(
    db,
    sql`delete from lti_frame_tickets where expires_at < ${now} returning 1 as one`,
  );
  const links = await queryRows<{ one: number }>(
    db,
    sql`delete from lti_registration_links where expires_at < ${now} returning 1 as one`,
  );
  return states.length + pickers.length + tickets.length + links.length;
}
