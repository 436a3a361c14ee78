import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "../../../contracts/notifications";
import type {
  Invitation,
  InvitationList,
  InvitationPreview,
  InvitationResult,
  JoinableOrganization,
  OrganizationDomain,
} from "../../../contracts/organizations";
import { rowsOf } from "../../db/rows";
import { mailMessages } from "../../db/schema";
import { addMember, createAdmin, createLearner, createOrganization } from "../../test/factories";
import { changedTables, databaseFingerprint, signedInSession } from "../../test/route-callers";
import { createTestApp, nextAddress, type TestApp } from "../../test/test-app";
import { useTxtResolver } from "./dns";
import { invitationFixtures, type Org, unique } from "./invitations-fixtures";

/**
 * Issue 20 item 3: invitations, the invitation link, the join link and verified domains, on PGlite and
 * on PostgreSQL. Lists of more than 50 (the job) are in invitations-bulk.test.ts.
 */

let t: TestApp;
/** Moves the app's clock (invitations expire after 7 days). */
let clockOffsetMs = 0;
/** What the stub DNS answers, by domain. */
const txtRecords = new Map<string, string[]>();

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  useTxtResolver(t.app, async (domain) => {
    const records = txtRecords.get(domain);
    if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${domain}`), { code: "ENOTFOUND" });
    // DNS splits long records into chunks of at most 255 characters.
    return records.map((r) => [r.slice(0, 20), r.slice(20)]);
  });
});
afterAll(async () => {
  await t?.close();
});

const { db, person, organisation, memberOf, invite, inviteNow, tokenMailedTo, seatsOf } = invitationFixtures(() => t);

const audit = async (organizationId: string, action: string) =>
  rowsOf<{ actor_id: string; target_id: string; details: Record<string, unknown> }>(
    await db().execute(
      sql`select actor_id, target_id, details from audit_log where organization_id = ${organizationId} and action = ${action} order by id`,
    ),
  );

const membership = async (organizationId: string, userId: string) =>
  rowsOf<{ role: string; department: string | null; manager_id: string | null }>(
    await db().execute(
      sql`select role, department, manager_id from member where organization_id = ${organizationId} and user_id = ${userId}`,
    ),
  )[0];

const invitationRow = async (id: string) =>
  rowsOf<{ status: string; token_hash: string; expires_at: Date | string; last_sent_at: Date | string }>(
    await db().execute(
      sql`select status, token_hash, expires_at, last_sent_at from organization_invitations where id = ${id}`,
    ),
  )[0];

describe("inviting people (POST /api/organizations/{id}/invitations)", () => {
  it("invites a list at once: the invitation, its audit entry and an e-mail whose link is stored only as a digest", async () => {
    const org = await organisation({ seats: 50, departments: ["Operations"] });
    const manager = await memberOf(org, "manager");
    const email = `Ada.${unique()}@Example.com`;
    const results = await inviteNow(org.owner, org, [
      {
        email,
        firstName: "Ada",
        lastName: "Lovelace",
        role: "member",
        department: "operations",
        managerEmail: manager.email,
      },
    ]);
    expect(results).toEqual([
      { row: 1, email: email.toLowerCase(), status: "invited", outcome: "invite", invitationId: expect.any(String) },
    ]);
    const [stored] = rowsOf<Record<string, unknown>>(
      await db().execute(sql`select * from organization_invitations where id = ${results[0].invitationId}`),
    );
    // The department is the organisation's own spelling of it.
    expect(stored).toMatchObject({
      email: email.toLowerCase(),
      first_name: "Ada",
      role: "member",
      department: "Operations",
      manager_email: manager.email,
      status: "pending",
      invited_by: org.owner.id,
    });
    const token = await tokenMailedTo(email.toLowerCase());
    expect(token).toHaveLength(43);
    expect(stored.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    const expiresIn = new Date(stored.expires_at as string).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    const [mail] = await db().select().from(mailMessages).where(eq(mailMessages.toAddress, email.toLowerCase()));
    expect(mail.subject).toBe(`Olive Person invited you to join ${org.name} on PIVOT Learning`);
    expect(mail.textBody).toContain(`http://localhost:5000/invitations/${token}`);
    expect(mail.textBody).toContain("expires in 7 days");
    expect(await audit(org.id, "member.invited")).toEqual([
      {
        actor_id: org.owner.id,
        target_id: results[0].invitationId,
        details: { email: email.toLowerCase(), role: "member", department: "Operations" },
      },
    ]);
    expect((await seatsOf(org.owner, org)).pendingInvitations).toBe(1);
  });

  it("refuses rows by number with the reason, and invites the others", async () => {
    const org = await organisation({ seats: 50, departments: ["Finance"] });
    const other = await organisation({ departments: ["Research"] });
    const existing = await memberOf(org, "member");
    const pending = `pending-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email: pending }]);
    const fine = `fine-${unique()}@example.com`;
    const results = await inviteNow(org.owner, org, [
      { email: "not an address" },
      { email: fine },
      { email: fine.toUpperCase() },
      { email: existing.email },
      { email: pending },
      { email: `dept-${unique()}@example.com`, department: "Research" },
      { email: `manager-${unique()}@example.com`, managerEmail: `nobody-${unique()}@example.com` },
      { email: `role-${unique()}@example.com`, role: "director" },
      "just text",
    ]);
    expect(results.map((r) => [r.row, r.status])).toEqual([
      [1, "refused"],
      [2, "invited"],
      [3, "refused"],
      [4, "refused"],
      [5, "refused"],
      [6, "refused"],
      [7, "refused"],
      [8, "refused"],
      [9, "refused"],
    ]);
    expect(results.map((r) => r.outcome)).toEqual([
      "invalid",
      "invite",
      "duplicate",
      "already_member",
      "already_invited",
      "no_department",
      "no_manager",
      "invalid",
      "invalid",
    ]);
    const reasons = results.map((r) => r.reason);
    expect(reasons[0]).toBe("Enter a valid email address");
    expect(reasons[2]).toBe("Appears more than once in the list (first at row 2)");
    expect(reasons[3]).toBe("Already a member of this organisation");
    expect(reasons[4]).toBe("Already invited: that invitation is still pending");
    // A department of another organisation is not one of this organisation's.
    expect(reasons[5]).toBe('There is no department "Research" in this organisation');
    expect(reasons[6]).toMatch(
      /^The line manager nobody-.* is not a member of this organisation, not invited and not in this list$/,
    );
    expect(reasons[7]).toBe("Role must be one of owner, admin, manager, member");
    expect(reasons[8]).toBe("Each row needs an email");
    expect(
      rowsOf(await db().execute(sql`select 1 from organization_invitations where organization_id = ${other.id}`)),
    ).toEqual([]);
  });

  it("lets an admin invite managers and members only; an owner invites any role", async () => {
    const org = await organisation({ seats: 50 });
    const admin = await memberOf(org, "admin");
    const results = await inviteNow(admin, org, [
      { email: `o-${unique()}@example.com`, role: "owner" },
      { email: `a-${unique()}@example.com`, role: "admin" },
      { email: `m-${unique()}@example.com`, role: "manager" },
      { email: `p-${unique()}@example.com` },
    ]);
    expect(results.map((r) => r.status)).toEqual(["refused", "refused", "invited", "invited"]);
    expect(results[0].reason).toMatch(/^An admin may invite managers and members only/);
    const byOwner = await inviteNow(org.owner, org, [{ email: `a2-${unique()}@example.com`, role: "admin" }]);
    expect(byOwner[0].status).toBe("invited");
  });

  it("refuses managers, members and other organisations' owners (403), and checks the body", async () => {
    const org = await organisation();
    const other = await organisation();
    for (const who of [await memberOf(org, "manager"), await memberOf(org, "member"), other.owner]) {
      const res = await invite(who, org, [{ email: `x-${unique()}@example.com` }]);
      expect(res.statusCode).toBe(403);
    }
    expect((await invite(org.owner, org, [])).statusCode).toBe(400);
    expect((await t.as(null, { method: "POST", url: `/api/organizations/${org.id}/invitations` })).statusCode).toBe(
      401,
    );
  });

  it("takes a seat per invitation: the free organisation's fifth seat is the last", async () => {
    const org = await organisation();
    const results = await inviteNow(
      org.owner,
      org,
      Array.from({ length: 6 }, (_, i) => ({ email: `seat-${i}-${unique()}@example.com` })),
    );
    expect(results.map((r) => r.status)).toEqual(["invited", "invited", "invited", "invited", "refused", "refused"]);
    expect(results[4].reason).toMatch(/^Your organisation has used all 5 of its seats/);
    expect(await seatsOf(org.owner, org)).toMatchObject({ used: 5, pendingInvitations: 4, limit: 5 });
  });

  it("two owners inviting the last free seat at the same moment: one succeeds", async () => {
    const org = await organisation({ seats: 3 });
    const secondOwner = await memberOf(org, "owner");
    const answers = await Promise.all([
      invite(org.owner, org, [{ email: `race-a-${unique()}@example.com` }]),
      invite(secondOwner, org, [{ email: `race-b-${unique()}@example.com` }]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const statuses = answers.map((a) => (a.json().results as InvitationResult[])[0].status).sort();
    expect(statuses).toEqual(["invited", "refused"]);
    expect(await seatsOf(org.owner, org)).toMatchObject({ used: 3, limit: 3 });
  });
});

describe("the list, resend and revoke", () => {
  it("lists newest first, filters by status (expired = pending past its date), pages by cursor", async () => {
    const org = await organisation({ seats: 50 });
    const emails = Array.from({ length: 5 }, (_, i) => `list-${i}-${unique()}@example.com`);
    for (const email of emails) await inviteNow(org.owner, org, [{ email }]);
    const url = `/api/organizations/${org.id}/invitations`;
    const page1 = (await t.as(org.owner, { method: "GET", url: `${url}?limit=2` })).json() as InvitationList;
    expect(page1.items.map((i) => i.email)).toEqual([emails[4], emails[3]]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (
      await t.as(org.owner, { method: "GET", url: `${url}?limit=2&cursor=${page1.nextCursor}` })
    ).json() as InvitationList;
    expect(page2.items.map((i) => i.email)).toEqual([emails[2], emails[1]]);
    const page3 = (
      await t.as(org.owner, { method: "GET", url: `${url}?limit=2&cursor=${page2.nextCursor}` })
    ).json() as InvitationList;
    expect(page3).toEqual({ items: [expect.objectContaining({ email: emails[0] })], nextCursor: null });
    expect((await t.as(org.owner, { method: "GET", url: `${url}?cursor=bm90LWEtY3Vyc29y` })).statusCode).toBe(400);

    clockOffsetMs = 8 * 86_400_000;
    try {
      const expired = (await t.as(org.owner, { method: "GET", url: `${url}?status=expired` })).json() as InvitationList;
      expect(expired.items).toHaveLength(5);
      expect(expired.items.every((i) => i.status === "expired")).toBe(true);
      const pending = (await t.as(org.owner, { method: "GET", url: `${url}?status=pending` })).json() as InvitationList;
      expect(pending.items).toEqual([]);
      // Expired invitations hold no seat.
      expect((await seatsOf(org.owner, org)).pendingInvitations).toBe(0);
    } finally {
      clockOffsetMs = 0;
    }
    const member = await memberOf(org, "member");
    expect((await t.as(member, { method: "GET", url })).statusCode).toBe(403);
  });

  it("resend: a new link (the old one stops working), seven more days, an audit entry", async () => {
    const org = await organisation({ seats: 50 });
    const email = `resend-${unique()}@example.com`;
    const [result] = await inviteNow(org.owner, org, [{ email }]);
    const oldToken = await tokenMailedTo(email);
    const before = await invitationRow(result.invitationId!);
    const res = await t.as(org.owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/invitations/${result.invitationId}/resend`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Invitation).status).toBe("pending");
    const after = await invitationRow(result.invitationId!);
    expect(after.token_hash).not.toBe(before.token_hash);
    expect(new Date(after.last_sent_at).getTime()).toBeGreaterThanOrEqual(new Date(before.last_sent_at).getTime());
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await t.as(null, { method: "GET", url: `/api/invitations/${oldToken}` })).statusCode).toBe(404);
    expect((await t.as(null, { method: "GET", url: `/api/invitations/${newToken}` })).statusCode).toBe(200);
    expect(await audit(org.id, "member.invitation_resent")).toEqual([
      expect.objectContaining({ actor_id: org.owner.id, target_id: result.invitationId, details: { email } }),
    ]);
  });

  it("resending an expired invitation needs a free seat again", async () => {
    const org = await organisation();
    const emails = Array.from({ length: 4 }, (_, i) => `expiring-${i}-${unique()}@example.com`);
    const results = await inviteNow(
      org.owner,
      org,
      emails.map((email) => ({ email })),
    );
    clockOffsetMs = 8 * 86_400_000;
    try {
      // Four seats freed by expiry; four new people take them.
      const fresh = await inviteNow(
        org.owner,
        org,
        Array.from({ length: 4 }, (_, i) => ({ email: `fresh-${i}-${unique()}@example.com` })),
      );
      expect(fresh.every((r) => r.status === "invited")).toBe(true);
      const res = await t.as(org.owner, {
        method: "POST",
        url: `/api/organizations/${org.id}/invitations/${results[0].invitationId}/resend`,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/used all 5 of its seats/);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("revoke: the link stops working (410), the seat is free, an audit entry; twice is a 409", async () => {
    const org = await organisation();
    const email = `revoke-${unique()}@example.com`;
    const [result] = await inviteNow(org.owner, org, [{ email }]);
    const token = await tokenMailedTo(email);
    expect((await seatsOf(org.owner, org)).pendingInvitations).toBe(1);
    const url = `/api/organizations/${org.id}/invitations/${result.invitationId}/revoke`;
    const res = await t.as(org.owner, { method: "POST", url });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Invitation).status).toBe("revoked");
    expect((await seatsOf(org.owner, org)).pendingInvitations).toBe(0);
    const link = await t.as(null, { method: "GET", url: `/api/invitations/${token}` });
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toMatch(/^This invitation was withdrawn/);
    expect((await t.as(org.owner, { method: "POST", url })).statusCode).toBe(409);
    expect(await audit(org.id, "member.invitation_revoked")).toEqual([
      expect.objectContaining({ actor_id: org.owner.id, target_id: result.invitationId }),
    ]);
  });

  it("another organisation's invitation id: 404 through one's own organisation, 403 through theirs, nothing written", async () => {
    const orgA = await organisation();
    const orgB = await organisation();
    const adminB = await memberOf(orgB, "admin");
    const [result] = await inviteNow(orgA.owner, orgA, [{ email: `victim-${unique()}@example.com` }]);
    const before = await databaseFingerprint(t);
    for (const action of ["resend", "revoke"]) {
      const own = await t.as(adminB, {
        method: "POST",
        url: `/api/organizations/${orgB.id}/invitations/${result.invitationId}/${action}`,
      });
      expect(own.statusCode).toBe(404);
      const theirs = await t.as(adminB, {
        method: "POST",
        url: `/api/organizations/${orgA.id}/invitations/${result.invitationId}/${action}`,
      });
      expect(theirs.statusCode).toBe(403);
    }
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);
  });
});

