import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { conflict } from "../../errors";
import { type Tx, type WriteChanges, writeTransaction } from "../caches/writes";
import { insertMember } from "./add-member";
import type { AfterCommit } from "./membership-hooks";
import { countSeats, ensureSeats } from "./seats";

/**
 * People who arrive from an organisation's LMS (issue 24, decision 323): a learner launching a SCORM
 * or cmi5 package, or an LTI launch. Each is a PIVOT account and a member of the organisation, so
 * their progress, knowledge checks, seats and the employer view work as for anyone; the link from
 * (organisation, source, issuer, the LMS's id for them) to the account is kept in external_learners.
 *
 * An LMS is trusted for its own organisation only: an address it asserts is linked to an existing
 * account only when that account is already a member (or its domain is verified by the organisation),
 * so one organisation's LMS can never sign someone of another organisation in.
 */

export type ExternalLearnerSource = "scorm12" | "cmi5" | "lti";

export interface ExternalLearnerInput {
  organizationId: string;
  source: ExternalLearnerSource;
  /** The package id (SCORM, cmi5) or the LTI registration id: ids are only unique within it. */
  issuer: string;
  externalId: string;
  name: string | null;
  email: string | null;
  now: Date;
  ip: string | null;
}

/** An LMS that gives no address (SCORM 1.2, cmi5): unroutable by RFC 2606, and never mailed. */
export const LMS_LEARNER_DOMAIN = "lms-learner.invalid";

const MAX_NAME = 120;
const MAX_EXTERNAL_ID = 255;

export function externalLearnerRefusal(input: Pick<ExternalLearnerInput, "externalId">): string | null {
  if (!input.externalId.trim())
    return "The LMS did not say who the learner is (no learner id), so PIVOT cannot record their progress.";
  if (input.externalId.length > MAX_EXTERNAL_ID) return "The LMS's learner id is longer than 255 characters.";
  return null;
}

/** The name an LMS gives, as PIVOT writes it: "Last, First" (SCORM) turned round, spaces tidied. */
export function namesOf(name: string | null): { full: string; first: string | null; last: string | null } {
  const full = (name ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_NAME);
  if (!full) return { full: "LMS learner", first: null, last: null };
  // SCORM's cmi.core.student_name is "Last, First"; others give "First Last".
  const comma = full.indexOf(",");
  if (comma > 0) {
    const last = full.slice(0, comma).trim();
    const first = full.slice(comma + 1).trim();
    return { full: first ? `${first} ${last}` : last, first: first || null, last: last || null };
  }
  const space = full.indexOf(" ");
  return space > 0
    ? { full, first: full.slice(0, space), last: full.slice(space + 1) }
    : { full, first: full, last: null };
}

const isMember = async (tx: Tx, organizationId: string, userId: string) =>
  (
    await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from member where organization_id = ${organizationId} and user_id = ${userId}`,
    )
  ).length > 0;

async function domainVerified(tx: Tx, organizationId: string, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from organization_domains
      where organization_id = ${organizationId} and domain = ${domain} and verified_at is not null`,
  );
  return rows.length > 0;
}

/** The account for a learner seen for the first time: an existing member's, or a new one. */
async function accountFor(tx: Tx, input: ExternalLearnerInput, organizationName: string) {
  const email = input.email?.trim().toLowerCase() || null;
  const names = namesOf(input.name);
  if (email) {
    const [existing] = await queryRows<{ id: string }>(tx, sql`select id from "user" where lower(email) = ${email}`);
    if (existing) {
      if (
        (await isMember(tx, input.organizationId, existing.id)) ||
        (await domainVerified(tx, input.organizationId, email))
      )
        return { userId: existing.id, created: false };
      throw conflict(
        `A PIVOT account with the address ${email} already exists and is not a member of ${organizationName}. Ask ${organizationName}'s administrator to invite that address first.`,
      );
    }
  }
  const userId = randomUUID();
  const verified = email ? await domainVerified(tx, input.organizationId, email) : false;
  await tx.execute(sql`
    insert into "user" (id, name, email, email_verified, first_name, last_name, role)
    values (${userId}, ${names.full}, ${email ?? `${userId}@${LMS_LEARNER_DOMAIN}`}, ${verified},
      ${names.first}, ${names.last}, 'learner')
  `);
  return { userId, created: true };
}

