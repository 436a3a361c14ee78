import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScormCourse, ScormCourseReport, ScormPlayer } from "../../../contracts/scorm-courses";
import { queryRows } from "../../db/rows";
import { addMember, createOrganization, createOrganizationPlan } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { contentSecurityPolicy, runtimeSecurityPolicy } from "./runtime";
import { declareSize, packageUpload, renameInZip, samplePackage } from "./scorm-fixtures";

/**
 * Issue 24 item 3 (decision 335): SCORM import. Packages are checked (a zip by content, zip-bomb
 * limits, paths, the manifest and its launch file) before anything is stored; only the organisation's
 * owners and admins on Enterprise Plus upload; another organisation's ids are not found; the frame's
 * files carry the sandbox CSP and are read only with a valid, unexpired content token; the attempt is
 * read from the CMI the player page saves.
 */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let organizationId: string;
let otherOrganizationId: string;
let unpaidOrganizationId: string;
let uploadsDir: string;
let now = new Date("2026-11-20T10:00:00Z");

/** The courses' own host: the other loopback spelling of the test app's http://localhost:5000 (decision 355). */
const CONTENT_HOST = "127.0.0.1:5000";
const PIVOT_ORIGIN = "http://localhost:5000";
/** A GET of the courses' host, as the runtime frame makes it (no cookie: that host never gets one). */
const content = (url: string, host = CONTENT_HOST) =>
  t.as(null, { method: "GET", url: url.replace(/^https?:\/\/[^/]+/, ""), headers: { host } });

const base = (orgId = organizationId) => `/api/organizations/${orgId}/scorm-courses`;
const upload = (user: TestUser, data: Buffer, orgId = organizationId) =>
  t.as(user, { method: "POST", url: base(orgId), ...packageUpload(data) });

