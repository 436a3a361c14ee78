import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Workbench } from "../../../contracts/bcorp-workbench";
import { EVIDENCE_MAX_BYTES, WORKBENCH_REQUIREMENTS } from "../../../domain/bcorp-workbench";
import { IMPACT_TOPICS } from "../../../domain/jedi-bcorp";
import { queryRows } from "../../db/rows";
import { addMember, createOrganization } from "../../test/factories";
import { pdfPageText } from "../../test/pdf-text";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 25 item 4: the B Corp evidence workbench. Members read it, owners and admins edit it,
 * another organisation's ids are not found, uploads are checked by content and size, every write is
 * audited, and the export pack holds an index PDF and the evidence.
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let organizationId: string;
let otherOrganizationId: string;

const base = (orgId = organizationId) => `/api/organizations/${orgId}/bcorp-workbench`;
const open = async (user: TestUser, orgId = organizationId) => {
  const res = await t.as(user, { method: "GET", url: base(orgId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Workbench;
};

/** A PDF file-type recognises from its first bytes. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = `----bcorp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const upload = (
  user: TestUser,
  itemId: number,
  file: { name: string; type: string; data: Buffer },
  orgId = organizationId,
) => t.as(user, { method: "POST", url: `${base(orgId)}/items/${itemId}/evidence`, ...multipart(file) });

async function auditCount(action: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from audit_log where organization_id = ${organizationId} and action = ${action}`,
  );
  return Number(row.n);
}

const itemOf = (workbench: Workbench, requirementId: string) => {
  const item = workbench.topics.flatMap((topic) => topic.items).find((i) => i.requirementId === requirementId);
  if (!item) throw new Error(`no item ${requirementId}`);
  return item;
};

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const { db } = t.database;
  const suffix = Math.random().toString(36).slice(2, 8);
  organizationId = (await createOrganization(db, { name: "Goodco Ltd", slug: `goodco-${suffix}` })).id;
  otherOrganizationId = (await createOrganization(db, { name: "Otherco Ltd", slug: `otherco-${suffix}` })).id;
  await addMember(db, { organizationId, userId: owner.id, role: "owner", department: null });
  await addMember(db, { organizationId, userId: admin.id, role: "admin", department: null });
  await addMember(db, { organizationId, userId: member.id, role: "member", department: null });
  await addMember(db, { organizationId: otherOrganizationId, userId: outsider.id, role: "owner", department: null });
});
afterAll(() => t?.close());

describe("the workbench", () => {
  it("has an item for every Foundation Requirement and every Impact Topic requirement, created on first open", async () => {
    const workbench = await open(member);
    expect(workbench.canEdit).toBe(false);
    // A member reading is shown names, not the member list or people's ids.
    expect(workbench.members).toEqual([]);
    // The seven Impact Topics' names are the B-Corp tab's (their wording is tested in jedi-learning.test.ts).
    expect(workbench.topics.map((topic) => topic.name)).toEqual([
      "Foundation Requirements",
      ...IMPACT_TOPICS.map((topic) => topic.name),
    ]);
    const items = workbench.topics.flatMap((topic) => topic.items);
    expect(items.map((i) => i.requirementId)).toEqual(WORKBENCH_REQUIREMENTS.map((r) => r.id));
    expect(itemOf(workbench, "fw-living-wage").label).toBe("Everyone paid at least the real Living Wage");
    expect(workbench.topics[2].moduleSlugs).toContain("gender-pay-gap-reporting");
    expect(workbench.overall).toEqual({ done: 0, total: items.length, percent: 0 });
    // Opening again creates nothing more.
    expect((await open(owner)).topics.flatMap((topic) => topic.items)).toHaveLength(items.length);
    expect((await open(owner)).canEdit).toBe(true);
    expect((await open(owner)).members.map((m) => m.id).sort()).toEqual([owner.id, admin.id, member.id].sort());
  });

  it("counts progress per topic and overall from the items done", async () => {
    const workbench = await open(owner);
    const fairWork = workbench.topics.find((topic) => topic.id === "fair-work");
    if (!fairWork) throw new Error("no Fair Work");
    for (const [i, status] of (["done", "done", "in-progress"] as const).entries()) {
      const res = await t.as(admin, {
        method: "PATCH",
        url: `${base()}/items/${fairWork.items[i].id}`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await open(member);
    const total = after.topics.flatMap((topic) => topic.items).length;
    expect(after.topics.find((topic) => topic.id === "fair-work")?.progress).toEqual({
      done: 2,
      total: 3,
      percent: 67,
    });
    expect(after.topics[0].progress).toEqual({ done: 0, total: after.topics[0].items.length, percent: 0 });
    expect(after.overall).toEqual({ done: 2, total, percent: Math.round((2 / total) * 100) });
  });

  it("saves owner, due date, status and notes, audited", async () => {
    const item = itemOf(await open(owner), "ca-measure");
    const before = await auditCount("bcorp.item_updated");
    const res = await t.as(owner, {
      method: "PATCH",
      url: `${base()}/items/${item.id}`,
      payload: {
        ownerId: member.id,
        dueOn: "2027-03-31",
        status: "in-progress",
        notes: "Scope 3 from the supplier survey",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ownerId: member.id,
      dueOn: "2027-03-31",
      status: "in-progress",
      notes: "Scope 3 from the supplier survey",
    });
    expect(await auditCount("bcorp.item_updated")).toBe(before + 1);
    const cleared = await t.as(owner, {
      method: "PATCH",
      url: `${base()}/items/${item.id}`,
      payload: { ownerId: null, dueOn: null },
    });
    expect(cleared.json()).toMatchObject({ ownerId: null, dueOn: null, status: "in-progress" });
  });

  it("refuses malformed dates, statuses and owners outside the organisation, naming the field", async () => {
    const item = itemOf(await open(owner), "ca-targets");
    const patch = (payload: unknown) =>
      t.as(owner, { method: "PATCH", url: `${base()}/items/${item.id}`, payload: payload as object });
    for (const [payload, field] of [
      [{ dueOn: "2027-02-30" }, "dueOn"],
      [{ dueOn: "next week" }, "dueOn"],
      [{ status: "finished" }, "status"],
      [{ ownerId: outsider.id }, "ownerId"],
    ] as const) {
      const res = await patch(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
  });
});

describe("who may do what", () => {
  it("lets members read but not write", async () => {
    const item = itemOf(await open(member), "pg-purpose");
    const patched = await t.as(member, {
      method: "PATCH",
      url: `${base()}/items/${item.id}`,
      payload: { status: "done" },
    });
    expect(patched.statusCode).toBe(403);
    const uploaded = await upload(member, item.id, { name: "purpose.pdf", type: "application/pdf", data: PDF });
    expect(uploaded.statusCode).toBe(403);
    const pack = await t.as(member, { method: "GET", url: `${base()}/export.zip` });
    expect(pack.statusCode).toBe(200);
  });

  it("answers 404 to anyone outside the organisation and for another organisation's ids", async () => {
    expect((await t.as(outsider, { method: "GET", url: base() })).statusCode).toBe(404);
    const item = itemOf(await open(owner), "pg-review");
    const file = await upload(owner, item.id, { name: "minutes.pdf", type: "application/pdf", data: PDF });
    expect(file.statusCode, file.body).toBe(201);
    const otherItem = itemOf(await open(outsider, otherOrganizationId), "pg-review");
    // The outsider names A's item and file through their own organisation: not found.
    const viaOther = base(otherOrganizationId);
    expect(
      (await t.as(outsider, { method: "PATCH", url: `${viaOther}/items/${item.id}`, payload: { status: "done" } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(outsider, { method: "GET", url: `${viaOther}/evidence/${file.json().id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(outsider, { method: "DELETE", url: `${viaOther}/evidence/${file.json().id}` })).statusCode).toBe(
      404,
    );
    // A's owner names B's item through A: not found; an unknown id too.
    expect(
      (await t.as(owner, { method: "PATCH", url: `${base()}/items/${otherItem.id}`, payload: { status: "done" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(owner, { method: "PATCH", url: `${base()}/items/2147483000`, payload: { status: "done" } }))
        .statusCode,
    ).toBe(404);
    expect((await upload(owner, 2147483000, { name: "x.pdf", type: "application/pdf", data: PDF })).statusCode).toBe(
      404,
    );
  });
});

describe("evidence files", () => {
  it("stores a PDF or an image, lists it, downloads it as uploaded, removes it; all audited", async () => {
    const item = itemOf(await open(owner), "hr-policy");
    const before = await auditCount("bcorp.evidence_uploaded");
    const pdf = await upload(admin, item.id, { name: "Human rights policy.pdf", type: "application/pdf", data: PDF });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      fileName: "Human rights policy.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
    });
    const png = await upload(admin, item.id, { name: "poster.png", type: "image/png", data: PNG });
    expect(png.statusCode, png.body).toBe(201);
    expect(await auditCount("bcorp.evidence_uploaded")).toBe(before + 2);
    expect(itemOf(await open(member), "hr-policy").evidence.map((e) => e.fileName)).toEqual([
      "Human rights policy.pdf",
      "poster.png",
    ]);
    const download = await t.as(member, { method: "GET", url: `${base()}/evidence/${pdf.json().id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect(Buffer.from(download.rawPayload).equals(PDF)).toBe(true);
    const removed = await t.as(owner, { method: "DELETE", url: `${base()}/evidence/${png.json().id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await auditCount("bcorp.evidence_removed")).toBeGreaterThanOrEqual(1);
    expect(itemOf(await open(owner), "hr-policy").evidence.map((e) => e.fileName)).toEqual(["Human rights policy.pdf"]);
    expect((await t.as(owner, { method: "GET", url: `${base()}/evidence/${png.json().id}` })).statusCode).toBe(404);
  });

  it("refuses a file of another type, checked from its content, with the reason", async () => {
    const item = itemOf(await open(owner), "hr-supply");
    const text = await upload(owner, item.id, {
      name: "risks.pdf",
      type: "application/pdf",
      data: Buffer.from("just some text"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a PDF, DOCX, XLSX or image/);
    expect(text.json().issues[0].path).toBe("file");
    const zip = await new JSZip().file("a.txt", "hello").generateAsync({ type: "nodebuffer" });
    const other = await upload(owner, item.id, { name: "bundle.pdf", type: "application/pdf", data: zip });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/it is application\/zip/);
    expect(itemOf(await open(owner), "hr-supply").evidence).toEqual([]);
  });

  it("refuses a file over the size limit with the reason", async () => {
    const item = itemOf(await open(owner), "hr-grievance");
    const big = Buffer.concat([PDF, Buffer.alloc(EVIDENCE_MAX_BYTES)]);
    const res = await upload(owner, item.id, { name: "huge.pdf", type: "application/pdf", data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
    expect(itemOf(await open(owner), "hr-grievance").evidence).toEqual([]);
  });
});

describe("the export pack", () => {
  it("is a ZIP with an index PDF listing each item and its evidence, and the evidence in a folder per topic", async () => {
    const item = itemOf(await open(owner), "fw-voice");
    await t.as(owner, {
      method: "PATCH",
      url: `${base()}/items/${item.id}`,
      payload: { ownerId: admin.id, dueOn: "2027-01-15", status: "done", notes: "Quarterly pulse survey" },
    });
    const file = await upload(owner, item.id, { name: "pulse-results.pdf", type: "application/pdf", data: PDF });
    expect(file.statusCode, file.body).toBe(201);
    const before = await auditCount("bcorp.exported");
    const res = await t.as(owner, { method: "GET", url: `${base()}/export.zip` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/zip");
    expect(await auditCount("bcorp.exported")).toBe(before + 1);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const entry = zip.file(`03 Fair Work/${file.json().id}-pulse-results.pdf`);
    expect(entry, Object.keys(zip.files).join(", ")).not.toBeNull();
    expect(Buffer.from(await (entry as JSZip.JSZipObject).async("nodebuffer")).equals(PDF)).toBe(true);
    const index = zip.file("index.pdf");
    expect(index).not.toBeNull();
    const text = await pdfPageText(await (index as JSZip.JSZipObject).async("uint8array"));
    expect(text).toContain("Fair Work");
    expect(text).toContain("Regular employee feedback with visible follow-up");
    expect(text).toContain("Notes: Quarterly pulse survey");
    expect(text).toContain(`${file.json().id}-pulse-results.pdf`);
    expect(text).toContain("Status: Done.");
  });
});