/**
 * Asked, under the organisation's lock, before a learner not yet linked is provisioned (decision 392):
 * "admit" makes them a member as usual, "hold" provisions nobody (the caller recorded them its own way);
 * a refusal throws.
 */
export type NewLearnerGate = (tx: Tx) => Promise<"admit" | "hold">;

/**
 * The work of `provisionExternalLearner` inside the caller's transaction: null when `gate` held a learner
 * not yet linked. The `afterCommit` it answers must be run once the transaction has committed.
 */
export async function provisionExternalLearnerIn(
  tx: Tx,
  changes: WriteChanges,
  input: ExternalLearnerInput,
  gate?: NewLearnerGate,
): Promise<{ account: { userId: string; created: boolean } | null; afterCommit: AfterCommit | null }> {
  const refusal = externalLearnerRefusal(input);
  if (refusal) throw conflict(refusal);
  const [organization] = await queryRows<{ name: string }>(
    tx,
    sql`select name from organization where id = ${input.organizationId} for update`,
  );
  if (!organization) throw conflict("This organisation no longer exists on PIVOT.");
  const [linked] = await queryRows<{ user_id: string }>(
    tx,
    sql`update external_learners set last_seen_at = ${input.now}
      where organization_id = ${input.organizationId} and source = ${input.source}
        and issuer = ${input.issuer} and external_id = ${input.externalId}
      returning user_id`,
  );
  if (!linked && gate && (await gate(tx)) === "hold") return { account: null, afterCommit: null };
  const account = linked ? { userId: linked.user_id, created: false } : await accountFor(tx, input, organization.name);
  if (!linked)
    await tx.execute(sql`
      insert into external_learners (id, organization_id, source, issuer, external_id, user_id, created_at, last_seen_at)
      values (${randomUUID()}, ${input.organizationId}, ${input.source}, ${input.issuer}, ${input.externalId},
        ${account.userId}, ${input.now}, ${input.now})
    `);
  let afterCommit: AfterCommit | null = null;
  if (!(await isMember(tx, input.organizationId, account.userId))) {
    ensureSeats(await countSeats(tx, input.organizationId, input.now));
    afterCommit = await insertMember(
      tx,
      {
        organizationId: input.organizationId,
        userId: account.userId,
        role: "member",
        department: null,
        managerId: null,
        sessionToken: null,
        ip: input.ip,
        details: { via: input.source, issuer: input.issuer },
      },
      input.now,
    );
    changes.team(input.organizationId);
    changes.users(account.userId);
  }
  return { account, afterCommit };
}

/**
 * The PIVOT account of a learner the organisation's LMS sent, made a member when they are not one
 * (a seat is taken under the organisation's lock: 409 with the seat message when none is left).
 * With a `gate`, a learner not yet linked may be held instead: the answer is then null.
 */
export async function provisionExternalLearner(
  db: Db,
  input: ExternalLearnerInput,
): Promise<{ userId: string; created: boolean }>;
export async function provisionExternalLearner(
  db: Db,
  input: ExternalLearnerInput,
  gate: NewLearnerGate,
): Promise<{ userId: string; created: boolean } | null>;
export async function provisionExternalLearner(db: Db, input: ExternalLearnerInput, gate?: NewLearnerGate) {
  const { account, afterCommit } = await writeTransaction(db, (tx, changes) =>
    provisionExternalLearnerIn(tx, changes, input, gate),
  );
  if (afterCommit) await afterCommit(db);
  return account;
}
