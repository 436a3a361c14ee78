import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { recordAudit } from "../audit/audit";
import { type SafeResponse, safeRequest, targetPolicyFor } from "../events/safe-request";
import { signToolJwt } from "./tool-key";

/**
 * The tool calling a platform's LTI Advantage services (issue 24, decision 330): an OAuth 2.0 access
 * token from the platform's token URL (client_credentials with a client_assertion JWT signed by the
 * tool's key, RFC 7523 as LTI Security Framework 1.0 §4.1 asks), cached until shortly before it
 * expires; every request goes through safeRequest (https and public addresses in production, a
 * timeout, no redirects followed).
 */

export const AGS_SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
export const PLATFORM_TIMEOUT_MS = 10_000;

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface PlatformRegistration {
  id: string;
  issuer: string;
  clientId: string;
  accessTokenUrl: string;
}

export interface PlatformPolicy {
  publicOnly: boolean;
  timeoutMs: number;
}

export const platformPolicy = (config: AppConfig): PlatformPolicy => ({
  publicOnly: targetPolicyFor(config).publicOnly,
  timeoutMs: PLATFORM_TIMEOUT_MS,
});

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets cached tokens (a registration changed or was deleted). */
export function forgetPlatformTokens(registrationId: string) {
  for (const key of tokens.keys()) if (key.startsWith(`${registrationId} `)) tokens.delete(key);
}

export async function registrationForService(db: Db, registrationId: string): Promise<PlatformRegistration | null> {
  const [row] = await queryRows<PlatformRegistration>(
    db,
    sql`select id, issuer, client_id as "clientId", access_token_url as "accessTokenUrl"
        from lti_registrations where id = ${registrationId}`,
  );
  return row ?? null;
}

/** An access token for these scopes, from the cache or the platform's token URL. */
export async function platformAccessToken(
  db: Db,
  config: AppConfig,
  registration: PlatformRegistration,
  scopes: readonly string[],
  policy: PlatformPolicy,
): Promise<string> {
  const scope = [...scopes].sort().join(" ");
  const cacheKey = `${registration.id} ${registration.accessTokenUrl} ${scope}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const now = new Date();
  const assertion = await signToolJwt(
    db,
    config.lti.signingKeyJwk,
    { iss: registration.clientId, sub: registration.clientId, aud: registration.accessTokenUrl, jti: randomUUID() },
    { now, expiresInSeconds: 300 },
  );
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    client_assertion: assertion,
    scope,
  }).toString();
  const response = await safeRequest(
    registration.accessTokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
    },
    policy,
  );
  if (response.status < 200 || response.status >= 300)
    throw new PlatformError(
      `The platform's token URL answered HTTP ${response.status}${detailOf(response)}`,
      response.status,
    );
  let answer: { access_token?: unknown; expires_in?: unknown };
  try {
    answer = JSON.parse(response.body);
  } catch {
    throw new PlatformError("The platform's token URL did not answer JSON", response.status);
  }
  if (typeof answer.access_token !== "string" || !answer.access_token)
    throw new PlatformError("The platform's token URL gave no access token", response.status);
  const lifetime = typeof answer.expires_in === "number" && answer.expires_in > 0 ? answer.expires_in : 3600;
  // Kept until a minute before it expires (or half its life when that is short).
  tokens.set(cacheKey, {
    token: answer.access_token,
    expiresAt: Date.now() + Math.max(lifetime * 500, (lifetime - 60) * 1000),
  });
  return answer.access_token;
}

function detailOf(response: SafeResponse): string {
  try {
    const body = JSON.parse(response.body) as { error?: unknown; error_description?: unknown };
    const parts = [body.error, body.error_description].filter((part) => typeof part === "string");
    return parts.length ? ` (${parts.join(": ").slice(0, 200)})` : "";
  } catch {
    return "";
  }
}

/** A request to a platform service with the bearer token; a 401 drops the cached token. */
export async function platformRequest(
  db: Db,
  config: AppConfig,
  registration: PlatformRegistration,
  scopes: readonly string[],
  url: string,
  request: { method: string; headers: Record<string, string>; body?: string },
  policy: PlatformPolicy,
): Promise<SafeResponse> {
  const token = await platformAccessToken(db, config, registration, scopes, policy);
  const response = await safeRequest(
    url,
    { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } },
    policy,
  );
  if (response.status === 401) forgetPlatformTokens(registration.id);
  return response;
}

interface ScoreEvent {
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** The AGS score an event becomes (Assignment and Grade Services 2.0, Score publish service). */
export function scoreOf(event: ScoreEvent, userId: string) {
  const percent = typeof event.payload.scorePercent === "number" ? event.payload.scorePercent : null;
  const passed = event.type === "knowledge_check.passed";
  const completed = event.type === "module.completed";
  return {
    userId,
    scoreGiven: Math.max(0, Math.min(100, percent ?? (completed ? 100 : 0))),
    scoreMaximum: 100,
    activityProgress: passed || completed ? "Completed" : "Submitted",
    gradingProgress: "FullyGraded",
    timestamp: event.createdAt.toISOString(),
    comment: completed
      ? "Module completed in PIVOT Learning"
      : `Knowledge check ${passed ? "passed" : "not passed"} in PIVOT Learning${percent === null ? "" : ` (${percent}%)`}`,
  };
}

/**
 * Sends one score for an outbox delivery to its launch's line item; answers the platform's status.
 * A launch or registration that is gone is a permanent failure (status -1), like a deleted webhook.
 */
export async function sendLtiScore(
  db: Db,
  config: AppConfig,
  launchId: number,
  event: ScoreEvent,
  policy: PlatformPolicy,
): Promise<number> {
  const [launch] = await queryRows<{
    registration_id: string;
    organization_id: string;
    user_id: string;
    module_id: number;
    subject: string;
    lineitem_url: string | null;
  }>(
    db,
    sql`select registration_id, organization_id, user_id, module_id, subject, lineitem_url from lti_launches where id = ${launchId}`,
  );
  if (!launch?.lineitem_url) throw new PlatformError("The launch no longer exists", -1);
  const registration = await registrationForService(db, launch.registration_id);
  if (!registration) throw new PlatformError("The platform registration was deleted", -1);
  const lineitem = new URL(launch.lineitem_url);
  // AGS §3.4: the scores URL is the line item URL with /scores added to its path (query kept).
  lineitem.pathname = `${lineitem.pathname.replace(/\/$/, "")}/scores`;
  const score = scoreOf(event, launch.subject);
  const response = await platformRequest(
    db,
    config,
    registration,
    [AGS_SCORE_SCOPE],
    lineitem.toString(),
    {
      method: "POST",
      headers: { "content-type": "application/vnd.ims.lis.v1.score+json" },
      body: JSON.stringify(score),
    },
    policy,
  );
  if (response.status >= 300 && response.status < 400)
    throw new PlatformError(`Redirect (${response.status}) not followed`, response.status);
  if (response.status < 200 || response.status >= 300)
    throw new PlatformError(`The platform answered HTTP ${response.status}`, response.status);
  await recordAudit(db, {
    organizationId: launch.organization_id,
    actorId: null,
    action: "lti.score_sent",
    targetType: "module",
    targetId: String(launch.module_id),
    details: {
      learnerId: launch.user_id,
      scoreGiven: score.scoreGiven,
      activityProgress: score.activityProgress,
      lineitem: launch.lineitem_url,
    },
  });
  return response.status;
}