describe("the invitation link", () => {
  it("shows the invitation signed out; 404 for an unknown link, 410 once expired", async () => {
    const org = await organisation();
    const email = `preview-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email, role: "manager" }]);
    const token = await tokenMailedTo(email);
    const res = await t.as(null, { method: "GET", url: `/api/invitations/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json() as InvitationPreview).toMatchObject({
      organizationName: org.name,
      email,
      role: "manager",
      accountExists: false,
      invitedBy: "Olive Person",
    });
    const unknown = await t.as(null, {
      method: "GET",
      url: `/api/invitations/${randomBytes(32).toString("base64url")}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^This invitation link is not valid/);
    expect((await t.as(null, { method: "GET", url: "/api/invitations/not%20a%20token" })).statusCode).toBe(400);
    clockOffsetMs = 8 * 86_400_000;
    try {
      const expired = await t.as(null, { method: "GET", url: `/api/invitations/${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toMatch(new RegExp(`^This invitation expired on .*\\. Ask ${org.name}`));
      const invitee = await person(email);
      const accept = await t.as(invitee, { method: "POST", url: `/api/invitations/${token}/accept` });
      expect(accept.statusCode).toBe(410);
      expect(await membership(org.id, invitee.id)).toBeUndefined();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("accepting: member with the role, department and manager; the active organisation; audited; used once", async () => {
    const org = await organisation({ seats: 10, departments: ["People & Culture"] });
    const manager = await memberOf(org, "manager");
    const email = `joiner-${unique()}@example.com`;
    await inviteNow(org.owner, org, [
      { email, role: "manager", department: "People & Culture", managerEmail: manager.email },
    ]);
    const token = await tokenMailedTo(email);
    const invitee = await person(email.toUpperCase());
    await db().execute(sql`update "user" set email_verified = false where id = ${invitee.id}`);
    const seatsBefore = await seatsOf(org.owner, org);

    const res = await t.as(invitee, { method: "POST", url: `/api/invitations/${token}/accept` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ organizationId: org.id, organizationName: org.name, role: "manager" });
    expect(await membership(org.id, invitee.id)).toEqual({
      role: "manager",
      department: "People & Culture",
      manager_id: manager.id,
    });
    const mine = (await t.as(invitee, { method: "GET", url: "/api/organizations" })).json();
    expect(mine).toEqual([expect.objectContaining({ id: org.id, role: "manager", active: true })]);
    const me = (await t.as(invitee, { method: "GET", url: "/api/auth/user" })).json();
    expect(me.activeOrganizationId).toBe(org.id);
    expect(
      rowsOf<{ email_verified: boolean }>(
        await db().execute(sql`select email_verified from "user" where id = ${invitee.id}`),
      )[0].email_verified,
    ).toBe(true);
    expect(await audit(org.id, "member.joined")).toEqual([
      expect.objectContaining({
        actor_id: invitee.id,
        details: expect.objectContaining({ via: "invitation", role: "manager" }),
      }),
    ]);
    // The pending seat became a member's: the count is unchanged.
    expect((await seatsOf(org.owner, org)).used).toBe(seatsBefore.used);

    const again = await t.as(invitee, { method: "POST", url: `/api/invitations/${token}/accept` });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe("This invitation has already been used.");
  });

  it("the same link accepted twice at once joins once", async () => {
    const org = await organisation();
    const email = `twice-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email }]);
    const token = await tokenMailedTo(email);
    const invitee = await person(email);
    const other = await signedInSession(t, invitee);
    const answers = await Promise.all(
      [invitee, other].map((who) => t.as(who, { method: "POST", url: `/api/invitations/${token}/accept` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(await audit(org.id, "member.joined")).toHaveLength(1);
  });

  it("refuses another signed-in account (403, telling which address to use) and a current member (409), writing nothing", async () => {
    const org = await organisation();
    const existing = await memberOf(org, "member");
    const email = `wrong-${unique()}@example.com`;
    // An invitation to a person who joined by another way after it was sent.
    await inviteNow(org.owner, org, [{ email }, { email: `later-${unique()}@example.com` }]);
    const token = await tokenMailedTo(email);
    const stranger = await person();
    const before = await databaseFingerprint(t);
    const wrong = await t.as(stranger, { method: "POST", url: `/api/invitations/${token}/accept` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      `This invitation is for ${email}, but you are signed in as ${stranger.email}. Sign out, then sign in or create an account as ${email} to accept it.`,
    );
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);

    await db().execute(sql`update organization_invitations set email = ${existing.email} where email = ${email}`);
    const beforeMember = await databaseFingerprint(t);
    const member = await t.as(existing, { method: "POST", url: `/api/invitations/${token}/accept` });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(`You are already a member of ${org.name}.`);
    expect(changedTables(beforeMember, await databaseFingerprint(t))).toEqual([]);
    expect((await t.as(null, { method: "POST", url: `/api/invitations/${token}/accept` })).statusCode).toBe(401);
  });
});

describe("signing up from the invitation link", () => {
  it("without e-mail verification: sign up with the invited address, then accept", async () => {
    const org = await organisation();
    const email = `newcomer-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email }]);
    const token = await tokenMailedTo(email);
    expect((await t.as(null, { method: "GET", url: `/api/invitations/${token}` })).json().accountExists).toBe(false);
    const newcomer = await t.signUp({ email, firstName: "Nia", lastName: "New" });
    expect((await t.as(null, { method: "GET", url: `/api/invitations/${token}` })).json().accountExists).toBe(true);
    const res = await t.as(newcomer, { method: "POST", url: `/api/invitations/${token}/accept` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await membership(org.id, newcomer.id)).toMatchObject({ role: "member" });
  });

  it("with REQUIRE_EMAIL_VERIFICATION: the link confirms the address of the account made from it, with its password", async () => {
    const strict = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: "true" });
    try {
      const sdb = strict.database.db;
      const suffix = unique();
      const org = await createOrganization(sdb, { name: `Strict ${suffix}`, slug: `strict-${suffix}` });
      const ownerUser = await createLearner(sdb, {
        email: `strict-owner-${suffix}@example.com`,
        firstName: "Sam",
        lastName: "Strict",
      });
      await addMember(sdb, { organizationId: org.id, userId: ownerUser.id, role: "owner", department: null });
      const owner = await signedInSession(strict, ownerUser);
      const email = `strict-${suffix}@example.com`;
      const sent = await strict.as(owner, {
        method: "POST",
        url: `/api/organizations/${org.id}/invitations`,
        payload: { invitations: [{ email }] },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const [mail] = await sdb.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
      const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
      const password = "a-long-private-passphrase";
      const address = nextAddress();
      const signUp = await strict.as(null, {
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: address,
        payload: { email, password, firstName: "Vera", lastName: "Verified" },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      expect(signUp.json().token).toBeNull();
      const signIn = () =>
        strict.as(null, {
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress: address,
          payload: { email, password },
        });
      expect((await signIn()).statusCode).toBe(403);

      const confirm = (body: { password: string }, link = token) =>
        strict.as(null, {
          method: "POST",
          url: `/api/invitations/${link}/confirm-address`,
          remoteAddress: address,
          payload: body,
        });
      const wrong = await confirm({ password: "not-the-password" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("Enter the password of the account you created for this invitation");
      expect((await confirm({ password }, randomBytes(32).toString("base64url"))).statusCode).toBe(404);
      expect((await confirm({ password })).statusCode).toBe(200);

      const session = await signIn();
      expect(session.statusCode, session.body).toBe(200);
      const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const accepted = await strict.as(
        { id: session.json().user.id, email, cookie, address },
        { method: "POST", url: `/api/invitations/${token}/accept` },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("the join link", () => {
  it("joins as a member within the seats; 409 for a member or when full; 404 once turned off", async () => {
    const org = await organisation();
    const link = await t.as(org.owner, {
      method: "PATCH",
      url: `/api/organizations/${org.id}`,
      payload: { joinLinkEnabled: true },
    });
    expect(link.statusCode, link.body).toBe(200);
    const joinPath = link.json().joinPath as string;
    const token = joinPath.split("/").at(-1);
    const url = `/api/join/${token}`;

    const preview = await t.as(null, { method: "GET", url });
    expect(preview.json()).toEqual({ organizationName: org.name, seatsAvailable: true, alreadyMember: false });
    expect((await t.as(org.owner, { method: "GET", url })).json().alreadyMember).toBe(true);

    const joiner = await person();
    const res = await t.as(joiner, { method: "POST", url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ organizationId: org.id, organizationName: org.name, role: "member" });
    expect(await membership(org.id, joiner.id)).toMatchObject({ role: "member" });
    expect(await audit(org.id, "member.joined")).toEqual([
      expect.objectContaining({ actor_id: joiner.id, details: { role: "member", via: "join link" } }),
    ]);
    expect((await t.as(joiner, { method: "POST", url })).statusCode).toBe(409);

    // Free organisation: 5 seats; owner + joiner + 3 more fill it.
    for (let i = 0; i < 3; i++) expect((await t.as(await person(), { method: "POST", url })).statusCode).toBe(200);
    expect((await t.as(null, { method: "GET", url })).json().seatsAvailable).toBe(false);
    const full = await t.as(await person(), { method: "POST", url });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/used all 5 of its seats/);

    await t.as(org.owner, {
      method: "PATCH",
      url: `/api/organizations/${org.id}`,
      payload: { joinLinkEnabled: false },
    });
    for (const method of ["GET", "POST"] as const) {
      const off = await t.as(await person(), { method, url });
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe("This join link is no longer active");
    }
  });
});

describe("verified domains", () => {
  it("owner adds a domain, proves it by a TXT record, turns on joining; verified addresses join", async () => {
    const org = await organisation({ seats: 10 });
    const domain = `verified-${unique()}.example`;
    const url = `/api/organizations/${org.id}/domains`;
    const admin = await memberOf(org, "admin");
    expect((await t.as(admin, { method: "POST", url, payload: { domain } })).statusCode).toBe(403);
    expect((await t.as(org.owner, { method: "POST", url, payload: { domain: "not a domain" } })).statusCode).toBe(400);

    const added = await t.as(org.owner, { method: "POST", url, payload: { domain: `@${domain.toUpperCase()}.` } });
    expect(added.statusCode, added.body).toBe(201);
    const claim = added.json() as OrganizationDomain;
    expect(claim).toMatchObject({ domain, verifiedAt: null, autoJoin: false });
    expect(claim.txtRecord).toMatch(/^pivot-verification=[0-9a-f]{32}$/);
    expect((await t.as(org.owner, { method: "POST", url, payload: { domain } })).statusCode).toBe(409);
    expect((await t.as(org.owner, { method: "GET", url })).json()).toEqual([claim]);

    const domainUrl = `${url}/${claim.id}`;
    const early = await t.as(org.owner, { method: "PATCH", url: domainUrl, payload: { autoJoin: true } });
    expect(early.statusCode).toBe(409);
    const missing = await t.as(org.owner, { method: "POST", url: `${domainUrl}/verify` });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/^No TXT record "pivot-verification=/);

    txtRecords.set(domain, ["v=spf1 -all", claim.txtRecord]);
    const verified = await t.as(org.owner, { method: "POST", url: `${domainUrl}/verify` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verifiedAt).toEqual(expect.any(String));
    const on = await t.as(org.owner, { method: "PATCH", url: domainUrl, payload: { autoJoin: true } });
    expect(on.json().autoJoin).toBe(true);

    // Another organisation cannot claim or verify it now.
    const other = await organisation();
    const otherClaim = await t.as(other.owner, {
      method: "POST",
      url: `/api/organizations/${other.id}/domains`,
      payload: { domain },
    });
    expect(otherClaim.statusCode).toBe(409);
    expect(otherClaim.json().message).toMatch(/^Another organisation has already verified/);

    // A verified address at the domain sees the organisation and joins it.
    const colleague = await person(`colleague-${unique()}@${domain}`);
    const joinable = (await t.as(colleague, { method: "GET", url: "/api/organizations/joinable" })).json();
    expect(joinable as JoinableOrganization[]).toEqual([
      { id: org.id, name: org.name, logo: null, domain, seatsAvailable: true },
    ]);
    const joined = await t.as(colleague, {
      method: "POST",
      url: "/api/organizations/join-by-domain",
      payload: { organizationId: org.id },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await membership(org.id, colleague.id)).toMatchObject({ role: "member" });
    expect(await audit(org.id, "member.joined")).toEqual([
      expect.objectContaining({ details: { role: "member", via: "verified domain", domain } }),
    ]);
    expect((await t.as(colleague, { method: "GET", url: "/api/organizations/joinable" })).json()).toEqual([]);

    // An unverified address at the domain, and an address elsewhere, may not.
    const unverified = await person(`unverified-${unique()}@${domain}`);
    await db().execute(sql`update "user" set email_verified = false where id = ${unverified.id}`);
    expect((await t.as(unverified, { method: "GET", url: "/api/organizations/joinable" })).json()).toEqual([]);
    const refused = await t.as(unverified, {
      method: "POST",
      url: "/api/organizations/join-by-domain",
      payload: { organizationId: org.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Confirm your e-mail address first/);
    const outsider = await t.as(await person(), {
      method: "POST",
      url: "/api/organizations/join-by-domain",
      payload: { organizationId: org.id },
    });
    expect(outsider.statusCode).toBe(403);

    const removed = await t.as(org.owner, { method: "DELETE", url: domainUrl });
    expect(removed.statusCode).toBe(200);
    expect((await t.as(org.owner, { method: "GET", url })).json()).toEqual([]);
    expect((await audit(org.id, "domain.added")).length).toBe(1);
    expect((await audit(org.id, "domain.verified")).length).toBe(1);
    expect((await audit(org.id, "domain.removed")).length).toBe(1);
    expect((await audit(org.id, "organization.settings_changed")).map((a) => a.details)).toContainEqual({
      domain,
      autoJoin: true,
    });
  });

  it("a domain another organisation verified first cannot be verified (409); ids of another organisation are 404", async () => {
    const first = await organisation();
    const second = await organisation();
    const domain = `contested-${unique()}.example`;
    const claims = [];
    for (const org of [first, second]) {
      const res = await t.as(org.owner, {
        method: "POST",
        url: `/api/organizations/${org.id}/domains`,
        payload: { domain },
      });
      expect(res.statusCode).toBe(201);
      claims.push(res.json() as OrganizationDomain);
    }
    txtRecords.set(
      domain,
      claims.map((c) => c.txtRecord),
    );
    const verify = (org: Org, claim: OrganizationDomain) =>
      t.as(org.owner, { method: "POST", url: `/api/organizations/${org.id}/domains/${claim.id}/verify` });
    expect((await verify(first, claims[0])).statusCode).toBe(200);
    const lost = await verify(second, claims[1]);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toMatch(/^Another organisation has already verified/);

    const before = await databaseFingerprint(t);
    expect((await verify(second, claims[0])).statusCode).toBe(404);
    const foreign = await t.as(second.owner, {
      method: "DELETE",
      url: `/api/organizations/${second.id}/domains/${claims[0].id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);
  });
});

describe("the admin outbox", () => {
  it("shows that an invitation was sent, never its link", async () => {
    const org = await organisation();
    const email = `outbox-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email }]);
    const token = await tokenMailedTo(email);
    const [stored] = await db().select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    const siteAdmin = await signedInSession(
      t,
      await createAdmin(db(), { email: `outbox-admin-${unique()}@example.com`, firstName: "Al", lastName: "Admin" }),
    );
    const res = await t.as(siteAdmin, { method: "GET", url: `/api/admin/outbox/${stored.id}` });
    expect(res.statusCode).toBe(200);
    const shown = res.json() as OutboxMessage;
    expect(shown.text).toContain("http://localhost:5000/invitations/[hidden]");
    expect(res.body).not.toContain(token);
    const list = await t.as(siteAdmin, { method: "GET", url: `/api/admin/outbox?to=${encodeURIComponent(email)}` });
    expect(list.body).not.toContain(token);
  });
});
