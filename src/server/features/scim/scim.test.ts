import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { queryRows } from "../../db/rows";
import {
  addMember,
  createLearner,
  createOrganization,
  createOrganizationPlan,
  createVerifiedDomainRow,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { createScimUserRow } from "./scim-fixtures";

/**
 * Issue 21 item 2: the SCIM 2.0 life cycle (create → update → deactivate → reactivate → delete) with
 * the requests Okta and Entra ID send, the person's access at each step, and every refusal in SCIM's
 * error format.
 */

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";
const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";

interface Org {
  id: string;
  owner: TestUser;
  token: string;
  /** A domain the organisation has verified: the addresses its token may make accounts for. */
  domain: string;
}

/** An organisation with a verified domain, its owner (signed in) and a SCIM token the owner made through the API. */
async function organisation(options: { seats?: number } = {}): Promise<Org> {
  const suffix = randomBytes(4).toString("hex");
  const org = await createOrganization(db(), { name: `SCIM ${suffix}`, slug: `scim-${suffix}` });
  const ownerRow = await createLearner(db(), {
    email: `owner-${suffix}@scim-owner.example.com`,
    firstName: "Olive",
    lastName: "Owner",
  });
  await addMember(db(), { organizationId: org.id, userId: ownerRow.id, role: "owner", department: null });
  if (options.seats !== undefined)
    await createOrganizationPlan(db(), {
      organizationId: org.id,
      planId: "team_leader",
      billingCycle: "monthly",
      seats: options.seats,
      invoiceRef: "SCIM-TEST",
      now: new Date(),
    });
  const owner = await signedInSession(t, ownerRow);
  const created = await t.as(owner, {
    method: "POST",
    url: `/api/organizations/${org.id}/scim/tokens`,
    payload: { name: "Okta" },
  });
  expect(created.statusCode).toBe(201);
  const domain = `scim-${suffix}.example.com`;
  await createVerifiedDomainRow(db(), { organizationId: org.id, domain, now: new Date() });
  return { id: org.id, owner, token: created.json().token, domain };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function scim(
  token: string | null,
  method: Method,
  path: string,
  body?: unknown,
  contentType = "application/scim+json",
) {
  return t.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": contentType }),
    },
    payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The answer is SCIM's error format with this status (and scimType). */
function expectScimError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  scimType?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/scim\+json/);
  const body = JSON.parse(res.body);
  expect(body.schemas).toEqual([ERROR]);
  expect(body.status).toBe(String(status));
  expect(typeof body.detail).toBe("string");
  expect(body.detail.length).toBeGreaterThan(0);
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
}

const patchOp = (...operations: unknown[]) => ({ schemas: [PATCH_OP], Operations: operations });

/** What Okta sends to create a person (Okta's SCIM 2.0 reference). */
const oktaUser = (email: string, externalId: string) => ({
  schemas: [USER],
  userName: email,
  name: { givenName: "Test", familyName: "User" },
  emails: [{ primary: true, value: email, type: "work" }],
  displayName: "Test User",
  locale: "en-US",
  externalId,
  groups: [],
  password: "1mz050nq",
  active: true,
});

/** What Entra ID sends to create a person (its SCIM validator's requests). */
const entraUser = (userName: string, email: string, externalId: string) => ({
  schemas: [USER, ENTERPRISE],
  externalId,
  userName,
  active: true,
  emails: [{ primary: true, type: "work", value: email }],
  meta: { resourceType: "User" },
  name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
  roles: [],
});

async function membership(orgId: string, userId: string) {
  const [row] = await queryRows<{ role: string; department: string | null }>(
    db(),
    sql`select role, department from member where organization_id = ${orgId} and user_id = ${userId}`,
  );
  return row ?? null;
}

