import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  LTI_PAGE_SIZE,
  type LtiContext,
  type LtiMemberSync,
  type LtiOverview,
  type LtiRegistration,
  type LtiRegistrationInput,
  type LtiScoreLog,
  ltiRegistrationInputSchema,
} from "../../../contracts/lti";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { badRequest, conflict, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { checkTargetUrl, RefusedTarget, resolveTarget, targetPolicyFor } from "../../platform/events/safe-request";
import { forgetPlatformTokens } from "../../platform/lti/platform-client";

/**
 * An organisation's LMS registrations (issue 24 item 2, decision 330): the platform's issuer, client
 * id, OIDC authorisation URL, token URL, keyset URL and deployment ids, entered by its owners and
 * admins at /organization/settings. One issuer and client id belong to one registration in all PIVOT,
 * so a launch always finds its organisation.
 */

export interface Actor {
  id: string;
  ip: string | null;
}

export const MAX_REGISTRATIONS = 50;

interface RegistrationRow {
  id: string;
  name: string;
  issuer: string;
  client_id: string;
  auth_login_url: string;
  access_token_url: string;
  jwks_url: string;
  deployment_ids: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const toRegistration = (row: RegistrationRow): LtiRegistration => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  authLoginUrl: row.auth_login_url,
  accessTokenUrl: row.access_token_url,
  jwksUrl: row.jwks_url,
  deploymentIds: row.deployment_ids,
  createdAt: rowIso(row.created_at),
  updatedAt: rowIso(row.updated_at),
});

const columns = sql`id, name, issuer, client_id, auth_login_url, access_token_url, jwks_url, deployment_ids, created_at, updated_at`;

export async function listRegistrations(db: Db, organizationId: string, page = 1) {
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from lti_registrations where organization_id = ${organizationId}`,
  );
  const rows = await queryRows<RegistrationRow>(
    db,
    sql`select ${columns} from lti_registrations where organization_id = ${organizationId}
        order by created_at, id limit ${LTI_PAGE_SIZE} offset ${(page - 1) * LTI_PAGE_SIZE}`,
  );
  return { items: rows.map(toRegistration), total, page, pageSize: LTI_PAGE_SIZE };
}

async function registrationOf(db: Db, organizationId: string, registrationId: string): Promise<LtiRegistration> {
  const [row] = await queryRows<RegistrationRow>(
    db,
    sql`select ${columns} from lti_registrations where id = ${registrationId} and organization_id = ${organizationId}`,
  );
  // Another organisation's registration is as absent as one that never was.
  if (!row) throw notFound("LMS registration not found");
  return toRegistration(row);
}

/** The platform's addresses: https and public hosts in production (as webhooks), the form elsewhere. */
export async function checkAddresses(
  config: AppConfig,
  body: Pick<ReturnType<typeof ltiRegistrationInputSchema.parse>, "authLoginUrl" | "accessTokenUrl" | "jwksUrl">,
) {
  const policy = targetPolicyFor(config);
  for (const field of ["authLoginUrl", "accessTokenUrl", "jwksUrl"] as const) {
    try {
      if (policy.publicOnly) await resolveTarget(body[field], policy);
      else checkTargetUrl(body[field], policy);
    } catch (err) {
      if (err instanceof RefusedTarget)
        throw badRequest(`${field}: ${err.message}`, [{ path: field, message: err.message }]);
      throw err;
    }
  }
}

async function refuseTaken(db: Db, issuer: string, clientId: string, exceptId: string | null) {
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from lti_registrations where issuer = ${issuer} and client_id = ${clientId}
        and (${exceptId}::text is null or id <> ${exceptId})`,
  );
  if (taken)
    throw conflict(
      "This issuer and client id are already registered with PIVOT. Each LMS registration has its own client id: create a new one in the LMS.",
    );
}

const deploymentArray = (ids: string[]) => sql`${`{${ids.map((id) => JSON.stringify(id)).join(",")}}`}::text[]`;

export async function createRegistration(
  db: Db,
  config: AppConfig,
  organizationId: string,
  input: LtiRegistrationInput,
  actor: Actor,
): Promise<LtiRegistration> {
  const body = ltiRegistrationInputSchema.parse(input);
  await checkAddresses(config, body);
  return insertRegistration(db, organizationId, body, actor);
}

/**
 * A checked registration stored with its audit row. Decision 397: Dynamic Registration stores one too,
 * with no deployment id yet when the LMS makes deployments later (Canvas); a launch then names it.
 */
export async function insertRegistration(
  db: Db,
  organizationId: string,
  body: ReturnType<typeof ltiRegistrationInputSchema.parse>,
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<LtiRegistration> {
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from lti_registrations where organization_id = ${organizationId}`,
  );
  if (count >= MAX_REGISTRATIONS) throw conflict(`An organisation can register at most ${MAX_REGISTRATIONS} LMSs`);
  await refuseTaken(db, body.issuer, body.clientId, null);
  const id = `lti_${randomUUID().replace(/-/g, "")}`;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into lti_registrations (id, organization_id, name, issuer, client_id, auth_login_url, access_token_url,
          jwks_url, deployment_ids, created_by)
        values (${id}, ${organizationId}, ${body.name}, ${body.issuer}, ${body.clientId}, ${body.authLoginUrl},
          ${body.accessTokenUrl}, ${body.jwksUrl}, ${deploymentArray(body.deploymentIds)}, ${actor.id})
      `);
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "lti_registration.created",
        targetType: "lti_registration",
        targetId: id,
        details: {
          name: body.name,
          issuer: body.issuer,
          clientId: body.clientId,
          deploymentIds: body.deploymentIds,
          ...details,
        },
        ipAddress: actor.ip,
      });
    });
  } catch (err) {
    // Two admins registering the same client id at once: the unique index decides.
    if ((err as { code?: string }).code === "23505" || /unique/i.test(String((err as Error).message)))
      await refuseTaken(db, body.issuer, body.clientId, id);
    throw err;
  }
  return registrationOf(db, organizationId, id);
}

