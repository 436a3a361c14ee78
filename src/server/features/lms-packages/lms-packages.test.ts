import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { consumeLaunchToken } from "../../platform/lms/launch-token";
import { NO_LMS_INTEGRATION_MESSAGE } from "../../platform/organizations/lms-integration";
import {
  addMember,
  createLearner,
  createModule,
  createOrganization,
  createOrganizationPlan,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../test/test-app";
import { createPendingLearnerRow } from "./lms-package-fixtures";
import { validateCmi5CourseStructure, validateScorm12Manifest } from "./manifest-schema-fixtures";
import { LAUNCH_REQUESTS_PER_ADDRESS, LAUNCHES_PER_MINUTE } from "./routes";

/**
 * Issue 24 item 1: SCORM 1.2 and cmi5 packages of a module or a pathway (each manifest validated
 * against its XML Schema), who may download them, the plan that includes them, and the launch a
 * package's page makes from the LMS: CORS, the package key, revocation, the learner provisioned as a
 * member (a seat) and the single-use launch token the player exchanges.
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let plainOwner: TestUser;
let orgId: string;
const orgName = `Launchpad Ltd ${randomBytes(3).toString("hex")}`;
let assessed: ModuleSummary;
let unassessed: ModuleSummary;
let pathway: { id: number; moduleIds: number[] };

const db = () => t.database.db;
const now = new Date();

async function person(label: string): Promise<TestUser> {
  const created = await createLearner(db(), {
    email: `${label}-${randomBytes(4).toString("hex")}@lms.example.com`,
    firstName: label,
    lastName: "Tester",
  });
  return signedInSession(t, created);
}

async function organizationWith(name: string, plan: "enterprise_plus" | "organisation" | null, seats: number | null) {
  const org = await createOrganization(db(), { name, slug: `org-${randomBytes(5).toString("hex")}` });
  if (plan)
    await createOrganizationPlan(db(), {
      organizationId: org.id,
      planId: plan,
      billingCycle: "yearly",
      seats,
      invoiceRef: `INV-${randomBytes(3).toString("hex")}`,
      now,
    });
  return org.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, outsider, plainOwner] = await Promise.all(
    ["owner", "admin", "member", "outsider", "plain"].map(person),
  );
  orgId = await organizationWith(orgName, "enterprise_plus", null);
  await addMember(db(), { organizationId: orgId, userId: owner.id, role: "owner", department: null });
  await addMember(db(), { organizationId: orgId, userId: admin.id, role: "admin", department: null });
  await addMember(db(), { organizationId: orgId, userId: member.id, role: "member", department: null });
  const plainOrg = await organizationWith("Plain Organisation Ltd", "organisation", null);
  await addMember(db(), { organizationId: plainOrg, userId: plainOwner.id, role: "owner", department: null });

  // Every catalogue module is assessed (issue 46): modules of this file's own complete by their content.
  await createModule(db(), { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  assessed = catalogue.find((m) => m.hasKnowledgeCheck) as ModuleSummary;
  unassessed = catalogue.find((m) => !m.hasKnowledgeCheck) as ModuleSummary;
  expect(assessed && unassessed).toBeTruthy();
  const [row] = await queryRows<{ pathway_id: number }>(
    db(),
    sql`select pathway_id from pathway_modules group by pathway_id having count(*) >= 2 order by pathway_id limit 1`,
  );
  const moduleIds = await queryRows<{ module_id: number }>(
    db(),
    sql`select pm.module_id from pathway_modules pm join modules m on m.id = pm.module_id
      where pm.pathway_id = ${row.pathway_id} and m.is_active order by pm.position, m.id`,
  );
  pathway = { id: Number(row.pathway_id), moduleIds: moduleIds.map((m) => Number(m.module_id)) };
});

afterAll(() => t?.close());

async function download(user: TestUser, path: string) {
  const res = await t.as(user, { method: "GET", url: path });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(String(res.headers["content-disposition"])).toMatch(
    /^attachment; filename="pivot-[a-z0-9-]+-(scorm12|cmi5)\.zip"/,
  );
  const zip = await JSZip.loadAsync(res.rawPayload);
  const text = async (name: string) => {
    const entry = zip.file(name);
    expect(entry, `${name} in the package`).not.toBeNull();
    return (entry as JSZip.JSZipObject).async("string");
  };
  const index = await text("index.html");
  const settings = JSON.parse(
    /<script type="application\/json" id="pivot-lms-config">(.*?)<\/script>/s.exec(index)![1],
  );
  return { zip, text, index, settings: settings as { origin: string; packageKey: string; format: string } };
}

/** The LMS the tests launch from. */
const LMS_ORIGIN = "https://lms.example.org";

const packageIdOfKey = async (packageKey: string) =>
  (
    await queryRows<{ id: string; organization_id: string }>(
      db(),
      sql`select id, organization_id from lms_packages where key_hash = ${createHash("sha256").update(packageKey).digest("hex")}`,
    )
  )[0];

/** Its owner registers the LMS origins a package may be launched from (decision 392). */
async function registerOrigins(packageKey: string, origins: string[], user = owner) {
  const { id, organization_id } = await packageIdOfKey(packageKey);
  const res = await t.as(user, {
    method: "PUT",
    url: `/api/organizations/${organization_id}/lms-packages/${id}/origins`,
    payload: { origins },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; allowedOrigins: string[]; pendingLearners: number };
}

/** A package of the organisation's, ready to launch from LMS_ORIGIN: its key as the package holds it. */
async function packageKeyOf(path: string, user = owner) {
  const packageKey = (await download(user, path)).settings.packageKey;
  await registerOrigins(packageKey, [LMS_ORIGIN], user);
  return packageKey;
}

const launch = (body: unknown, origin = LMS_ORIGIN) =>
  t.app.inject({
    method: "POST",
    url: "/api/lms/launches",
    headers: { origin, "content-type": "application/json" },
    payload: JSON.stringify(body),
    remoteAddress: "10.9.9.9",
  });

describe("a SCORM 1.2 package", () => {
  it("holds a manifest valid against IMS CP 1.1.2 and ADL CP 1.2, one SCO launching index.html with the pass mark", async () => {
    const { zip, text, index, settings } = await download(owner, `/api/modules/${assessed.id}/export?format=scorm12`);
    expect(Object.keys(zip.files).sort()).toEqual(["imsmanifest.xml", "index.html", "launch.css", "launch.js"]);
    const manifest = await text("imsmanifest.xml");
    const verdict = await validateScorm12Manifest(manifest);
    expect(verdict.errors).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(manifest.match(/adlcp:scormtype="sco"/g)).toHaveLength(1);
    expect(manifest).toMatch(
      /<resource identifier="sco-\d+" type="webcontent" adlcp:scormtype="sco" href="index.html">/,
    );
    const [passMark] = await queryRows<{ check_pass_mark: number }>(
      db(),
      sql`select check_pass_mark from modules where id = ${assessed.id}`,
    );
    expect(manifest).toContain(`<adlcp:masteryscore>${passMark.check_pass_mark}</adlcp:masteryscore>`);
    expect(manifest).toContain(assessed.title.replace(/&/g, "&amp;"));
    // The launch page: PIVOT's origin, its own key, no script from anywhere else.
    expect(settings).toMatchObject({ origin: TEST_ORIGIN, format: "scorm12" });
    expect(settings.packageKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect([...index.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])).toEqual(["launch.js"]);
    expect(await text("launch.js")).toContain("LMSInitialize");
    // Stored hashed only, with who made it.
    const hash = createHash("sha256").update(settings.packageKey).digest("hex");
    const rows = await queryRows<{ organization_id: string; module_id: number; created_by: string; format: string }>(
      db(),
      sql`select organization_id, module_id, created_by, format from lms_packages where key_hash = ${hash}`,
    );
    expect(rows).toEqual([{ organization_id: orgId, module_id: assessed.id, created_by: owner.id, format: "scorm12" }]);
    const [stored] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from lms_packages where key_hash = ${settings.packageKey}`,
    );
    expect(stored.n).toBe(0);
  });

  it("has no mastery score for a module without a knowledge check", async () => {
    const { text } = await download(admin, `/api/modules/${unassessed.id}/export?format=scorm12`);
    const manifest = await text("imsmanifest.xml");
    expect((await validateScorm12Manifest(manifest)).valid).toBe(true);
    expect(manifest).not.toContain("masteryscore");
  });

  it("of a pathway has one SCO per module, in the pathway's order", async () => {
    const { text } = await download(owner, `/api/pathways/${pathway.id}/export?format=scorm12`);
    const manifest = await text("imsmanifest.xml");
    expect((await validateScorm12Manifest(manifest)).errors).toEqual([]);
    expect(pathway.moduleIds.length).toBeGreaterThan(1);
    const scos = [...manifest.matchAll(/adlcp:scormtype="sco" href="index.html\?module=(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(scos).toEqual(pathway.moduleIds);
  });

  it("fails validation when the manifest is broken", async () => {
    const { text } = await download(owner, `/api/modules/${assessed.id}/export?format=scorm12`);
    const manifest = await text("imsmanifest.xml");
    const broken = [
      manifest.replace('adlcp:scormtype="sco"', 'adlcp:scormtype="lesson"'),
      manifest.replace(/<adlcp:masteryscore>(\d+)<\/adlcp:masteryscore>/, "<adlcp:passmark>$1</adlcp:passmark>"),
      manifest.replace(/<item identifier="[^"]+" /, "<item "),
      manifest.replace("</manifest>", ""),
    ];
    for (const xml of broken) {
      expect(xml).not.toBe(manifest);
      const verdict = await validateScorm12Manifest(xml);
      expect(verdict.valid, xml.slice(0, 120)).toBe(false);
      expect(verdict.errors.length).toBeGreaterThan(0);
    }
  });
});

describe("a cmi5 package", () => {
  it("holds a course structure valid against the cmi5 schema: one AU, AnyWindow, CompletedAndPassed at the pass mark", async () => {
    const { zip, text, settings } = await download(owner, `/api/modules/${assessed.id}/export?format=cmi5`);
    expect(Object.keys(zip.files).sort()).toEqual(["cmi5.xml", "index.html", "launch.css", "launch.js"]);
    const structure = await text("cmi5.xml");
    const verdict = await validateCmi5CourseStructure(structure);
    expect(verdict.errors).toEqual([]);
    expect(verdict.valid).toBe(true);
    const aus = [...structure.matchAll(/<au [^>]*>/g)].map((m) => m[0]);
    expect(aus).toHaveLength(1);
    const [passMark] = await queryRows<{ check_pass_mark: number }>(
      db(),
      sql`select check_pass_mark from modules where id = ${assessed.id}`,
    );
    expect(aus[0]).toContain('launchMethod="AnyWindow"');
    expect(aus[0]).toContain('moveOn="CompletedAndPassed"');
    expect(aus[0]).toContain(`masteryScore="${passMark.check_pass_mark / 100}"`);
    expect(structure).toContain("<url>index.html</url>");
    expect(settings.format).toBe("cmi5");
  });

  it("moves on at completion for a module without a knowledge check, and one AU per module of a pathway", async () => {
    const single = await (await download(owner, `/api/modules/${unassessed.id}/export?format=cmi5`)).text("cmi5.xml");
    expect((await validateCmi5CourseStructure(single)).valid).toBe(true);
    expect(single).toContain('moveOn="Completed"');
    expect(single).not.toContain("masteryScore");
    const path = await (await download(owner, `/api/pathways/${pathway.id}/export?format=cmi5`)).text("cmi5.xml");
    expect((await validateCmi5CourseStructure(path)).errors).toEqual([]);
    const urls = [...path.matchAll(/<url>index.html\?module=(\d+)<\/url>/g)].map((m) => Number(m[1]));
    expect(urls).toEqual(pathway.moduleIds);
  });

  it("fails validation when the course structure is broken", async () => {
    const structure = await (await download(owner, `/api/modules/${assessed.id}/export?format=cmi5`)).text("cmi5.xml");
    const broken = [
      structure.replace(/masteryScore="[^"]+"/, 'masteryScore="1.5"'),
      structure.replace('moveOn="CompletedAndPassed"', 'moveOn="Whenever"'),
      structure.replace(/<url>[^<]*<\/url>/, ""),
      structure.replace(/<course id="[^"]+">/, "<course>"),
    ];
    for (const xml of broken) {
      expect(xml).not.toBe(structure);
      expect((await validateCmi5CourseStructure(xml)).valid, xml.slice(0, 200)).toBe(false);
    }
  });
});

describe("downloading a package", () => {
  it("is refused to a plain member (403), an outsider or for an unknown module (404), and a bad format (400)", async () => {
    const member403 = await t.as(member, { method: "GET", url: `/api/modules/${assessed.id}/export?format=scorm12` });
    expect(member403.statusCode).toBe(403);
    expect(member403.json().message).toMatch(/owners and admins/);
    const outsider404 = await t.as(outsider, {
      method: "GET",
      url: `/api/modules/${assessed.id}/export?format=scorm12`,
    });
    expect(outsider404.statusCode).toBe(404);
    const unknown = await t.as(owner, { method: "GET", url: "/api/modules/2147483000/export?format=cmi5" });
    expect(unknown.statusCode).toBe(404);
    const unknownPathway = await t.as(owner, { method: "GET", url: "/api/pathways/2147483000/export?format=cmi5" });
    expect(unknownPathway.statusCode).toBe(404);
    for (const query of ["format=scorm2004", "format=", ""]) {
      const bad = await t.as(owner, { method: "GET", url: `/api/modules/${assessed.id}/export?${query}` });
      expect(bad.statusCode, query).toBe(400);
    }
    const signedOut = await t.as(null, { method: "GET", url: `/api/modules/${assessed.id}/export?format=cmi5` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("is refused with the plan's message to an organisation without LMS integration", async () => {
    for (const path of [
      `/api/modules/${assessed.id}/export?format=scorm12`,
      `/api/pathways/${pathway.id}/export?format=cmi5`,
    ]) {
      const res = await t.as(plainOwner, { method: "GET", url: path });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NO_LMS_INTEGRATION_MESSAGE);
    }
  });

  it("is audited", async () => {
    const before = await auditCount("lms_package.exported");
    await download(owner, `/api/modules/${unassessed.id}/export?format=cmi5`);
    expect(await auditCount("lms_package.exported")).toBe(before + 1);
  });
});

const auditCount = async (action: string, organizationId = orgId) =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where organization_id = ${organizationId} and action = ${action}`,
    )
  )[0].n;

describe("a launch from the LMS", () => {
  it("answers the CORS preflight for any origin, without credentials", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/lms/launches",
      headers: {
        origin: "https://moodle.example.edu",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(String(res.headers["access-control-allow-methods"])).toContain("POST");
    expect(String(res.headers["access-control-allow-headers"])).toContain("content-type");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("provisions the LMS's learner as a member (a seat) and answers the player's address with a single-use token", async () => {
    const packageKey = await packageKeyOf(`/api/modules/${assessed.id}/export?format=scorm12`);
    const learnerId = `moodle-${randomBytes(3).toString("hex")}`;
    const res = await launch({ packageKey, learner: { id: learnerId, name: "Lovelace, Ada" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const answer = res.json() as { playerUrl: string; learnerName: string };
    expect(answer.learnerName).toBe("Ada Lovelace");
    expect(answer.playerUrl.startsWith(`${TEST_ORIGIN}/lms/play#launch=`)).toBe(true);
    const token = decodeURIComponent(answer.playerUrl.split("#launch=")[1]);
    const claims = await consumeLaunchToken(db(), token, new Date(), t.app.services.config.authSecret);
    expect(claims).toMatchObject({ organizationId: orgId, moduleId: assessed.id, format: "scorm12" });
    const [membership] = await queryRows<{ role: string; email: string }>(
      db(),
      sql`select m.role, u.email from member m join "user" u on u.id = m.user_id
        where m.organization_id = ${orgId} and m.user_id = ${claims.userId}`,
    );
    expect(membership.role).toBe("member");
    expect(membership.email).toMatch(/@lms-learner\.invalid$/);
    // Single use.
    await expect(consumeLaunchToken(db(), token, new Date(), t.app.services.config.authSecret)).rejects.toThrow(
      /already used/,
    );

    // The same learner again: the same account, one more launch, still one learner.
    const again = await launch({ packageKey, learner: { id: learnerId, name: "Lovelace, Ada" } });
    expect(again.statusCode).toBe(200);
    const claimsAgain = await consumeLaunchToken(
      db(),
      decodeURIComponent((again.json() as { playerUrl: string }).playerUrl.split("#launch=")[1]),
      new Date(),
      t.app.services.config.authSecret,
    );
    expect(claimsAgain.userId).toBe(claims.userId);
    const list = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages` });
    expect(list.statusCode).toBe(200);
    const listed = (
      list.json() as { items: { id: string; launches: number; learners: number; lastLaunchAt: string | null }[] }
    ).items.find((p) => p.id === claims.packageId);
    expect(listed).toMatchObject({ launches: 2, learners: 1 });
    expect(listed?.lastLaunchAt).not.toBeNull();
    expect(await auditCount("lms_package.launched")).toBeGreaterThanOrEqual(2);
  });

  it("refuses an unknown key (401) and bad input (400), with CORS so the launch page can read why", async () => {
    const unknown = await launch({ packageKey: "no-such-package-key", learner: { id: "x", name: null } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers["access-control-allow-origin"]).toBe("*");
    expect(unknown.json().message).toMatch(/not known to PIVOT Learning/);
    const noLearner = await launch({ packageKey: "abc", learner: { id: "  ", name: null } });
    expect(noLearner.statusCode).toBe(400);
    expect(noLearner.headers["access-control-allow-origin"]).toBe("*");
  });

  it("of a pathway's package opens only the pathway's modules", async () => {
    const packageKey = await packageKeyOf(`/api/pathways/${pathway.id}/export?format=cmi5`);
    const ok = await launch({
      packageKey,
      moduleId: pathway.moduleIds[1],
      learner: { id: "https://lms.example.org|ada", name: "Ada" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [outside] = await queryRows<{ id: number }>(
      db(),
      sql`select id from modules where id <> all(${sql.param(pathway.moduleIds)}::int[]) and is_active limit 1`,
    );
    const refused = await launch({ packageKey, moduleId: outside.id, learner: { id: "https://lms.example.org|ada" } });
    expect(refused.statusCode).toBe(404);
    const unnamed = await launch({ packageKey, learner: { id: "https://lms.example.org|ada" } });
    expect(unnamed.statusCode).toBe(404);
  });

  it("is refused once the package is revoked, naming the organisation", async () => {
    const { settings } = await download(owner, `/api/modules/${unassessed.id}/export?format=scorm12`);
    const hash = createHash("sha256").update(settings.packageKey).digest("hex");
    const [{ id }] = await queryRows<{ id: string }>(db(), sql`select id from lms_packages where key_hash = ${hash}`);
    const memberTry = await t.as(member, {
      method: "POST",
      url: `/api/organizations/${orgId}/lms-packages/${id}/revoke`,
    });
    expect(memberTry.statusCode).toBe(403);
    const revoked = await t.as(admin, { method: "POST", url: `/api/organizations/${orgId}/lms-packages/${id}/revoke` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const res = await launch({ packageKey: settings.packageKey, learner: { id: "learner-7", name: "Grace Hopper" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `This package has been withdrawn by ${orgName}. Ask your LMS administrator for a new one.`,
    );
    expect(await auditCount("lms_package.revoked")).toBe(1);
    // Another organisation's package is not found.
    const elsewhere = await t.as(plainOwner, {
      method: "GET",
      url: `/api/organizations/${orgId}/lms-packages`,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("is rate limited per package, with CORS on the refusal", async () => {
    const { settings } = await download(owner, `/api/modules/${unassessed.id}/export?format=cmi5`);
    const hash = createHash("sha256").update(settings.packageKey).digest("hex");
    await db().execute(sql`update lms_packages set revoked_at = now() where key_hash = ${hash}`);
    // From many addresses (a class behind their own connections): the package's limit, not the address's.
    const statuses: number[] = [];
    for (let i = 0; i <= LAUNCHES_PER_MINUTE; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/lms/launches",
        headers: { origin: "https://lms.example.org", "content-type": "application/json" },
        payload: JSON.stringify({ packageKey: settings.packageKey, learner: { id: `learner-${i}` } }),
        remoteAddress: `10.77.${i >> 8}.${i & 255}`,
      });
      statuses.push(res.statusCode);
      if (i === LAUNCHES_PER_MINUTE) {
        expect(res.headers["access-control-allow-origin"]).toBe("*");
        expect(res.json().message).toMatch(/^Too many launches of this package at once\. Try again in \d+ seconds\.$/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, LAUNCHES_PER_MINUTE).every((status) => status === 403)).toBe(true);
    expect(statuses[LAUNCHES_PER_MINUTE]).toBe(429);
    // Another package is counted apart.
    const other = await launch({ packageKey: "another-unknown-key", learner: { id: "x" } });
    expect(other.statusCode).toBe(401);
  });

  it("is rate limited per client address too, whatever key it names", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LAUNCH_REQUESTS_PER_ADDRESS; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/lms/launches",
        headers: { origin: "https://lms.example.org", "content-type": "application/json" },
        payload: JSON.stringify({ packageKey: `guessed-key-${i}`, learner: { id: "x" } }),
        remoteAddress: "10.78.0.1",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LAUNCH_REQUESTS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses[LAUNCH_REQUESTS_PER_ADDRESS]).toBe(429);
  });

  it("is refused with the seat message when the organisation has no seat left", async () => {
    const fullName = `Full House Ltd ${randomBytes(2).toString("hex")}`;
    const fullOrg = await organizationWith(fullName, "enterprise_plus", 1);
    const fullOwner = await person("full-owner");
    await addMember(db(), { organizationId: fullOrg, userId: fullOwner.id, role: "owner", department: null });
    const packageKey = await packageKeyOf(`/api/modules/${assessed.id}/export?format=scorm12`, fullOwner);
    const res = await launch({ packageKey, learner: { id: "one-too-many", name: "Extra Learner" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/used all 1 of its seats/);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from member where organization_id = ${fullOrg}`,
    );
    expect(count.n).toBe(1);
  });

  it("is refused when the organisation's plan no longer includes LMS integration", async () => {
    const packageKey = await packageKeyOf(`/api/modules/${assessed.id}/export?format=cmi5`);
    // The plan's period ended.
    await db().execute(
      sql`update subscriptions set current_period_end = ${new Date(Date.now() - 60_000)} where organization_id = ${orgId}`,
    );
    try {
      const res = await launch({ packageKey, learner: { id: "late-learner", name: null } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/no longer includes LMS integration/);
      const list = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages` });
      expect(list.json().lmsIntegration).toBe(false);
    } finally {
      await db().execute(
        sql`update subscriptions set current_period_end = ${new Date(Date.now() + 86_400_000)} where organization_id = ${orgId}`,
      );
    }
  });
});

describe("the list of packages", () => {
  it("pages, newest first, with who made each", async () => {
    const first = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages?page=1` });
    expect(first.statusCode).toBe(200);
    const body = first.json() as {
      lmsIntegration: boolean;
      total: number;
      pageSize: number;
      items: { createdAt: string; createdByName: string | null; target: { title: string } }[];
    };
    expect(body.lmsIntegration).toBe(true);
    expect(body.total).toBeGreaterThan(body.pageSize);
    expect(body.items).toHaveLength(body.pageSize);
    const times = body.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.items.every((i) => i.createdByName && i.target.title)).toBe(true);
    const second = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages?page=2` });
    expect((second.json() as { items: unknown[] }).items.length).toBe(body.total - body.pageSize);
    const bad = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages?page=0` });
    expect(bad.statusCode).toBe(400);
    const memberList = await t.as(member, { method: "GET", url: `/api/organizations/${orgId}/lms-packages` });
    expect(memberList.statusCode).toBe(403);
  });
});

/**
 * Decision 392: a package's key is in every learner's browser, so it alone adds nobody. A launch must
 * come from an LMS origin registered for the package; new learners through a package are members up to
 * the hour's threshold, held for approval (no membership, no seat) beyond it, and refused beyond the cap.
 */
describe("an exported package's key alone", () => {
  const members = async (organizationId: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from member where organization_id = ${organizationId}`,
      )
    )[0].n;
  const linked = async (packageId: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from external_learners where issuer = ${packageId}`,
      )
    )[0].n;
  let address = 0;
  /** Each launch from its own client address: the per-address limit is not what these tests are about. */
  const launchFrom = (body: unknown, headers: Record<string, string> = { origin: LMS_ORIGIN }) =>
    t.app.inject({
      method: "POST",
      url: "/api/lms/launches",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify(body),
      remoteAddress: `10.92.${++address >> 8}.${address & 255}`,
    });

  /** A fresh Enterprise Plus organisation with `seats`, its owner, and a package launchable from LMS_ORIGIN. */
  async function seatCappedPackage(seats: number | null) {
    const name = `Capped Ltd ${randomBytes(3).toString("hex")}`;
    const organizationId = await organizationWith(name, "enterprise_plus", seats);
    const cappedOwner = await person("capped-owner");
    await addMember(db(), { organizationId, userId: cappedOwner.id, role: "owner", department: null });
    const packageKey = await packageKeyOf(`/api/modules/${assessed.id}/export?format=scorm12`, cappedOwner);
    const { id: packageId } = await packageIdOfKey(packageKey);
    return { organizationId, owner: cappedOwner, packageKey, packageId, name };
  }

  it("lets the owner register the package's LMS web addresses, checked, written as origins, and audited", async () => {
    const { settings } = await download(owner, `/api/modules/${unassessed.id}/export?format=scorm12`);
    const { id } = await packageIdOfKey(settings.packageKey);
    const url = `/api/organizations/${orgId}/lms-packages/${id}/origins`;
    const listed = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/lms-packages` });
    expect(listed.json().items.find((p: { id: string }) => p.id === id)).toMatchObject({
      allowedOrigins: [],
      pendingLearners: 0,
    });
    const saved = await registerOrigins(settings.packageKey, [
      " https://Moodle.Example.edu/ ",
      "https://moodle.example.edu",
      "http://localhost:8080",
    ]);
    expect(saved.allowedOrigins).toEqual(["https://moodle.example.edu", "http://localhost:8080"]);
    expect(await auditCount("lms_package.origins_changed")).toBeGreaterThanOrEqual(1);
    for (const [origin, message] of [
      ["http://moodle.example.edu", /must start with https/],
      ["https://moodle.example.edu/course/view.php", /has a path/],
      ["moodle.example.edu", /is not a web address/],
    ] as const) {
      const bad = await t.as(owner, { method: "PUT", url, payload: { origins: [origin] } });
      expect(bad.statusCode, origin).toBe(400);
      expect(bad.body).toMatch(message);
    }
    const tooMany = await t.as(owner, {
      method: "PUT",
      url,
      payload: { origins: Array.from({ length: 21 }, (_, i) => `https://lms${i}.example.edu`) },
    });
    expect(tooMany.statusCode).toBe(400);
    // A plain member may not; another organisation's owner naming the package under theirs finds nothing.
    expect((await t.as(member, { method: "PUT", url, payload: { origins: [] } })).statusCode).toBe(403);
    const plainOrg = (
      await queryRows<{ organization_id: string }>(
        db(),
        sql`select organization_id from member where user_id = ${plainOwner.id}`,
      )
    )[0].organization_id;
    const elsewhere = await t.as(plainOwner, {
      method: "PUT",
      url: `/api/organizations/${plainOrg}/lms-packages/${id}/origins`,
      payload: { origins: ["https://attacker.example"] },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("adds nobody from an origin not registered for the package, nor with no origin at all", async () => {
    const scene = await seatCappedPackage(null);
    const before = await members(scene.organizationId);
    const refusedHeaders: Record<string, string>[] = [
      { origin: "https://attacker.example" },
      { origin: "null" },
      {},
      { referer: "https://attacker.example/page.html" },
    ];
    for (const headers of refusedHeaders) {
      const res = await launchFrom({ packageKey: scene.packageKey, learner: { id: `invented-${++address}` } }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.json().message).toMatch(/may not be launched from|could not tell which website/);
    }
    const refused = await launchFrom(
      { packageKey: scene.packageKey, learner: { id: "invented" } },
      { origin: "https://attacker.example" },
    );
    expect(refused.json().message).toBe(
      `This package may not be launched from https://attacker.example. Ask your LMS administrator to have ${scene.name}'s PIVOT Learning administrator add https://attacker.example to the package's LMS web addresses.`,
    );
    expect(await members(scene.organizationId)).toBe(before);
    expect(await linked(scene.packageId)).toBe(0);
    // The registered LMS's page, by its Origin or (none sent) its Referer, opens the module.
    expect((await launchFrom({ packageKey: scene.packageKey, learner: { id: "real-1" } })).statusCode).toBe(200);
    const byReferer = await launchFrom(
      { packageKey: scene.packageKey, learner: { id: "real-2" } },
      { referer: `${LMS_ORIGIN}/mod/scorm/player.php?a=1` },
    );
    expect(byReferer.statusCode, byReferer.body).toBe(200);
    expect(await members(scene.organizationId)).toBe(before + 2);
  });

  it("of a package with no origin registered adds nobody new, and its learners already known keep working", async () => {
    const scene = await seatCappedPackage(null);
    expect((await launchFrom({ packageKey: scene.packageKey, learner: { id: "known-learner" } })).statusCode).toBe(200);
    await registerOrigins(scene.packageKey, [], scene.owner);
    const before = await members(scene.organizationId);
    const stranger = await launchFrom({ packageKey: scene.packageKey, learner: { id: "stranger" } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/not set up for your LMS yet, so no new learner can join/);
    expect(await members(scene.organizationId)).toBe(before);
    const known = await launchFrom({ packageKey: scene.packageKey, learner: { id: "known-learner" } });
    expect(known.statusCode, known.body).toBe(200);
  });

  it("holds the 11th new learner of the hour for approval (no member, no seat) and adds nobody as the 51st", async () => {
    // Seats for the owner, ten learners and two more: the held learners take none of them.
    const scene = await seatCappedPackage(13);
    const launchAs = (id: string) =>
      launchFrom({ packageKey: scene.packageKey, learner: { id, name: `Learner, ${id}` } });
    for (let i = 1; i <= 10; i++) expect((await launchAs(`lms-${i}`)).statusCode, `learner ${i}`).toBe(200);
    expect(await members(scene.organizationId)).toBe(11);

    const eleventh = await launchAs("lms-11");
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.headers["access-control-allow-origin"]).toBe("*");
    expect(eleventh.json().message).toBe(
      `You are waiting for ${scene.name} to approve you on PIVOT Learning: many new learners arrived through this package in the last hour. Once an administrator of ${scene.name} approves you, launch the module again.`,
    );
    expect(eleventh.json().playerUrl).toBeUndefined();
    expect(await members(scene.organizationId)).toBe(11);
    expect(await linked(scene.packageId)).toBe(10);
    // Launching again while held changes nothing.
    expect((await launchAs("lms-11")).statusCode).toBe(403);
    expect(await auditCount("lms_package.learner_held", scene.organizationId)).toBe(1);

    for (let i = 12; i <= 50; i++) expect((await launchAs(`lms-${i}`)).statusCode, `learner ${i}`).toBe(403);
    const fiftyFirst = await launchAs("lms-51");
    expect(fiftyFirst.statusCode).toBe(429);
    expect(fiftyFirst.headers["access-control-allow-origin"]).toBe("*");
    expect(fiftyFirst.json().message).toMatch(/^50 new learners have already joined .* in the last hour/);
    const held = await queryRows<{ external_id: string }>(
      db(),
      sql`select external_id from lms_pending_learners where package_id = ${scene.packageId}`,
    );
    expect(held).toHaveLength(40);
    expect(held.map((h) => h.external_id)).not.toContain("lms-51");
    expect(await members(scene.organizationId)).toBe(11);
    // Learners already members keep working at the cap.
    expect((await launchAs("lms-3")).statusCode).toBe(200);

    // The owner sees them, oldest first, and the package counts them.
    const list = await t.as(scene.owner, {
      method: "GET",
      url: `/api/organizations/${scene.organizationId}/lms-pending-learners`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as { total: number; items: { id: string; externalId: string; name: string | null }[] };
    expect(page.total).toBe(40);
    // The name as PIVOT writes it ("Last, First" turned round).
    expect(page.items[0]).toMatchObject({ externalId: "lms-11", name: "lms-11 Learner" });
    const packages = await t.as(scene.owner, {
      method: "GET",
      url: `/api/organizations/${scene.organizationId}/lms-packages`,
    });
    expect(packages.json().items[0]).toMatchObject({ id: scene.packageId, pendingLearners: 40 });

    // Approval makes them a member, whose next launch opens the module.
    const approveUrl = (id: string) => `/api/organizations/${scene.organizationId}/lms-pending-learners/${id}/approve`;
    const approved = await t.as(scene.owner, { method: "POST", url: approveUrl(page.items[0].id) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved" });
    expect(await members(scene.organizationId)).toBe(12);
    const opened = await launchAs("lms-11");
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await auditCount("lms_package.learner_approved", scene.organizationId)).toBe(1);
    // Approved once only.
    expect((await t.as(scene.owner, { method: "POST", url: approveUrl(page.items[0].id) })).statusCode).toBe(404);

    // Rejection: nobody is added and their next launches are refused.
    const rejected = await t.as(scene.owner, {
      method: "POST",
      url: `/api/organizations/${scene.organizationId}/lms-pending-learners/${page.items[1].id}/reject`,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await auditCount("lms_package.learner_rejected", scene.organizationId)).toBe(1);
    const refused = await launchAs(page.items[1].externalId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/did not approve this learner/);
    expect(await members(scene.organizationId)).toBe(12);

    // The seats still bound approval: one left, then the seat message, and the learner stays held.
    expect((await t.as(scene.owner, { method: "POST", url: approveUrl(page.items[2].id) })).statusCode).toBe(200);
    const full = await t.as(scene.owner, { method: "POST", url: approveUrl(page.items[3].id) });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/used all 13 of its seats/);
    const still = await t.as(scene.owner, {
      method: "GET",
      url: `/api/organizations/${scene.organizationId}/lms-pending-learners`,
    });
    expect((still.json() as { total: number }).total).toBe(37);

    // An hour later the package admits new learners again.
    await db().execute(
      sql`update external_learners set created_at = created_at - interval '61 minutes' where issuer = ${scene.packageId}`,
    );
    await db().execute(
      sql`update lms_pending_learners set created_at = created_at - interval '61 minutes' where package_id = ${scene.packageId}`,
    );
    await db().execute(sql`delete from member where organization_id = ${scene.organizationId} and role = 'member'`);
    expect((await launchAs("lms-next-hour")).statusCode).toBe(200);
  });

  it("counts new learners under the organisation's lock: fifteen at once make ten members and five held", async () => {
    const scene = await seatCappedPackage(null);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => launchFrom({ packageKey: scene.packageKey, learner: { id: `rush-${i}` } })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(await members(scene.organizationId)).toBe(11);
  });

  it("lets no other organisation's owner, nor a plain member, see, approve or reject its held learners", async () => {
    const scene = await seatCappedPackage(null);
    const other = await seatCappedPackage(null);
    const { id } = await createPendingLearnerRow(db(), {
      organizationId: scene.organizationId,
      packageId: scene.packageId,
    });
    const plain = await person("capped-member");
    await addMember(db(), { organizationId: scene.organizationId, userId: plain.id, role: "member", department: null });
    for (const action of ["approve", "reject"]) {
      // Naming the learner under their own organisation: not found; under the learner's: refused.
      const underOwn = await t.as(other.owner, {
        method: "POST",
        url: `/api/organizations/${other.organizationId}/lms-pending-learners/${id}/${action}`,
      });
      expect(underOwn.statusCode, action).toBe(404);
      const underTheirs = await t.as(other.owner, {
        method: "POST",
        url: `/api/organizations/${scene.organizationId}/lms-pending-learners/${id}/${action}`,
      });
      expect(underTheirs.statusCode, action).toBe(403);
      const byMember = await t.as(plain, {
        method: "POST",
        url: `/api/organizations/${scene.organizationId}/lms-pending-learners/${id}/${action}`,
      });
      expect(byMember.statusCode, action).toBe(403);
    }
    const list = await t.as(other.owner, {
      method: "GET",
      url: `/api/organizations/${scene.organizationId}/lms-pending-learners`,
    });
    expect(list.statusCode).toBe(403);
    const own = await t.as(other.owner, {
      method: "GET",
      url: `/api/organizations/${other.organizationId}/lms-pending-learners`,
    });
    expect((own.json() as { total: number }).total).toBe(0);
    const [row] = await queryRows<{ status: string }>(
      db(),
      sql`select status from lms_pending_learners where id = ${id}`,
    );
    expect(row.status).toBe("pending");
    expect(await members(scene.organizationId)).toBe(2);
  });
});
