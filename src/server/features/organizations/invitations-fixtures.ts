import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { InvitationResult } from "../../../contracts/organizations";
import { daysAfter } from "../../../domain/calendar";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { mailMessages } from "../../db/schema";
import { addMember, createLearner, createOrganization, createOrganizationPlan } from "../../test/factories";

export { createVerifiedDomainRow } from "../../test/factories";

import { signedInSession } from "../../test/route-callers";
import type { TestApp, TestUser } from "../../test/test-app";
import { INVITATION_TEMPLATE } from "./invitation-mail";
import { INVITATION_VALID_DAYS } from "./invitations";

/** What the invitation tests share: organisations with owners and seats, people, and what was mailed. */

export const unique = () => randomBytes(4).toString("hex");

export interface Org {
  id: string;
  name: string;
  owner: TestUser;
}

export function invitationFixtures(app: () => TestApp) {
  const db = () => app().database.db;

  /** A person with an account and a session (no password sign-in: fast). */
  async function person(email = `person-${unique()}@people.example.com`, firstName = "Pat") {
    const created = await createLearner(db(), {
      email,
      firstName,
      lastName: "Person",
      password: "a-long-passphrase-42",
    });
    return signedInSession(app(), created);
  }

  /** An organisation with its owner "Olive Person", and a plan of `seats` seats (none: the free 5). */
  async function organisation(options: { seats?: number | null; departments?: string[] } = {}): Promise<Org> {
    const suffix = unique();
    const org = await createOrganization(db(), { name: `Invite Org ${suffix}`, slug: `invite-org-${suffix}` });
    const owner = await person(`owner-${suffix}@owners.example.com`, "Olive");
    await addMember(db(), { organizationId: org.id, userId: owner.id, role: "owner", department: null });
    for (const name of options.departments ?? [])
      await db().execute(sql`insert into departments (organization_id, name) values (${org.id}, ${name})`);
    if (options.seats !== undefined)
      await createOrganizationPlan(db(), {
        organizationId: org.id,
        planId: "organisation",
        billingCycle: "yearly",
        seats: options.seats,
        invoiceRef: `INV-${suffix}`,
        now: new Date(),
      });
    return { id: org.id, name: org.name, owner };
  }

  async function memberOf(org: Org, role: OrganizationRole, email?: string) {
    const someone = await person(email);
    await addMember(db(), { organizationId: org.id, userId: someone.id, role, department: null });
    return someone;
  }

  const invite = (who: TestUser, org: Org, invitations: unknown[]) =>
    app().as(who, { method: "POST", url: `/api/organizations/${org.id}/invitations`, payload: { invitations } });

  async function inviteNow(who: TestUser, org: Org, invitations: unknown[]): Promise<InvitationResult[]> {
    const res = await invite(who, org, invitations);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().results;
  }

  /** The invitation e-mail's link token, read from the stored message (what the mail server gets). */
  async function tokenMailedTo(email: string): Promise<string> {
    const messages = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.template, INVITATION_TEMPLATE)));
    expect(messages.length).toBeGreaterThan(0);
    const latest = messages.sort((a, b) => b.id - a.id)[0];
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(latest.textBody)?.[1];
    if (!token) throw new Error(`no invitation link in:\n${latest.textBody}`);
    return token;
  }

  const seatsOf = async (who: TestUser, org: Org) =>
    (await app().as(who, { method: "GET", url: `/api/organizations/${org.id}` })).json().seats as {
      used: number;
      pendingInvitations: number;
      limit: number | null;
    };

  return { db, person, organisation, memberOf, invite, inviteNow, tokenMailedTo, seatsOf };
}

type Db = TestApp["database"]["db"];

/** A pending invitation of an organisation, as the service stores one (its link's token is not kept). */
export async function createInvitationRow(
  db: Db,
  input: { organizationId: string; email: string; invitedBy: string | null; now: Date },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.execute(sql`
    insert into organization_invitations (id, organization_id, email, token_hash, expires_at, invited_by, created_at, last_sent_at)
    values (${id}, ${input.organizationId}, ${input.email.toLowerCase()}, ${randomBytes(32).toString("hex")},
      ${daysAfter(input.now, INVITATION_VALID_DAYS).toISOString()}, ${input.invitedBy}, ${input.now.toISOString()},
      ${input.now.toISOString()})
  `);
  return { id };
}

/** A finished list of invitations of an organisation, one row refused (naming `email`). */
export async function createInvitationBatchRow(
  db: Db,
  input: { organizationId: string; createdBy: string; email: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.execute(sql`
    insert into invitation_batches (id, organization_id, created_by, status, total, processed)
    values (${id}, ${input.organizationId}, ${input.createdBy}, 'done', 1, 1)
  `);
  await db.execute(sql`
    insert into invitation_batch_refusals (batch_id, row, email, reason)
    values (${id}, 1, ${input.email}, 'Already a member of this organisation')
  `);
  return { id };
}