const seatsUsed = async (org: Org) => {
  const res = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}` });
  expect(res.statusCode).toBe(200);
  return res.json().seats.used as number;
};

async function accountOf(email: string) {
  const [row] = await queryRows<{ id: string; email: string }>(
    db(),
    sql`select id, email from "user" where email = ${email}`,
  );
  return row;
}

describe("authentication", () => {
  it("answers 401 in SCIM's format without a token, with a wrong one, and a cookie does not count", async () => {
    const org = await organisation();
    expectScimError(await scim(null, "GET", "/ServiceProviderConfig"), 401);
    expectScimError(await scim("pivot_scim_not-a-token", "GET", "/ServiceProviderConfig"), 401);
    expectScimError(await scim("Basic abc", "GET", "/Users"), 401);
    const withCookie = await t.as(org.owner, { method: "GET", url: "/scim/v2/Users" });
    expectScimError(withCookie, 401);
    expect(withCookie.headers["www-authenticate"]).toMatch(/^Bearer/);
    // An unknown path needs a token too.
    expectScimError(await scim(null, "GET", "/Nothing"), 401);
    expectScimError(await scim(org.token, "GET", "/Nothing"), 404);
  });

  it("serves the discovery documents to a valid token", async () => {
    const org = await organisation();
    const config = await scim(org.token, "GET", "/ServiceProviderConfig");
    expect(config.statusCode).toBe(200);
    expect(config.headers["content-type"]).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim(org.token, "GET", "/ResourceTypes");
    expect(types.json().Resources.map((r: { id: string }) => r.id)).toEqual(["User", "Group"]);
    const schemas = await scim(org.token, "GET", "/Schemas");
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toEqual([USER, ENTERPRISE, GROUP]);
    expect((await scim(org.token, "GET", `/Schemas/${USER}`)).json().name).toBe("User");
    expectScimError(await scim(org.token, "GET", "/Schemas/urn:nothing"), 404);
  });

  it("is refused from the next request once the owner revokes the token", async () => {
    const org = await organisation();
    const list = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/scim/tokens` });
    expect(list.statusCode).toBe(200);
    expect(list.json().baseUrl).toBe("http://localhost:5000/scim/v2");
    const [token] = list.json().tokens;
    expect(token).toMatchObject({ name: "Okta", createdByName: "Olive Owner" });
    expect(org.token.startsWith(token.prefix)).toBe(true);
    expect(JSON.stringify(list.json())).not.toContain(org.token);
    expect((await scim(org.token, "GET", "/Users")).statusCode).toBe(200);
    const used = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/scim/tokens` });
    expect(used.json().tokens[0].lastUsedAt).not.toBeNull();

    const revoked = await t.as(org.owner, {
      method: "DELETE",
      url: `/api/organizations/${org.id}/scim/tokens/${token.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expectScimError(await scim(org.token, "GET", "/Users"), 401);
    const after = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/scim/tokens` });
    expect(after.json().tokens).toEqual([]);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${org.id} and action like 'scim.token_%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["scim.token_created", "scim.token_revoked"]);
  });

  it("lets only owners manage tokens", async () => {
    const org = await organisation();
    for (const role of ["admin", "manager", "member"] as OrganizationRole[]) {
      const someone = await createLearner(db(), {
        email: `${role}-${randomBytes(3).toString("hex")}@scim-roles.example.com`,
        firstName: "Role",
        lastName: role,
      });
      await addMember(db(), { organizationId: org.id, userId: someone.id, role, department: null });
      const session = await signedInSession(t, someone);
      const list = await t.as(session, { method: "GET", url: `/api/organizations/${org.id}/scim/tokens` });
      expect(list.statusCode).toBe(403);
      const create = await t.as(session, {
        method: "POST",
        url: `/api/organizations/${org.id}/scim/tokens`,
        payload: { name: "Mine" },
      });
      expect(create.statusCode).toBe(403);
    }
  });
});

describe("the life cycle, as Okta sends it", () => {
  it("creates, finds, updates, deactivates, reactivates and deletes a person, with their access at each step", async () => {
    const org = await organisation({ seats: 10 });
    const email = `test.user.${randomBytes(3).toString("hex")}@${org.domain}`;
    const seatsBefore = await seatsUsed(org);

    // Okta looks the person up first, then creates them.
    const lookup = await scim(
      org.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1, itemsPerPage: 0 });

    const created = await scim(org.token, "POST", "/Users", oktaUser(email, "00ujl29u0le5T6Aj10h7"));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(created.headers.location).toBe(`http://localhost:5000/scim/v2/Users/${user.id}`);
    expect(user).toMatchObject({
      userName: email,
      externalId: "00ujl29u0le5T6Aj10h7",
      active: true,
      name: { givenName: "Test", familyName: "User" },
      emails: [{ value: email, primary: true }],
      meta: { resourceType: "User" },
    });
    expect(JSON.stringify(user)).not.toContain("1mz050nq");
    const account = await accountOf(email);
    expect(await membership(org.id, account.id)).toEqual({ role: "member", department: null });
    expect(await seatsUsed(org)).toBe(seatsBefore + 1);

    // The person signs in (SSO, or a password they set) and works in the organisation.
    const person = await signedInSession(t, account);
    expect((await t.as(person, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);
    expect((await t.as(person, { method: "GET", url: "/api/auth/user" })).json().organizationIds).toBeUndefined();

    // Found by each filter Okta and Entra ID use.
    for (const filter of [
      `userName eq "${email.toUpperCase()}"`,
      'externalId eq "00ujl29u0le5T6Aj10h7"',
      `emails.value eq "${email}"`,
      `emails[type eq "work" and value eq "${email}"]`,
      `id eq "${user.id}"`,
    ]) {
      const found = await scim(org.token, "GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(found.statusCode, filter).toBe(200);
      expect(found.json().totalResults, filter).toBe(1);
      expect(found.json().Resources[0].id, filter).toBe(user.id);
    }
    expect((await scim(org.token, "GET", `/Users/${user.id}`)).json().userName).toBe(email);

    // Update: Okta's PUT with the whole resource.
    const put = await scim(org.token, "PUT", `/Users/${user.id}`, {
      ...oktaUser(email, "00ujl29u0le5T6Aj10h7"),
      id: user.id,
      name: { givenName: "Tess", familyName: "Userton" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().name).toMatchObject({ givenName: "Tess", familyName: "Userton", formatted: "Tess Userton" });

    // Deactivate: Okta's PATCH. Sessions end at once (the cached one too), the seat is freed.
    const deactivated = await scim(
      org.token,
      "PATCH",
      `/Users/${user.id}`,
      patchOp({ op: "replace", value: { active: false } }),
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);
    expect((await t.as(person, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(401);
    expect(await membership(org.id, account.id)).toBeNull();
    expect(await seatsUsed(org)).toBe(seatsBefore);
    const sessions = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from session where user_id = ${account.id}`,
    );
    expect(sessions[0].n).toBe(0);
    const inactive = await scim(org.token, "GET", `/Users?filter=${encodeURIComponent("active eq false")}`);
    expect(inactive.json().Resources.map((r: { id: string }) => r.id)).toContain(user.id);

    // Signing in again: a member no more.
    const again = await signedInSession(t, account);
    expect((await t.as(again, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(403);

    // Reactivate: the membership comes back, within the seats.
    const reactivated = await scim(
      org.token,
      "PATCH",
      `/Users/${user.id}`,
      patchOp({ op: "replace", value: { active: true } }),
    );
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().active).toBe(true);
    expect(await membership(org.id, account.id)).toEqual({ role: "member", department: null });
    expect(await seatsUsed(org)).toBe(seatsBefore + 1);
    expect((await t.as(again, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);

    // Delete: the record and the membership go; the account stays (their own progress is theirs).
    const deleted = await scim(org.token, "DELETE", `/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    expectScimError(await scim(org.token, "GET", `/Users/${user.id}`), 404);
    expect(await membership(org.id, account.id)).toBeNull();
    expect(await accountOf(email)).toBeDefined();
    expect((await t.as(again, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect(await seatsUsed(org)).toBe(seatsBefore);

    const actions = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${org.id} and action like 'scim.user_%' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "scim.user_provisioned",
      "scim.user_updated",
      "scim.user_deactivated",
      "scim.user_reactivated",
      "scim.user_deprovisioned",
    ]);
  });
});

describe("the life cycle, as Entra ID sends it", () => {
  it('takes Entra\'s PATCH forms: path operations, capitalised ops, "False" strings, the enterprise department', async () => {
    const org = await organisation({ seats: 10 });
    const hex = randomBytes(3).toString("hex");
    const email = `entra.user.${hex}@${org.domain}`;
    const userName = `Test_User_${hex}@${org.domain}`;
    const created = await scim(
      org.token,
      "POST",
      "/Users",
      entraUser(userName, email, `ext-${hex}`),
      "application/json",
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const account = await accountOf(email);
    expect(account).toBeDefined();

    const byExternalId = await scim(
      org.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`externalId eq "ext-${hex}"`)}`,
    );
    expect(byExternalId.json().Resources.map((r: { id: string }) => r.id)).toEqual([id]);

    const updated = await scim(
      org.token,
      "PATCH",
      `/Users/${id}`,
      patchOp(
        { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
        { op: "Add", path: `emails[type eq "work"].value`, value: email },
        { op: "Add", path: `${ENTERPRISE}:department`, value: "Research" },
        { op: "Replace", path: "displayName", value: "Whatever" },
        { op: "Add", path: `phoneNumbers[type eq "work"].value`, value: "+44 20 7946 0000" },
        { op: "Replace", path: "title", value: "Analyst" },
      ),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: { familyName: "updatedFamilyName" },
      [ENTERPRISE]: { department: "Research" },
    });
    expect(updated.json().groups[0].display).toBe("Research");
    expect(await membership(org.id, account.id)).toEqual({ role: "member", department: "Research" });

    const person = await signedInSession(t, account);
    expect((await t.as(person, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);

    const off = await scim(
      org.token,
      "PATCH",
      `/Users/${id}`,
      patchOp({ op: "Replace", path: "active", value: "False" }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await t.as(person, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(401);
    expect(await membership(org.id, account.id)).toBeNull();
    // The department is kept for reactivation.
    expect((await scim(org.token, "GET", `/Users/${id}`)).json()[ENTERPRISE]).toEqual({ department: "Research" });

    const on = await scim(
      org.token,
      "PATCH",
      `/Users/${id}`,
      patchOp({ op: "Replace", path: "active", value: "True" }),
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(await membership(org.id, account.id)).toEqual({ role: "member", department: "Research" });

    const gone = await scim(org.token, "DELETE", `/Users/${id}`);
    expect(gone.statusCode).toBe(204);
    expect(await membership(org.id, account.id)).toBeNull();
  });
});

describe("the e-mail change, as Entra ID and Okta send it", () => {
  // Microsoft's "Update User [Multi-valued properties]" request, verbatim, from "Tutorial: Develop and
  // plan provisioning for a SCIM endpoint in Microsoft Entra ID"
  // (https://learn.microsoft.com/en-us/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups).
  const ENTRA_EMAIL_CHANGE = `{
    "schemas": ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    "Operations": [
            {
            "op": "Replace",
            "path": "emails[type eq \\"work\\"].value",
            "value": "updatedEmail@microsoft.com"
            },
            {
            "op": "Replace",
            "path": "name.familyName",
            "value": "updatedFamilyName"
            }
    ]
}`;

  /** A person Entra provisioned at the organisation's domain: their SCIM id and account. */
  async function entraPerson(org: Org) {
    const hex = randomBytes(3).toString("hex");
    const email = `entra.mover.${hex}@${org.domain}`;
    const created = await scim(org.token, "POST", "/Users", entraUser(email, email, `ext-mover-${hex}`));
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, email, account: await accountOf(email) };
  }

  const familyName = async (org: Org, id: string) =>
    (await scim(org.token, "GET", `/Users/${id}`)).json().name.familyName as string;

  it("takes Microsoft's documented request when the new address is at a verified domain", async () => {
    const org = await organisation({ seats: 10 });
    await createVerifiedDomainRow(db(), { organizationId: org.id, domain: "microsoft.com", now: new Date() });
    const person = await entraPerson(org);
    const session = await signedInSession(t, person.account);

    const res = await scim(org.token, "PATCH", `/Users/${person.id}`, ENTRA_EMAIL_CHANGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      emails: [{ value: "updatedemail@microsoft.com", type: "work", primary: true }],
      name: { familyName: "updatedFamilyName" },
    });
    const [account] = await queryRows<{ email: string; email_verified: boolean; last_name: string }>(
      db(),
      sql`select email, email_verified, last_name from "user" where id = ${person.account.id}`,
    );
    expect(account).toEqual({
      email: "updatedemail@microsoft.com",
      email_verified: true,
      last_name: "updatedFamilyName",
    });
    expect(await accountOf(person.email)).toBeUndefined();
    const found = await scim(
      org.token,
      "GET",
      `/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "updatedEmail@microsoft.com"')}`,
    );
    expect(found.json().Resources.map((r: { id: string }) => r.id)).toEqual([person.id]);
    // The person keeps working, as the same account.
    expect((await t.as(session, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(
      db(),
      sql`select details from audit_log where organization_id = ${org.id} and action = 'scim.user_updated' order by id desc limit 1`,
    );
    expect(audit.details).toMatchObject({
      before: { email: person.email },
      after: { email: "updatedemail@microsoft.com" },
    });
  });

  it("refuses an address outside the verified domains, naming the operation and applying none of the request", async () => {
    // This organisation has not verified microsoft.com.
    const org = await organisation({ seats: 10 });
    const person = await entraPerson(org);
    const refused = expectScimError(
      await scim(org.token, "PATCH", `/Users/${person.id}`, ENTRA_EMAIL_CHANGE),
      400,
      "invalidValue",
    );
    expect(refused.detail).toContain('Operations[0] (replace emails[type eq "work"].value)');
    expect(refused.detail).toContain("none of this request's operations was applied");
    expect(refused.detail).toContain("has not verified the domain microsoft.com");
    expect(await familyName(org, person.id)).toBe("familyName");
    expect((await accountOf(person.email))?.id).toBe(person.account.id);
  });

  it("refuses an address another account has (409), and the change of a person's own address", async () => {
    const org = await organisation({ seats: 10 });
    const person = await entraPerson(org);
    const holder = await createLearner(db(), {
      email: `holder-${randomBytes(3).toString("hex")}@${org.domain}`,
      firstName: "Hol",
      lastName: "Der",
    });
    const taken = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${person.id}`,
        patchOp(
          { op: "Replace", path: "name.familyName", value: "Lost" },
          { op: "Replace", path: 'emails[type eq "work"].value', value: holder.email.toUpperCase() },
        ),
      ),
      409,
      "uniqueness",
    );
    expect(taken.detail).toContain("Operations[1] (replace emails[type eq");
    expect(taken.detail).toContain(`Another account already has the address ${holder.email}`);
    expect(await familyName(org, person.id)).toBe("familyName");

    // A member linked at an address the organisation has not verified: the account is the person's own.
    const colleague = await createLearner(db(), {
      email: `own-${randomBytes(3).toString("hex")}@elsewhere.example.com`,
      firstName: "Own",
      lastName: "Address",
    });
    await addMember(db(), { organizationId: org.id, userId: colleague.id, role: "member", department: null });
    const linked = await scim(org.token, "POST", "/Users", { userName: colleague.email });
    expect(linked.statusCode, linked.body).toBe(201);
    const own = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${linked.json().id}`,
        patchOp({ op: "replace", path: 'emails[type eq "work"].value', value: `own@${org.domain}` }),
      ),
      400,
      "mutability",
    );
    expect(own.detail).toContain(`${colleague.email} is not at a domain the organisation has verified`);
    expect(await accountOf(colleague.email)).toBeDefined();
  });

  it("takes Okta's PUT with the new address and userName", async () => {
    const org = await organisation({ seats: 10 });
    const hex = randomBytes(3).toString("hex");
    const email = `okta.mover.${hex}@${org.domain}`;
    const created = await scim(org.token, "POST", "/Users", oktaUser(email, `00u${hex}`));
    expect(created.statusCode, created.body).toBe(201);
    const moved = `okta.moved.${hex}@${org.domain}`;
    const put = await scim(org.token, "PUT", `/Users/${created.json().id}`, {
      ...oktaUser(moved, `00u${hex}`),
      id: created.json().id,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ userName: moved, emails: [{ value: moved }] });
    expect(await accountOf(moved)).toBeDefined();
    expect(await accountOf(email)).toBeUndefined();
  });

  it("names the refused operation of a Users or Groups PATCH and applies none of the others", async () => {
    const org = await organisation({ seats: 10 });
    const person = await entraPerson(org);
    const unknown = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${person.id}`,
        patchOp(
          { op: "Replace", path: "name.familyName", value: "Lost" },
          { op: "Replace", path: "favouriteColour", value: "red" },
        ),
      ),
      400,
      "invalidPath",
    );
    expect(unknown.detail).toContain("Operations[1] (replace favouriteColour) was refused");
    expect(await familyName(org, person.id)).toBe("familyName");

    const badOp = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${person.id}`,
        patchOp({ op: "Replace", path: "name.familyName", value: "Lost" }, { op: "move", path: "active", value: true }),
      ),
      400,
      "invalidValue",
    );
    expect(badOp.detail).toContain("Operations[1] (move active) was refused");

    const group = await scim(org.token, "POST", "/Groups", { schemas: [GROUP], displayName: "Atomic" });
    expect(group.statusCode, group.body).toBe(201);
    const groupRefused = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Groups/${group.json().id}`,
        patchOp({ op: "replace", path: "displayName", value: "Renamed" }, { op: "remove", path: "displayName" }),
      ),
      400,
      "mutability",
    );
    expect(groupRefused.detail).toContain("Operations[1] (remove displayName) was refused");
    expect((await scim(org.token, "GET", `/Groups/${group.json().id}`)).json().displayName).toBe("Atomic");
  });
});

describe("paging", () => {
  it("pages with startIndex and count (RFC 7644 §3.4.2.4)", async () => {
    const org = await organisation({ seats: 20 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await scim(org.token, "POST", "/Users", {
        userName: `page-${i}-${randomBytes(3).toString("hex")}@${org.domain}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const first = (await scim(org.token, "GET", "/Users?startIndex=1&count=2")).json();
    expect(first).toMatchObject({ totalResults: 5, startIndex: 1, itemsPerPage: 2 });
    const second = (await scim(org.token, "GET", "/Users?startIndex=3&count=2")).json();
    const third = (await scim(org.token, "GET", "/Users?startIndex=5&count=2")).json();
    expect(third.itemsPerPage).toBe(1);
    expect([...first.Resources, ...second.Resources, ...third.Resources].map((r: { id: string }) => r.id)).toEqual(ids);
    // Below 1 is 1; a negative count is 0.
    expect((await scim(org.token, "GET", "/Users?startIndex=0&count=1")).json().Resources[0].id).toBe(ids[0]);
    expect((await scim(org.token, "GET", "/Users?count=-4")).json()).toMatchObject({
      totalResults: 5,
      itemsPerPage: 0,
    });
    expect((await scim(org.token, "GET", "/Users?attributes=userName")).json().Resources[0]).not.toHaveProperty(
      "emails",
    );
  });
});

describe("groups are departments", () => {
  it("creates, finds, fills, renames, empties and deletes a group as Okta and Entra ID send them", async () => {
    const org = await organisation({ seats: 20 });
    const people: { id: string; userId: string }[] = [];
    for (const name of ["ada", "bo"]) {
      const email = `${name}-${randomBytes(3).toString("hex")}@${org.domain}`;
      const res = await scim(org.token, "POST", "/Users", { userName: email });
      expect(res.statusCode, res.body).toBe(201);
      people.push({ id: res.json().id, userId: (await accountOf(email)).id });
    }
    // Okta's group push.
    const created = await scim(org.token, "POST", "/Groups", {
      schemas: [GROUP],
      displayName: "Engineering",
      members: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ displayName: "Engineering", members: [] });
    const departments = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/departments` });
    expect(departments.json().map((d: { id: number; name: string }) => [String(d.id), d.name])).toContainEqual([
      group.id,
      "Engineering",
    ]);

    const found = await scim(
      org.token,
      "GET",
      `/Groups?filter=${encodeURIComponent('displayName eq "engineering"')}&excludedAttributes=members`,
    );
    expect(found.json().totalResults).toBe(1);
    expect(found.json().Resources[0]).not.toHaveProperty("members");

    // Okta adds members.
    const added = await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "add", path: "members", value: people.map((p) => ({ value: p.id, display: "x" })) }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(
      added
        .json()
        .members.map((m: { value: string }) => m.value)
        .sort(),
    ).toEqual(people.map((p) => p.id).sort());
    expect(await membership(org.id, people[0].userId)).toEqual({ role: "member", department: "Engineering" });
    const withMember = await scim(
      org.token,
      "GET",
      `/Groups?filter=${encodeURIComponent(`members[value eq "${people[0].id}"]`)}`,
    );
    expect(withMember.json().Resources.map((g: { id: string }) => g.id)).toEqual([group.id]);

    // Okta removes one by a value filter; Entra removes the other with a value list.
    const oktaRemove = await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "remove", path: `members[value eq "${people[0].id}"]` }),
    );
    expect(oktaRemove.statusCode, oktaRemove.body).toBe(200);
    expect(await membership(org.id, people[0].userId)).toEqual({ role: "member", department: null });
    const entraRemove = await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "Remove", path: "members", value: [{ value: people[1].id }] }),
    );
    expect(entraRemove.statusCode).toBe(200);
    expect(entraRemove.json().members).toEqual([]);

    // Entra adds back and renames; Okta's replace carries the id in its value.
    await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "Add", path: "members", value: [{ value: people[1].id }] }),
    );
    const renamed = await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "Replace", path: "displayName", value: "Platform" }),
    );
    expect(renamed.json().displayName).toBe("Platform");
    expect(await membership(org.id, people[1].userId)).toEqual({ role: "member", department: "Platform" });
    const okta = await scim(
      org.token,
      "PATCH",
      `/Groups/${group.id}`,
      patchOp({ op: "replace", value: { id: group.id, displayName: "Platform Eng" } }),
    );
    expect(okta.statusCode, okta.body).toBe(200);
    expect(await membership(org.id, people[1].userId)).toEqual({ role: "member", department: "Platform Eng" });

    // PUT replaces the members.
    const put = await scim(org.token, "PUT", `/Groups/${group.id}`, {
      schemas: [GROUP],
      displayName: "Platform Eng",
      members: [{ value: people[0].id }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().members.map((m: { value: string }) => m.value)).toEqual([people[0].id]);
    expect(await membership(org.id, people[1].userId)).toEqual({ role: "member", department: null });

    expectScimError(await scim(org.token, "POST", "/Groups", { displayName: "platform eng" }), 409, "uniqueness");

    const deleted = await scim(org.token, "DELETE", `/Groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expectScimError(await scim(org.token, "GET", `/Groups/${group.id}`), 404);
    expect(await membership(org.id, people[0].userId)).toEqual({ role: "member", department: null });
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${org.id} and action like 'scim.group_%' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "scim.group_created",
      ...Array(7).fill("scim.group_updated"),
      "scim.group_deleted",
    ]);
  });
});

describe("schemas as the vendors send them (RFC 7643 §3)", () => {
  // Microsoft Entra ID's "Create Group" request, from "Tutorial: Develop and plan provisioning for a SCIM
  // endpoint in Microsoft Entra ID" (https://learn.microsoft.com/en-us/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups).
  const ENTRA_GROUP_EXTENSION = "http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group";
  const entraCreateGroup = (displayName: string) => ({
    schemas: [GROUP, ENTRA_GROUP_EXTENSION],
    externalId: "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
    displayName,
    meta: { resourceType: "Group" },
  });
  // Okta's "Create Groups" request, from "Okta and SCIM Version 2.0"
  // (https://developer.okta.com/docs/api/openapi/okta-scim/guides/scim-20).
  const oktaCreateGroup = (displayName: string) => ({ schemas: [GROUP], displayName, members: [] });

  it("creates Entra's group with its extension schema, and Okta's, as departments", async () => {
    const org = await organisation();
    const entra = await scim(org.token, "POST", "/Groups", entraCreateGroup("Entra Finance"));
    expect(entra.statusCode, entra.body).toBe(201);
    expect(entra.json()).toMatchObject({
      schemas: [GROUP],
      displayName: "Entra Finance",
      externalId: "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
    });
    const okta = await scim(org.token, "POST", "/Groups", oktaCreateGroup("Test SCIMv2"));
    expect(okta.statusCode, okta.body).toBe(201);
    const departments = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/departments` });
    const names = departments.json().map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(["Entra Finance", "Test SCIMv2"]));
    // PUT with the same schemas, as Entra replaces a group.
    const put = await scim(org.token, "PUT", `/Groups/${entra.json().id}`, entraCreateGroup("Entra Finance UK"));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().displayName).toBe("Entra Finance UK");
  });

  it("accepts a user with an extension it does not know, dropping that extension's attributes", async () => {
    const org = await organisation();
    const email = `custom-${randomBytes(3).toString("hex")}@${org.domain}`;
    const custom = "urn:okta:scim:schemas:extension:custom:2.0:User";
    const res = await scim(org.token, "POST", "/Users", {
      ...oktaUser(email, "ext-custom-1"),
      schemas: [USER, ENTERPRISE, custom],
      [ENTERPRISE]: { department: "Research" },
      [custom]: { favouriteColour: "teal" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain("teal");
    expect(await membership(org.id, (await accountOf(email)).id)).toEqual({ role: "member", department: "Research" });
  });

  it("still needs the core schema, and refuses another resource's core schema or a non-URI", async () => {
    const org = await organisation();
    const refusals: [string, unknown][] = [
      ["/Groups", { schemas: [ENTRA_GROUP_EXTENSION], displayName: "No core" }],
      ["/Groups", { schemas: [GROUP, USER], displayName: "Two cores" }],
      ["/Groups", { schemas: [], displayName: "Empty" }],
      ["/Groups", { schemas: [GROUP, "not a uri"], displayName: "Spaces" }],
      ["/Users", { schemas: [GROUP], userName: "x@extensions.example.com" }],
      ["/Users", { schemas: [USER, PATCH_OP], userName: "x@extensions.example.com" }],
      ["/Users", { schemas: [USER, 7], userName: "x@extensions.example.com" }],
      // An attribute under an extension the resource does not name is still unknown.
      ["/Users", { schemas: [USER], userName: "x@extensions.example.com", "urn:acme:ext:2.0:User": { a: 1 } }],
    ];
    for (const [path, body] of refusals) {
      const detail = expectScimError(await scim(org.token, "POST", path, body), 400, "invalidValue").detail;
      expect(detail.length).toBeGreaterThan(0);
    }
  });
});

describe("refusals, in SCIM's error format", () => {
  let org: Org;
  let other: Org;
  let userId: string;
  beforeAll(async () => {
    org = await organisation({ seats: 50 });
    other = await organisation({ seats: 50 });
    const res = await scim(
      org.token,
      "POST",
      "/Users",
      oktaUser(`refusals-${randomBytes(3).toString("hex")}@${org.domain}`, "ext-refusals"),
    );
    expect(res.statusCode, res.body).toBe(201);
    userId = res.json().id;
  });

  it("refuses malformed filters and unknown filter attributes with invalidFilter", async () => {
    for (const filter of [
      'userName eq "unterminated',
      "userName eq",
      '(userName eq "a"',
      'nonsense eq "x"',
      'password eq "x"',
      "",
    ]) {
      expectScimError(
        await scim(org.token, "GET", `/Users?filter=${encodeURIComponent(filter)}`),
        400,
        "invalidFilter",
      );
    }
    expectScimError(
      await scim(org.token, "GET", `/Groups?filter=${encodeURIComponent('owner eq "x"')}`),
      400,
      "invalidFilter",
    );
    expectScimError(await scim(org.token, "GET", "/Users?startIndex=abc"), 400, "invalidValue");
  });

  it("refuses unknown attributes: invalidPath in a PATCH path, invalidValue in a body", async () => {
    expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${userId}`,
        patchOp({ op: "replace", path: "favouriteColour", value: "red" }),
      ),
      400,
      "invalidPath",
    );
    expectScimError(
      await scim(org.token, "PATCH", `/Users/${userId}`, patchOp({ op: "replace", value: { shoeSize: 9 } })),
      400,
      "invalidPath",
    );
    expectScimError(
      await scim(org.token, "POST", "/Users", { userName: "x@unknown.example.com", shoeSize: 9 }),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(org.token, "POST", "/Users", { userName: "x@unknown.example.com", schemas: ["urn:acme:custom"] }),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(org.token, "PATCH", `/Users/${userId}`, patchOp({ op: "replace", path: "active", value: "maybe" })),
      400,
      "invalidValue",
    );
    expectScimError(
      await scim(org.token, "PATCH", `/Users/${userId}`, patchOp({ op: "move", path: "active", value: true })),
      400,
      "invalidValue",
    );
    expectScimError(await scim(org.token, "PATCH", `/Users/${userId}`, { Operations: [] }), 400, "invalidValue");
    expectScimError(
      await scim(org.token, "PATCH", `/Users/${userId}`, patchOp({ op: "replace", path: "groups", value: [] })),
      400,
      "mutability",
    );
    expectScimError(await scim(org.token, "POST", "/Users", { name: { givenName: "No" } }), 400, "invalidValue");
    expectScimError(await scim(org.token, "POST", "/Users", "{not json"), 400, "invalidSyntax");
    expectScimError(await scim(org.token, "POST", "/Users", "[1,2]"), 400, "invalidSyntax");
    expectScimError(await scim(org.token, "POST", "/Users", "userName=x", "text/plain"), 415);
    expectScimError(
      await scim(org.token, "PATCH", "/Groups/1", patchOp({ op: "add", path: "owners", value: [] })),
      404,
    );
  });

  it("refuses duplicates with uniqueness (409)", async () => {
    const email = `dupe-${randomBytes(3).toString("hex")}@${org.domain}`;
    expect((await scim(org.token, "POST", "/Users", oktaUser(email, "ext-dupe-1"))).statusCode).toBe(201);
    expectScimError(await scim(org.token, "POST", "/Users", oktaUser(email, "ext-dupe-2")), 409, "uniqueness");
    expectScimError(
      await scim(org.token, "POST", "/Users", oktaUser(`other-${email}`, "ext-dupe-1")),
      409,
      "uniqueness",
    );
    expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${userId}`,
        patchOp({ op: "replace", path: "userName", value: email.toUpperCase() }),
      ),
      409,
      "uniqueness",
    );
  });

  it("does not pull in an account from outside the organisation unless its domain is verified", async () => {
    const outsider = await createLearner(db(), {
      email: `outsider-${randomBytes(3).toString("hex")}@elsewhere.example.com`,
      firstName: "Out",
      lastName: "Sider",
    });
    const refused = await scim(org.token, "POST", "/Users", { userName: outsider.email });
    expectScimError(refused, 409, "uniqueness");
    expect(await membership(org.id, outsider.id)).toBeNull();
    // An existing member is linked, keeping their role.
    const colleague = await createLearner(db(), {
      email: `colleague-${randomBytes(3).toString("hex")}@elsewhere.example.com`,
      firstName: "Col",
      lastName: "League",
    });
    await addMember(db(), { organizationId: org.id, userId: colleague.id, role: "manager", department: null });
    const linked = await scim(org.token, "POST", "/Users", { userName: colleague.email });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(await membership(org.id, colleague.id)).toEqual({ role: "manager", department: null });
    // A verified domain: its addresses are the organisation's to provision.
    const domain = `verified-${randomBytes(3).toString("hex")}.example.com`;
    await db().execute(
      sql`insert into organization_domains (organization_id, domain, token, verified_at) values (${org.id}, ${domain}, 'x', now())`,
    );
    const staff = await createLearner(db(), { email: `staff@${domain}`, firstName: "Staff", lastName: "Member" });
    const adopted = await scim(org.token, "POST", "/Users", { userName: staff.email });
    expect(adopted.statusCode, adopted.body).toBe(201);
    expect(await membership(org.id, staff.id)).toEqual({ role: "member", department: null });
  });

  it("makes no account at a domain the organisation has not verified, and its owner can still sign up (issue 43 item 2)", async () => {
    for (const email of [
      `squatted-${randomBytes(3).toString("hex")}@gmail.com`,
      // Another organisation's proved domain.
      `colleague-${randomBytes(3).toString("hex")}@${other.domain}`,
      // A domain this organisation added and has not proved.
      `pending-${randomBytes(3).toString("hex")}@pending-${randomBytes(3).toString("hex")}.example.com`,
    ]) {
      const domain = email.slice(email.indexOf("@") + 1);
      if (domain.startsWith("pending-"))
        await db().execute(
          sql`insert into organization_domains (organization_id, domain, token) values (${org.id}, ${domain}, 'x')`,
        );
      const refused = expectScimError(
        await scim(org.token, "POST", "/Users", oktaUser(email.toUpperCase(), `ext-${email}`)),
        400,
        "invalidValue",
      );
      expect(refused.detail).toContain(`has not verified the domain ${domain}`);
      expect(await queryRows(db(), sql`select id from "user" where lower(email) = ${email}`)).toEqual([]);
      const owner = await t.signUp({ email });
      expect(await membership(org.id, owner.id)).toBeNull();
    }
  });

  it("refuses to move the account to an address outside the organisation's verified domains", async () => {
    const refused = expectScimError(
      await scim(
        org.token,
        "PATCH",
        `/Users/${userId}`,
        patchOp({ op: "replace", path: 'emails[type eq "work"].value', value: "someone-else@evil.example" }),
      ),
      400,
      "invalidValue",
    );
    expect(refused.detail).toContain("has not verified the domain evil.example");
    expect(await queryRows(db(), sql`select id from "user" where email = 'someone-else@evil.example'`)).toEqual([]);
  });

  it("does not let a token reach another organisation's people or groups (404)", async () => {
    expectScimError(await scim(other.token, "GET", `/Users/${userId}`), 404);
    expectScimError(
      await scim(other.token, "PATCH", `/Users/${userId}`, patchOp({ op: "replace", value: { active: false } })),
      404,
    );
    expectScimError(await scim(other.token, "PUT", `/Users/${userId}`, { userName: "x@y.example.com" }), 404);
    expectScimError(await scim(other.token, "DELETE", `/Users/${userId}`), 404);
    const list = await scim(other.token, "GET", "/Users");
    expect(list.json().Resources.map((r: { id: string }) => r.id)).not.toContain(userId);
    const [department] = await queryRows<{ id: number }>(
      db(),
      sql`insert into departments (organization_id, name) values (${org.id}, 'Secret team') returning id`,
    );
    expectScimError(await scim(other.token, "GET", `/Groups/${department.id}`), 404);
    expectScimError(
      await scim(
        other.token,
        "PATCH",
        `/Groups/${department.id}`,
        patchOp({ op: "add", path: "members", value: [{ value: userId }] }),
      ),
      404,
    );
    expectScimError(await scim(other.token, "DELETE", `/Groups/${department.id}`), 404);
    // A member id of another organisation is no member of this one.
    const [mine] = await queryRows<{ id: number }>(
      db(),
      sql`insert into departments (organization_id, name) values (${other.id}, 'Mine') returning id`,
    );
    expectScimError(
      await scim(
        other.token,
        "PATCH",
        `/Groups/${mine.id}`,
        patchOp({ op: "add", path: "members", value: [{ value: userId }] }),
      ),
      400,
      "invalidValue",
    );
    // Still active in its own organisation.
    expect((await scim(org.token, "GET", `/Users/${userId}`)).json().active).toBe(true);
  });

  it("refuses to deactivate or remove the organisation's last owner", async () => {
    const [owner] = await queryRows<{ id: string; email: string }>(
      db(),
      sql`select u.id, u.email from member m join "user" u on u.id = m.user_id where m.organization_id = ${org.id} and m.role = 'owner'`,
    );
    const linked = await scim(org.token, "POST", "/Users", { userName: owner.email });
    expect(linked.statusCode, linked.body).toBe(201);
    const id = linked.json().id;
    for (const body of [
      patchOp({ op: "replace", value: { active: false } }),
      patchOp({ op: "replace", path: "active", value: false }),
      patchOp({ op: "Replace", path: "active", value: "False" }),
    ]) {
      const res = expectScimError(await scim(org.token, "PATCH", `/Users/${id}`, body), 400, "mutability");
      expect(res.detail).toContain("last owner");
    }
    expectScimError(
      await scim(org.token, "PUT", `/Users/${id}`, { userName: owner.email, active: false }),
      400,
      "mutability",
    );
    expectScimError(await scim(org.token, "DELETE", `/Users/${id}`), 400, "mutability");
    expect(await membership(org.id, owner.id)).toEqual({ role: "owner", department: null });
    expect((await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);
  });

  it("refuses a person when the organisation has no seat left (409), and a reactivation likewise", async () => {
    const small = await organisation({ seats: 2 });
    const first = await scim(small.token, "POST", "/Users", {
      userName: `first-${randomBytes(3).toString("hex")}@${small.domain}`,
    });
    expect(first.statusCode, first.body).toBe(201);
    const full = await scim(small.token, "POST", "/Users", {
      userName: `second-${randomBytes(3).toString("hex")}@${small.domain}`,
    });
    expect(expectScimError(full, 409).detail).toContain("seats");
    // Deactivating the first frees a seat; a third person takes it; the first cannot come back.
    await scim(
      small.token,
      "PATCH",
      `/Users/${first.json().id}`,
      patchOp({ op: "replace", path: "active", value: false }),
    );
    const third = await scim(small.token, "POST", "/Users", {
      userName: `third-${randomBytes(3).toString("hex")}@${small.domain}`,
    });
    expect(third.statusCode, third.body).toBe(201);
    expectScimError(
      await scim(
        small.token,
        "PATCH",
        `/Users/${first.json().id}`,
        patchOp({ op: "replace", path: "active", value: true }),
      ),
      409,
    );
    expect((await scim(small.token, "GET", `/Users/${first.json().id}`)).json().active).toBe(false);
  });

  it("answers a 1 MB body with 413 in SCIM's format", async () => {
    const big = JSON.stringify({ userName: "big@big.example.com", title: "x".repeat(1024 * 1024) });
    expectScimError(await scim(org.token, "POST", "/Users", big), 413);
    expectScimError(await scim(org.token, "PATCH", `/Users/${userId}`, big), 413);
  });

  it("answers unknown ids with 404 and never a 500 for odd ones", async () => {
    for (const id of ["nope", "0", "99999999999999", "%00", "%E2%80%AE", "a".repeat(100)]) {
      const user = await scim(org.token, "GET", `/Users/${id}`);
      expect(user.statusCode, id).toBeLessThan(500);
      expectScimError(user, user.statusCode);
      const group = await scim(org.token, "GET", `/Groups/${id}`);
      expect(group.statusCode, id).toBeLessThan(500);
      expectScimError(group, group.statusCode);
    }
    // Longer than the router's parameter limit (100): 414 before any route is chosen, in SCIM's format.
    expectScimError(await scim(org.token, "GET", `/Users/${"a".repeat(300)}`), 414);
    expectScimError(await scim(org.token, "GET", "/Groups/%E0%A4%A"), 400);
  });
});

describe("a person provisioned while deactivated", () => {
  it("takes no seat until activated", async () => {
    const org = await organisation({ seats: 5 });
    const before = await seatsUsed(org);
    const person = await createLearner(db(), {
      email: `dormant-${randomBytes(3).toString("hex")}@dormant.example.com`,
      firstName: "Dora",
      lastName: "Mant",
    });
    await addMember(db(), { organizationId: org.id, userId: person.id, role: "member", department: null });
    const record = await createScimUserRow(db(), {
      organizationId: org.id,
      userId: person.id,
      userName: person.email,
      active: true,
    });
    expect(await seatsUsed(org)).toBe(before + 1);
    const off = await scim(org.token, "PUT", `/Users/${record.id}`, { userName: person.email, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await seatsUsed(org)).toBe(before);
  });
});