async function uploaded(data: Buffer): Promise<ScormCourse> {
  const res = await upload(owner, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ScormCourse;
}

async function refusal(data: Buffer, status: number) {
  const res = await upload(owner, data);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().message as string;
}

const auditCount = async (action: string) => {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from audit_log where organization_id = ${organizationId} and action = ${action}`,
  );
  return Number(row.n);
};

const coursesStored = async () =>
  Number(
    (
      await queryRows<{ n: number | string }>(
        t.database.db,
        sql`select count(*) as n from scorm_courses where organization_id = ${organizationId}`,
      )
    )[0].n,
  );

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "c-scorm-test-"));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir }, { clock: () => now });
  [owner, member, colleague, outsider] = await Promise.all([
    t.signUp({ firstName: "Olive", lastName: "Owner" }),
    t.signUp({ firstName: "Mina", lastName: "Member" }),
    t.signUp({ firstName: "Cole", lastName: "League" }),
    t.signUp(),
  ]);
  const { db } = t.database;
  const suffix = Math.random().toString(36).slice(2, 8);
  organizationId = (await createOrganization(db, { name: "Importco", slug: `importco-${suffix}` })).id;
  otherOrganizationId = (await createOrganization(db, { name: "Otherco", slug: `otherco-${suffix}` })).id;
  unpaidOrganizationId = (await createOrganization(db, { name: "Unpaidco", slug: `unpaidco-${suffix}` })).id;
  await addMember(db, { organizationId, userId: owner.id, role: "owner", department: null });
  await addMember(db, { organizationId, userId: member.id, role: "member", department: null });
  await addMember(db, { organizationId, userId: colleague.id, role: "member", department: null });
  await addMember(db, { organizationId: otherOrganizationId, userId: outsider.id, role: "owner", department: null });
  await addMember(db, { organizationId: unpaidOrganizationId, userId: outsider.id, role: "owner", department: null });
  for (const id of [organizationId, otherOrganizationId]) {
    await createOrganizationPlan(db, {
      organizationId: id,
      planId: "enterprise_plus",
      billingCycle: "yearly",
      seats: 50,
      invoiceRef: `INV-${id}`,
      now,
    });
  }
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe("uploading a package", () => {
  it("imports a SCORM 1.2 package: title, version and launch file from its manifest, files in storage", async () => {
    const before = await auditCount("scorm_course.uploaded");
    const course = await uploaded(
      await samplePackage({ version: "1.2", title: "Safe lifting", extra: { "img/logo.svg": "<svg/>" } }),
    );
    expect(course).toMatchObject({
      title: "Safe lifting",
      version: "1.2",
      launchPath: "index.html",
      fileCount: 3,
      learners: 0,
    });
    expect(course.sizeBytes).toBeGreaterThan(0);
    expect(await auditCount("scorm_course.uploaded")).toBe(before + 1);
    const list = await t.as(owner, { method: "GET", url: base() });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: ScormCourse) => c.id)).toContain(course.id);
    const [{ storage_prefix }] = await queryRows<{ storage_prefix: string }>(
      t.database.db,
      sql`select storage_prefix from scorm_courses where id = ${course.id}`,
    );
    expect(storage_prefix.startsWith(organizationId)).toBe(true);
    expect(fs.readdirSync(path.join(uploadsDir, "scorm-courses", storage_prefix)).sort()).toEqual([
      "f00000.xml",
      "f00001.html",
      "f00002.svg",
    ]);
  });

  it("imports a SCORM 2004 package, with the launch file in a folder", async () => {
    const course = await uploaded(
      await samplePackage({ version: "2004", title: "Data protection", launch: "content/start.html" }),
    );
    expect(course).toMatchObject({ title: "Data protection", version: "2004", launchPath: "content/start.html" });
  });

  it("refuses a file that is not a zip, whatever its name", async () => {
    const before = await coursesStored();
    expect(await refusal(Buffer.from("%PDF-1.4 not a zip at all"), 400)).toMatch(/not a zip/);
    expect(await refusal(Buffer.from("PK\u0003\u0004 then nothing of a zip"), 400)).toMatch(/not a readable zip/);
    expect(await coursesStored()).toBe(before);
  });

  it("refuses a zip bomb: a file compressed beyond the ratio limit", async () => {
    const bomb = await samplePackage({ extra: { "media/zeros.bin": new Uint8Array(3 * 1024 * 1024) } });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb, 413)).toMatch(/compressed more than 100 to 1/);
  });

  it("refuses a zip bomb: more unpacked than the total limit, read from the central directory", async () => {
    const zip = declareSize(
      await samplePackage({ extra: { "big.txt": "x".repeat(1000) } }),
      "big.txt",
      600 * 1024 * 1024,
    );
    expect(await refusal(zip, 413)).toMatch(/unpacks to more than 500 MB/);
  });

  it("counts the bytes while unpacking: a file larger than its entry declares is refused", async () => {
    const zip = declareSize(await samplePackage({ extra: { "notes.txt": "lying ".repeat(200) } }), "notes.txt", 10);
    const before = await coursesStored();
    const message = await refusal(zip, 413);
    expect(message).toMatch(/notes\.txt unpacks to more than its zip entry declares/);
    expect(await coursesStored()).toBe(before);
  });

  it("refuses paths that leave the package: '..', absolute, backslashes", async () => {
    const dotdot = renameInZip(await samplePackage({ extra: { "ab/evil.js": "1" } }), "ab/evil.js", "../evil.js");
    expect(await refusal(dotdot, 400)).toMatch(/leaves the package \("\.\.\/evil\.js"\)/);
    const absolute = renameInZip(await samplePackage({ extra: { "xetc/pass": "1" } }), "xetc/pass", "/etc/pass");
    expect(await refusal(absolute, 400)).toMatch(/absolute path \("\/etc\/pass"\)/);
    const backslash = renameInZip(await samplePackage({ extra: { "a_b.js": "1" } }), "a_b.js", "a\\b.js");
    expect(await refusal(backslash, 400)).toMatch(/backslash/);
  });

  it("refuses a package without a manifest, or with it in a folder", async () => {
    expect(await refusal(await samplePackage({ omitManifest: true }), 400)).toMatch(/no imsmanifest\.xml at its root/);
    const zip = new JSZip();
    zip.file("course/imsmanifest.xml", "<manifest/>");
    expect(await refusal(await zip.generateAsync({ type: "nodebuffer" }), 400)).toMatch(
      /is in course\/, not at the root/,
    );
  });

  it("refuses a manifest that points to a launch file not in the zip", async () => {
    const message = await refusal(await samplePackage({ launch: "shared/launch.html", omitLaunchFile: true }), 400);
    expect(message).toBe("The package's manifest points to a launch file shared/launch.html that is not in the zip.");
  });

  it("refuses a manifest that is not well-formed XML, declares entities or names no SCO", async () => {
    expect(await refusal(await samplePackage({ manifest: "<manifest><organizations></manifest>" }), 400)).toMatch(
      /not well-formed XML \(line 1/,
    );
    const entities = `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]><manifest>&a;</manifest>`;
    expect(await refusal(await samplePackage({ manifest: entities }), 400)).toMatch(/declares XML entities/);
    const noVersion = `<manifest><organizations><organization identifier="o"><title>T</title></organization></organizations></manifest>`;
    expect(await refusal(await samplePackage({ manifest: noVersion }), 400)).toMatch(
      /does not say which SCORM version/,
    );
    // Issue 43 item 6: nested 20,000 deep answered 500 (the parser's limit thrown as it was).
    const deep = `<?xml version="1.0"?><manifest>${"<a>".repeat(20_000)}${"</a>".repeat(20_000)}</manifest>`;
    expect(await refusal(await samplePackage({ manifest: deep }), 400)).toBe(
      "The package's imsmanifest.xml is refused: its elements are nested more than 100 deep. Export the package again.",
    );
    const noSco = `<manifest><metadata><schemaversion>1.2</schemaversion></metadata><organizations default="o"><organization identifier="o"><title>T</title><item identifier="i" identifierref="r"/></organization></organizations><resources><resource identifier="r" type="webcontent" scormtype="asset" href="index.html"/></resources></manifest>`;
    expect(await refusal(await samplePackage({ manifest: noSco }), 400)).toMatch(/no item that launches a SCO/);
  });

  it("is for owners and admins of an organisation on a paid plan", async () => {
    const data = await samplePackage();
    const asMember = await upload(member, data);
    expect(asMember.statusCode).toBe(403);
    const unpaid = await upload(outsider, data, unpaidOrganizationId);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(
      "Importing your own SCORM courses comes with every paid organisation plan, from Team Leader up.",
    );
    expect((await t.as(member, { method: "GET", url: base() })).statusCode).toBe(403);
    expect((await t.as(null, { method: "GET", url: base() })).statusCode).toBe(401);
    // The list answers the plan's state, so the page explains it instead of failing on a 403.
    const unpaidList = await t.as(outsider, { method: "GET", url: base(unpaidOrganizationId) });
    expect(unpaidList.statusCode).toBe(200);
    expect(unpaidList.json()).toMatchObject({ lmsIntegration: false, items: [], total: 0 });
    expect((await t.as(owner, { method: "GET", url: base() })).json().lmsIntegration).toBe(true);
  });
});

describe("playing a course", () => {
  let course: ScormCourse;
  let player: ScormPlayer;

  beforeAll(async () => {
    course = await uploaded(await samplePackage({ version: "1.2", title: "Fire safety" }));
    const res = await t.as(member, { method: "GET", url: `/api/scorm-courses/${course.id}` });
    expect(res.statusCode, res.body).toBe(200);
    player = res.json();
  });

  it("lists the organisation's courses for a member, and gives the player the runtime frame on the courses' host", async () => {
    const mine = await t.as(member, { method: "GET", url: "/api/scorm-courses" });
    expect(mine.json().items.map((c: { id: string }) => c.id)).toContain(course.id);
    expect(player.launchUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:5000\/api\/scorm-content\/[^/]+\/\.pivot-runtime\/player\.html$/,
    );
    expect(player.contentOrigin).toBe("http://127.0.0.1:5000");
    expect(player.scos).toEqual([{ id: "item1", title: "Lesson 1", status: "not attempted" }]);
    expect(player.currentScoId).toBe("item1");
    expect(player.attempt.status).toBe("not attempted");
  });

  it("serves the runtime page with scorm-again and the API for the SCO's parent window, on the courses' host only", async () => {
    const page = await content(player.launchUrl);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toBe(runtimeSecurityPolicy(PIVOT_ORIGIN));
    expect(page.headers["content-security-policy"]).toContain(`frame-ancestors ${PIVOT_ORIGIN};`);
    expect(page.headers["x-frame-options"]).toBeUndefined();
    expect(page.body).toContain('<iframe id="sco" title="Fire safety"');
    expect(page.body).toContain('<script src="scorm12.js"></script>\n<script src="runtime.js"></script>');
    const folder = player.launchUrl.replace(/\/player\.html$/, "");
    const build = await content(`${folder}/scorm12.js`);
    expect(build.statusCode).toBe(200);
    expect(build.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(build.body).toContain("Scorm12API");
    // The 2004 build is not this course's.
    expect((await content(`${folder}/scorm2004.js`)).statusCode).toBe(404);
    const runtime = await content(`${folder}/runtime.js`);
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers["cache-control"]).toBe("private, no-store");
    expect(runtime.body).toContain(`"parentOrigin":"${PIVOT_ORIGIN}"`);
    expect(runtime.body).toContain('"scos":[{"id":"item1","url":"../index.html"}]');
    expect(runtime.body).toContain("window.API = api;");
    expect(runtime.body).toContain("lmsCommitUrl: false");
    // Nothing of the course on PIVOT's own host, where a package page would run with PIVOT's origin.
    const onPivot = await content(player.launchUrl, "localhost:5000");
    expect(onPivot.statusCode).toBe(404);
    // And nothing but course content on the courses' host.
    const app = await content("/api/auth/user");
    expect(app.statusCode).toBe(404);
    expect(app.json().message).toBe("This address serves course content only.");
    expect((await content("/")).statusCode).toBe(404);
  });

  it("serves the package's files as they are, each with the content policy, nested frames allowed", async () => {
    const contentBase = player.launchUrl.replace(/\/\.pivot-runtime\/player\.html$/, "");
    const res = await content(`${contentBase}/index.html`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toBe(contentSecurityPolicy(PIVOT_ORIGIN));
    expect(res.headers["content-security-policy"]).toContain(
      "sandbox allow-scripts allow-same-origin allow-forms allow-popups allow-modals;",
    );
    // The package's pages frame each other inside the runtime page, inside PIVOT's player page.
    expect(res.headers["content-security-policy"]).toContain(`frame-ancestors 'self' ${PIVOT_ORIGIN};`);
    expect(res.headers["content-security-policy"]).toContain("form-action 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Served as uploaded: the SCO finds the API in its parent window, nothing is injected.
    expect(res.body).not.toContain(".pivot-runtime");
    expect(res.body).toContain('findApi("API")');
    const manifest = await content(`${contentBase}/imsmanifest.xml`);
    expect(manifest.headers["content-type"]).toMatch(/^application\/xml/);
    expect(manifest.headers["x-content-type-options"]).toBe("nosniff");
    expect((await content(`${contentBase}/missing.js`)).statusCode).toBe(404);
    expect((await content(`${contentBase}/..%2Fimsmanifest.xml`)).statusCode).toBe(404);
  });

  it("refuses a forged, altered or expired content token", async () => {
    const [, , , , , token] = player.launchUrl.split("/");
    const [payload, mac] = decodeURIComponent(token).split(".");
    const forged = `${payload}.${Buffer.alloc(32).toString("base64url")}`;
    expect((await content(`/api/scorm-content/${forged}/index.html`)).statusCode).toBe(404);
    const altered = `${Buffer.from(JSON.stringify({ c: course.id, u: outsider.id, o: organizationId, e: 9e15 })).toString("base64url")}.${mac}`;
    expect((await content(`/api/scorm-content/${altered}/index.html`)).statusCode).toBe(404);
    expect((await content("/api/scorm-content/nonsense/index.html")).statusCode).toBe(404);
    const saved = now;
    now = new Date(saved.getTime() + 5 * 60 * 60 * 1000);
    try {
      const expired = await content(player.launchUrl);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/link has expired/);
    } finally {
      now = saved;
    }
  });

  it("reads status, score and time from the saved CMI; the status never goes back", async () => {
    const url = `/api/scorm-courses/${course.id}/attempt`;
    const started = await t.as(member, {
      method: "PUT",
      url,
      payload: {
        cmi: {
          core: { lesson_status: "incomplete", session_time: "0000:02:00", total_time: "0000:00:00" },
          suspend_data: "p1",
        },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: "incomplete", totalTimeSeconds: 120, completedAt: null });
    // The next session starts from the stored total, resumes, and reports completion with a score.
    const next = await t.as(member, { method: "GET", url: `/api/scorm-courses/${course.id}` });
    const runtime = await content((next.json() as ScormPlayer).launchUrl.replace(/player\.html$/, "runtime.js"));
    expect(runtime.body).toContain('"total_time":"0000:02:00"');
    expect(runtime.body).toContain('"entry":"resume"');
    const passed = await t.as(member, {
      method: "PUT",
      url,
      payload: {
        cmi: {
          core: {
            lesson_status: "passed",
            score: { raw: "85", min: "0", max: "100" },
            session_time: "0000:01:30",
            total_time: "0000:02:00",
          },
        },
      },
    });
    expect(passed.json()).toMatchObject({ status: "passed", scorePercent: 85, scoreRaw: 85, totalTimeSeconds: 210 });
    expect(passed.json().completedAt).toBe(now.toISOString());
    const again = await t.as(member, {
      method: "PUT",
      url,
      payload: { cmi: { core: { lesson_status: "incomplete", total_time: "0000:03:30" } } },
    });
    expect(again.json()).toMatchObject({ status: "passed", scorePercent: 85 });
  });

  it("validates the attempt: an object of bounded size, for a course of the caller's organisation", async () => {
    const url = `/api/scorm-courses/${course.id}/attempt`;
    expect((await t.as(member, { method: "PUT", url, payload: { cmi: "passed" } })).statusCode).toBe(400);
    expect((await t.as(member, { method: "PUT", url, payload: {} })).statusCode).toBe(400);
    const huge = await t.as(member, { method: "PUT", url, payload: { cmi: { suspend_data: "x".repeat(300 * 1024) } } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/at most 256 KB/);
    const outside = await t.as(outsider, {
      method: "PUT",
      url,
      payload: { cmi: { core: { lesson_status: "passed" } } },
    });
    expect(outside.statusCode).toBe(404);
    expect((await t.as(null, { method: "PUT", url, payload: { cmi: {} } })).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's course everywhere", async () => {
    const other = `/api/organizations/${otherOrganizationId}/scorm-courses/${course.id}`;
    expect((await t.as(outsider, { method: "GET", url: `/api/scorm-courses/${course.id}` })).statusCode).toBe(404);
    expect((await t.as(outsider, { method: "PATCH", url: other, payload: { archived: true } })).statusCode).toBe(404);
    expect((await t.as(outsider, { method: "DELETE", url: other })).statusCode).toBe(404);
    expect(
      (await t.as(outsider, { method: "POST", url: `${other}/assignments`, payload: { memberIds: [outsider.id] } }))
        .statusCode,
    ).toBe(404);
    const theirs = await t.as(outsider, {
      method: "GET",
      url: `/api/organizations/${otherOrganizationId}/scorm-courses`,
    });
    expect(theirs.json().items).toEqual([]);
    // Their own organisation's path, not a member of ours: refused without saying whether it exists.
    expect((await t.as(outsider, { method: "GET", url: base() })).statusCode).toBe(403);
  });
});

/** A zip of e2e/fixtures/scorm: Rustici Software's golf examples (CC BY 3.0, see its LICENCE.md). */
const thirdParty = (name: string) => fs.readFileSync(path.join(process.cwd(), "e2e", "fixtures", "scorm", name));

describe("packages written by others, and courses of several SCOs (issue 42)", () => {
  it("imports the golf examples: version, title, lessons, and whether they report completion", async () => {
    const basic2004 = await uploaded(thirdParty("golf-runtime-basic-calls-scorm2004-3rd.zip"));
    expect(basic2004).toMatchObject({
      title: "Golf Explained - Run-time Basic Calls",
      version: "2004",
      launchPath: "shared/launchpage.html",
      fileCount: 69,
      scoCount: 1,
      reportsCompletion: true,
    });
    const basic12 = await uploaded(thirdParty("golf-runtime-basic-calls-scorm12.zip"));
    expect(basic12).toMatchObject({ version: "1.2", scoCount: 1, reportsCompletion: true });
    // No page or script of this one sets a status: flagged, not refused.
    const silent = await uploaded(thirdParty("golf-content-packaging-single-sco-scorm12.zip"));
    expect(silent).toMatchObject({ version: "1.2", reportsCompletion: false });
    const forced = await uploaded(thirdParty("golf-forced-sequential-scorm2004-3rd.zip"));
    expect(forced).toMatchObject({
      version: "2004",
      scoCount: 5,
      launchPath: "shared/launchpage.html?content=playing",
    });
    const player = (
      await t.as(member, { method: "GET", url: `/api/scorm-courses/${forced.id}` })
    ).json() as ScormPlayer;
    expect(player.scos.map((sco) => [sco.id, sco.title])).toEqual([
      ["playing_item", "Playing the Game"],
      ["etuqiette_item", "Etiquette"],
      ["handicapping_item", "Handicapping"],
      ["havingfun_item", "Having Fun"],
      ["assessment_item", "Quiz"],
    ]);
    const runtime = await content(player.launchUrl.replace(/player\.html$/, "runtime.js"));
    expect(runtime.body).toContain('{"id":"playing_item","url":"../shared/launchpage.html?content=playing"}');
    expect(runtime.body).toContain('{"id":"assessment_item","url":"../shared/launchpage.html?content=assessment"}');
  });

  it("flags a package none of whose pages or scripts sets a status", async () => {
    const quiet = await samplePackage({
      omitLaunchFile: true,
      extra: { "index.html": "<!DOCTYPE html><p>Read this.</p><script>window.API && API.LMSInitialize('');</script>" },
    });
    const flagged = await uploaded(quiet);
    expect(flagged.reportsCompletion).toBe(false);
    const list = await t.as(owner, { method: "GET", url: base() });
    expect(list.json().items.find((c: ScormCourse) => c.id === flagged.id)).toMatchObject({ reportsCompletion: false });
    // A status set from a script of its own counts.
    const scripted = await samplePackage({
      omitLaunchFile: true,
      extra: {
        "index.html": '<!DOCTYPE html><script src="js/tracking.js"></script>',
        "js/tracking.js": "API.LMSSetValue('cmi.core.lesson_status', 'completed');",
      },
    });
    expect((await uploaded(scripted)).reportsCompletion).toBe(true);
  });

  it("keeps each SCO's CMI, rolls the course up from them and starts where the learner was", async () => {
    const course = await uploaded(thirdParty("golf-forced-sequential-scorm2004-3rd.zip"));
    const url = `/api/scorm-courses/${course.id}/attempt`;
    const first = await t.as(member, {
      method: "PUT",
      url,
      payload: {
        scoId: "playing_item",
        cmi: { completion_status: "completed", success_status: "passed", session_time: "PT2M", location: "4" },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "incomplete", totalTimeSeconds: 120 });
    expect(first.json().scos.slice(0, 2)).toEqual([
      { id: "playing_item", title: "Playing the Game", status: "passed" },
      { id: "etuqiette_item", title: "Etiquette", status: "not attempted" },
    ]);
    const quiz = await t.as(member, {
      method: "PUT",
      url,
      payload: {
        scoId: "assessment_item",
        cmi: {
          completion_status: "completed",
          success_status: "passed",
          score: { raw: "90", min: "0", max: "100", scaled: "0.9" },
          session_time: "PT1M",
        },
      },
    });
    expect(quiz.json()).toMatchObject({ status: "incomplete", scorePercent: 90, totalTimeSeconds: 180 });
    // Back in the quiz on the next visit, each lesson with its own stored CMI.
    const player = (
      await t.as(member, { method: "GET", url: `/api/scorm-courses/${course.id}` })
    ).json() as ScormPlayer;
    expect(player.currentScoId).toBe("assessment_item");
    const runtime = await content(player.launchUrl.replace(/player\.html$/, "runtime.js"));
    const config = JSON.parse(/var config = (.*);\n/.exec(runtime.body)?.[1] ?? "null");
    expect(config.start).toBe("assessment_item");
    expect(config.cmi.playing_item).toMatchObject({ completion_status: "completed", location: "4", entry: "resume" });
    expect(config.cmi.assessment_item).toMatchObject({ success_status: "passed", total_time: "PT0H1M0S" });
    // Every lesson finished: the course is passed.
    for (const scoId of ["etuqiette_item", "handicapping_item", "havingfun_item"]) {
      await t.as(member, { method: "PUT", url, payload: { scoId, cmi: { completion_status: "completed" } } });
    }
    const report = await t.as(member, { method: "GET", url: "/api/scorm-courses" });
    expect(report.json().items.find((c: { id: string }) => c.id === course.id).attempt).toMatchObject({
      status: "passed",
      scorePercent: 90,
    });
    const unknown = await t.as(member, { method: "PUT", url, payload: { scoId: "nowhere", cmi: {} } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("scoId must be one of the course's lessons");
  });

  it("keeps a SCORM 2004 suspend_data of 64,000 characters and gives it back on resume", async () => {
    const course = await uploaded(await samplePackage({ version: "2004", title: "Long state" }));
    // JSON state as authoring tools write it: quotes and backslashes that JSON escapes.
    const suspendData = `${'"\\'.repeat(31_990)}<tag>done</tag>12345`;
    expect(suspendData).toHaveLength(64_000);
    const saved = await t.as(member, {
      method: "PUT",
      url: `/api/scorm-courses/${course.id}/attempt`,
      payload: { cmi: { completion_status: "incomplete", suspend_data: suspendData, exit: "suspend" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const player = (
      await t.as(member, { method: "GET", url: `/api/scorm-courses/${course.id}` })
    ).json() as ScormPlayer;
    const runtime = await content(player.launchUrl.replace(/player\.html$/, "runtime.js"));
    expect(runtime.body).toContain(`"suspend_data":${JSON.stringify(suspendData).replace(/</g, "\\u003c")}`);
    expect(runtime.body).toContain('"entry":"resume"');
  });
});

describe("assigning, the employer view, archiving and deleting", () => {
  it("assigns a course with a due date; members see it and the employer view counts it", async () => {
    const course = await uploaded(await samplePackage({ version: "2004", title: "Induction" }));
    const assign = await t.as(owner, {
      method: "POST",
      url: `${base()}/${course.id}/assignments`,
      payload: { memberIds: [member.id, colleague.id], dueDate: "2026-12-31" },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json()).toEqual({ assigned: 2, alreadyAssigned: 0 });
    expect(await auditCount("scorm_course.assigned")).toBeGreaterThan(0);
    const notMember = await t.as(owner, {
      method: "POST",
      url: `${base()}/${course.id}/assignments`,
      payload: { memberIds: [outsider.id] },
    });
    expect(notMember.statusCode).toBe(400);
    const mine = await t.as(member, { method: "GET", url: "/api/scorm-courses" });
    expect(mine.json().items[0]).toMatchObject({ id: course.id, assigned: true, dueDate: "2026-12-31" });

    const save = await t.as(member, {
      method: "PUT",
      url: `/api/scorm-courses/${course.id}/attempt`,
      payload: {
        cmi: {
          completion_status: "completed",
          success_status: "passed",
          score: { raw: "90", min: "0", max: "100" },
          session_time: "PT1M30S",
        },
      },
    });
    expect(save.json()).toMatchObject({ status: "passed", scorePercent: 90, totalTimeSeconds: 90 });
    const report = await t.as(owner, {
      method: "GET",
      url: `/api/organizations/${organizationId}/scorm-course-report`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json() as ScormCourseReport;
    expect(body.lmsIntegration).toBe(true);
    expect(body.courses.find((c) => c.id === course.id)).toEqual({
      id: course.id,
      title: "Induction",
      version: "2004",
      assigned: 2,
      started: 1,
      completed: 1,
      passed: 1,
      averageScore: 90,
    });
    const rows = body.learners.filter((l) => l.courseId === course.id);
    expect(rows.map((l) => [l.name, l.status])).toEqual([
      ["Cole League", "not attempted"],
      ["Mina Member", "passed"],
    ]);
    expect(
      (await t.as(member, { method: "GET", url: `/api/organizations/${organizationId}/scorm-course-report` }))
        .statusCode,
    ).toBe(403);
  });

  it("replaces a package: attempts kept while the launch file stays, started again when it goes", async () => {
    const course = await uploaded(await samplePackage({ title: "Version one" }));
    const [before] = await queryRows<{ storage_prefix: string }>(
      t.database.db,
      sql`select storage_prefix from scorm_courses where id = ${course.id}`,
    );
    await t.as(member, {
      method: "PUT",
      url: `/api/scorm-courses/${course.id}/attempt`,
      payload: { cmi: { core: { lesson_status: "completed" } } },
    });
    const replace = (data: Buffer, user = owner) =>
      t.as(user, { method: "POST", url: `${base()}/${course.id}/package`, ...packageUpload(data) });
    const kept = await replace(await samplePackage({ title: "Version two", extra: { "extra.css": "body{}" } }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ title: "Version two", fileCount: 3, attemptsKept: true, learners: 1 });
    expect(fs.existsSync(path.join(uploadsDir, "scorm-courses", before.storage_prefix))).toBe(false);
    expect(await auditCount("scorm_course.replaced")).toBeGreaterThan(0);
    const refused = await replace(Buffer.from("not a zip"));
    expect(refused.statusCode).toBe(400);
    expect((await replace(await samplePackage(), member)).statusCode).toBe(403);
    const moved = await replace(await samplePackage({ title: "Version three", launch: "start/index.html" }));
    expect(moved.json()).toMatchObject({ launchPath: "start/index.html", attemptsKept: false, learners: 0 });
    const mine = await t.as(member, { method: "GET", url: "/api/scorm-courses" });
    expect(mine.json().items.find((c: { id: string }) => c.id === course.id).attempt.status).toBe("not attempted");
  });

  it("archives a course (members no longer see it) and deletes it with its files", async () => {
    const course = await uploaded(await samplePackage({ title: "Old course" }));
    const archived = await t.as(owner, { method: "PATCH", url: `${base()}/${course.id}`, payload: { archived: true } });
    expect(archived.json().archivedAt).toBe(now.toISOString());
    const mine = await t.as(member, { method: "GET", url: "/api/scorm-courses" });
    expect(mine.json().items.map((c: { id: string }) => c.id)).not.toContain(course.id);
    expect((await t.as(member, { method: "GET", url: `/api/scorm-courses/${course.id}` })).statusCode).toBe(404);
    const [{ storage_prefix }] = await queryRows<{ storage_prefix: string }>(
      t.database.db,
      sql`select storage_prefix from scorm_courses where id = ${course.id}`,
    );
    const folder = path.join(uploadsDir, "scorm-courses", storage_prefix);
    expect(fs.existsSync(folder)).toBe(true);
    const removed = await t.as(owner, { method: "DELETE", url: `${base()}/${course.id}` });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await t.as(owner, { method: "DELETE", url: `${base()}/${course.id}` })).statusCode).toBe(404);
    expect(await auditCount("scorm_course.archived")).toBeGreaterThan(0);
    expect(await auditCount("scorm_course.deleted")).toBeGreaterThan(0);
  });
});