export async function updateRegistration(
  db: Db,
  config: AppConfig,
  organizationId: string,
  registrationId: string,
  input: LtiRegistrationInput,
  actor: Actor,
): Promise<LtiRegistration> {
  const body = ltiRegistrationInputSchema.parse(input);
  await registrationOf(db, organizationId, registrationId);
  await checkAddresses(config, body);
  await refuseTaken(db, body.issuer, body.clientId, registrationId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update lti_registrations set name = ${body.name}, issuer = ${body.issuer}, client_id = ${body.clientId},
        auth_login_url = ${body.authLoginUrl}, access_token_url = ${body.accessTokenUrl}, jwks_url = ${body.jwksUrl},
        deployment_ids = ${deploymentArray(body.deploymentIds)}, updated_at = now()
      where id = ${registrationId} and organization_id = ${organizationId}
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lti_registration.updated",
      targetType: "lti_registration",
      targetId: registrationId,
      details: { name: body.name, issuer: body.issuer, clientId: body.clientId, deploymentIds: body.deploymentIds },
      ipAddress: actor.ip,
    });
  });
  forgetPlatformTokens(registrationId);
  return registrationOf(db, organizationId, registrationId);
}

export async function deleteRegistration(db: Db, organizationId: string, registrationId: string, actor: Actor) {
  const registration = await registrationOf(db, organizationId, registrationId);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from lti_registrations where id = ${registrationId} and organization_id = ${organizationId}`,
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "lti_registration.deleted",
      targetType: "lti_registration",
      targetId: registrationId,
      details: { name: registration.name, issuer: registration.issuer, clientId: registration.clientId },
      ipAddress: actor.ip,
    });
  });
  forgetPlatformTokens(registrationId);
}

// ---- The card's overview ----

interface SyncRow {
  id: number | string;
  status: LtiMemberSync["status"];
  seen: number;
  added: number;
  existing: number;
  refused_no_seat: number;
  refused_other: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

export const toMemberSync = (row: SyncRow): LtiMemberSync => ({
  id: Number(row.id),
  status: row.status,
  seen: row.seen,
  added: row.added,
  existing: row.existing,
  refusedNoSeat: row.refused_no_seat,
  refusedOther: row.refused_other,
  error: row.error,
  createdAt: rowIso(row.created_at),
  finishedAt: row.finished_at ? rowIso(row.finished_at) : null,
});

export const syncColumns = sql`s.id, s.status, s.seen, s.added, s.existing, s.refused_no_seat, s.refused_other, s.error, s.created_at, s.finished_at`;

export function toolUrls(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, "");
  return {
    loginUrl: `${base}/api/lti/login`,
    launchUrl: `${base}/api/lti/launch`,
    jwksUrl: `${base}/api/lti/jwks`,
    // LTI 1.3: deep-linking requests come to the launch URL; the message type tells them apart.
    deepLinkingUrl: `${base}/api/lti/launch`,
  };
}

export async function ltiOverview(db: Db, config: AppConfig, organizationId: string): Promise<LtiOverview> {
  const contexts = await queryRows<{
    id: number | string;
    registration_name: string;
    context_id: string;
    title: string | null;
    memberships_url: string | null;
    last_launch_at: Date | string;
    sync: SyncRow | null;
  }>(
    db,
    sql`select c.id, r.name as registration_name, c.context_id, c.title, c.memberships_url, c.last_launch_at,
          (select to_jsonb(s) from (select ${syncColumns} from lti_member_syncs s where s.context_id = c.id
            order by s.id desc limit 1) s) as sync
        from lti_contexts c join lti_registrations r on r.id = c.registration_id
        where c.organization_id = ${organizationId}
        order by c.last_launch_at desc, c.id desc limit 50`,
  );
  const scores = await queryRows<{
    id: number | string;
    learner: string | null;
    module_title: string | null;
    score: number | string | null;
    status: LtiScoreLog["status"];
    attempts: number;
    response_status: number | null;
    last_error: string | null;
    at: Date | string;
  }>(
    db,
    sql`select d.id, u.name as learner, m.title as module_title,
          coalesce((e.payload->>'scorePercent')::numeric, case when e.type = 'module.completed' then 100 end) as score,
          d.status, d.attempts, d.response_status, d.last_error, coalesce(d.last_attempt_at, d.created_at) as at
        from event_deliveries d
        join event_outbox e on e.id = d.event_id
        left join lti_launches l on l.id = d.lti_launch_id
        left join "user" u on u.id = l.user_id
        left join modules m on m.id = l.module_id
        where d.organization_id = ${organizationId} and d.destination = 'lti'
        order by d.id desc limit 20`,
  );
  return {
    tool: toolUrls(config.baseUrl),
    contexts: contexts.map(
      (row): LtiContext => ({
        id: Number(row.id),
        registrationName: row.registration_name,
        contextId: row.context_id,
        title: row.title,
        canSync: Boolean(row.memberships_url),
        lastLaunchAt: rowIso(row.last_launch_at),
        lastSync: row.sync ? toMemberSync(row.sync) : null,
      }),
    ),
    scores: scores.map((row) => ({
      id: Number(row.id),
      learner: row.learner ?? "Removed learner",
      moduleTitle: row.module_title ?? "Removed module",
      scoreGiven: row.score === null ? null : Number(row.score),
      status: row.status,
      attempts: row.attempts,
      responseStatus: row.response_status,
      lastError: row.last_error,
      at: rowIso(row.at),
    })),
  };
}
