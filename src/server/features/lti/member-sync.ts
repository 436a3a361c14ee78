import { sql } from "drizzle-orm";
import type { LtiMemberSync } from "../../../contracts/lti";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { conflict, HttpError, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { yieldToRequests } from "../../platform/jobs/yield";
import {
  NRPS_SCOPE,
  PlatformError,
  platformPolicy,
  platformRequest,
  registrationForService,
} from "../../platform/lti/platform-client";
import { provisionExternalLearner } from "../../platform/organizations/external-learner";
import { type Actor, syncColumns, toMemberSync } from "./registrations";

/** Members synced between two turns given to requests. */
const YIELD_EVERY = 50;

/**
 * Names and Role Provisioning Services 2.0 (issue 24 item 2): "Sync members from the course" reads a
 * course's membership list from the LMS, page by page (Link: rel="next"), and makes each active member
 * a PIVOT member of the organisation through provisionExternalLearner, so seats are respected. It runs
 * as a job ("lti-member-syncs"); the card shows its progress and how many were added, already there or
 * refused for want of a seat.
 */

const MAX_PAGES = 200;
const NRPS_MEDIA_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";

/** Stores a sync to run for one of the organisation's courses (or answers the one already waiting). */
export async function requestMemberSync(
  db: Db,
  organizationId: string,
  contextId: number,
  actor: Actor,
): Promise<LtiMemberSync> {
  const [context] = await queryRows<{ memberships_url: string | null }>(
    db,
    sql`select memberships_url from lti_contexts where id = ${contextId} and organization_id = ${organizationId}`,
  );
  if (!context) throw notFound("Course not found");
  if (!context.memberships_url)
    throw conflict(
      "The LMS did not offer this course's member list (Names and Role Provisioning) in its launches. Switch the service on for the tool in the LMS, then launch once more.",
    );
  const [waiting] = await queryRows<Parameters<typeof toMemberSync>[0]>(
    db,
    sql`select ${syncColumns} from lti_member_syncs s where s.context_id = ${contextId} and s.status in ('queued', 'running')
        order by s.id desc limit 1`,
  );
  if (waiting) return toMemberSync(waiting);
  const [created] = await queryRows<Parameters<typeof toMemberSync>[0]>(
    db,
    sql`insert into lti_member_syncs as s (context_id, organization_id, requested_by)
        values (${contextId}, ${organizationId}, ${actor.id}) returning ${syncColumns}`,
  );
  return toMemberSync(created);
}

/** Syncs stored while no runner was working (queued at start and by the 5-minute sweep). */
export async function unfinishedMemberSyncs(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`select id from lti_member_syncs where status = 'queued' order by id limit 100`,
  );
  return rows.map((row) => Number(row.id));
}

interface Member {
  user_id?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
}

/** The next page's address from a Link header (RFC 8288). */
export function nextLink(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return null;
  for (const part of value.split(",")) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(match[2])) return match[1];
  }
  return null;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The job: one sync, start to end. */
export async function runMemberSync(db: Db, config: AppConfig, syncId: number, now = new Date()): Promise<string> {
  const [sync] = await queryRows<{
    context_row: number | string;
    organization_id: string;
    registration_id: string;
    memberships_url: string | null;
    requested_by: string | null;
  }>(
    db,
    sql`update lti_member_syncs s set status = 'running' from lti_contexts c
        where s.id = ${syncId} and s.status = 'queued' and c.id = s.context_id
        returning s.context_id as context_row, s.organization_id, c.registration_id, c.memberships_url, s.requested_by`,
  );
  if (!sync) return "skipped";
  const counts = { seen: 0, added: 0, existing: 0, refusedNoSeat: 0, refusedOther: 0 };
  const save = (status: "running" | "done" | "failed", error: string | null = null) =>
    db.execute(sql`
      update lti_member_syncs set status = ${status}, seen = ${counts.seen}, added = ${counts.added},
        existing = ${counts.existing}, refused_no_seat = ${counts.refusedNoSeat}, refused_other = ${counts.refusedOther},
        error = ${error}, finished_at = ${status === "running" ? null : new Date()}
      where id = ${syncId}
    `);
  try {
    const registration = await registrationForService(db, sync.registration_id);
    if (!registration || !sync.memberships_url) throw new PlatformError("The LMS registration was deleted");
    let url: string | null = sync.memberships_url;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const response = await platformRequest(
        db,
        config,
        registration,
        [NRPS_SCOPE],
        url,
        { method: "GET", headers: { accept: NRPS_MEDIA_TYPE } },
        platformPolicy(config),
      );
      if (response.status < 200 || response.status >= 300)
        throw new PlatformError(`The LMS's member list answered HTTP ${response.status}`, response.status);
      let members: Member[];
      try {
        const body = JSON.parse(response.body) as { members?: unknown };
        members = Array.isArray(body.members) ? (body.members as Member[]) : [];
      } catch {
        throw new PlatformError("The LMS's member list is not JSON");
      }
      // Each member is its own small write; the sync gives way to requests every YIELD_EVERY (decision 408).
      for (const [index, member] of members.entries()) {
        if (index % YIELD_EVERY === 0) await yieldToRequests();
        await syncMember(db, sync.organization_id, registration.id, member, counts, now);
      }
      await save("running");
      url = nextLink(response.headers.link);
    }
    await save("done");
    await recordAudit(db, {
      organizationId: sync.organization_id,
      actorId: sync.requested_by,
      action: "lti.members_synced",
      targetType: "lti_context",
      targetId: String(sync.context_row),
      details: { ...counts },
    });
    return "done";
  } catch (err) {
    const message =
      err instanceof PlatformError || err instanceof HttpError
        ? err.message
        : `Could not reach the LMS: ${(err as Error).message || String(err)}`;
    await save("failed", message.slice(0, 500));
    return "failed";
  }
}

async function syncMember(
  db: Db,
  organizationId: string,
  registrationId: string,
  member: Member,
  counts: { seen: number; added: number; existing: number; refusedNoSeat: number; refusedOther: number },
  now: Date,
) {
  const userId = text(member.user_id);
  // NRPS: members without a status are active; Inactive and Deleted ones are not provisioned.
  if (!userId || (member.status !== undefined && member.status !== "Active")) return;
  counts.seen++;
  const email = text(member.email)?.toLowerCase() ?? null;
  const [already] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from member m where m.organization_id = ${organizationId} and (
          m.user_id in (select el.user_id from external_learners el where el.organization_id = ${organizationId}
            and el.source = 'lti' and el.issuer = ${registrationId} and el.external_id = ${userId})
          or (${email}::text is not null and m.user_id in (select u.id from "user" u where lower(u.email) = ${email})))
        limit 1`,
  );
  try {
    await provisionExternalLearner(db, {
      organizationId,
      source: "lti",
      issuer: registrationId,
      externalId: userId,
      name:
        text(member.name) ?? ([text(member.given_name), text(member.family_name)].filter(Boolean).join(" ") || null),
      email,
      now,
      ip: null,
    });
    if (already) counts.existing++;
    else counts.added++;
  } catch (err) {
    if (err instanceof HttpError && /seats/i.test(err.message)) counts.refusedNoSeat++;
    else if (err instanceof HttpError) counts.refusedOther++;
    else throw err;
  }
}
