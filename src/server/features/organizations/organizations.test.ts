import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLog, OrganizationDetail, OrganizationSummary } from "../../../contracts/organizations";
import { queryRows } from "../../db/rows";
import { user } from "../../db/schema";
import { usersWritten } from "../../platform/caches/writes";
import { renderMail } from "../../platform/mail/template";
import { addMember, createUserCertificate } from "../../test/factories";
import { anyCertificateId } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

async function create(owner: TestUser, payload: Record<string, unknown>) {
  return t.as(owner, { method: "POST", url: "/api/organizations", payload });
}

/** An organisation owned by a new user, with members of the given roles (each a new user). */
async function organisationWith(...roles: ("admin" | "manager" | "member")[]) {
  const owner = await t.signUp();
  const res = await create(owner, { name: `Org ${unique()}` });
  expect(res.statusCode).toBe(201);
  const org = res.json() as { id: string; slug: string; name: string };
  const people: TestUser[] = [];
  for (const role of roles) {
    const person = await t.signUp();
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role, department: null });
    await usersWritten(t.database.db, person.id);
    people.push(person);
  }
  return { org, owner, people };
}

async function makeSiteAdmin() {
  const admin = await t.signUp();
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  await usersWritten(t.database.db, admin.id);
  return admin;
}

const list = async (who: TestUser) =>
  (await t.as(who, { method: "GET", url: "/api/organizations" })).json() as OrganizationSummary[];

const patch = (who: TestUser, id: string, payload: Record<string, unknown>) =>
  t.as(who, { method: "PATCH", url: `/api/organizations/${id}`, payload });

const auditLog = (who: TestUser, id: string, query = "") =>
  t.as(who, { method: "GET", url: `/api/organizations/${id}/audit-log${query}` });

const roleOf = async (organizationId: string, userId: string) =>
  (
    await queryRows<{ role: string }>(
      t.database.db,
      sql`select role from member where organization_id = ${organizationId} and user_id = ${userId}`,
    )
  )[0]?.role;

describe("POST /api/organizations", () => {
  it("creates the organisation with the caller as owner and a slug made from the name", async () => {
    const owner = await t.signUp();
    const name = `Northwind Social ${unique()}`;
    const res = await create(owner, { name });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name, role: "owner" });
    expect(body.id).toEqual(expect.any(String));
    expect(body.slug).toBe(name.toLowerCase().replace(/ /g, "-"));
    const mine = await list(owner);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: body.id, name, slug: body.slug, role: "owner", active: true });
  });

  it("refuses an address someone else typed first (409), and suffixes one made from a taken name", async () => {
    const first = await t.signUp();
    const slug = `taken-${unique()}`;
    expect((await create(first, { name: "Taken Ltd", slug })).statusCode).toBe(201);
    const second = await t.signUp();
    const refused = await create(second, { name: "Another Ltd", slug });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(slug);
    expect(await list(second)).toEqual([]);

    const name = `Same Name ${unique()}`;
    const a = (await create(first, { name })).json();
    const b = await create(second, { name });
    expect(b.statusCode).toBe(201);
    expect(b.json().slug).not.toBe(a.slug);
    expect(b.json().slug.startsWith(a.slug)).toBe(true);
  });

  it.each([
    ["a blank name", { name: "   " }],
    ["a name over 120 characters", { name: "x".repeat(121) }],
    ["a name with a NUL", { name: "Bad\u0000Name" }],
    ["an address with capitals", { name: "Fine Ltd", slug: "Not-Valid" }],
  ])("refuses %s (400) and creates nothing", async (_label, payload) => {
    const owner = await t.signUp();
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(await list(owner)).toEqual([]);
  });

  it("records organization.created in the audit log", async () => {
    const { org, owner } = await organisationWith();
    const log = (await auditLog(owner, org.id)).json() as AuditLog;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ action: "organization.created", actorId: owner.id, targetId: org.id });
    expect(log.items[0].actorName).toBe("Test Learner");
  });
});

describe("GET /api/organizations and activate", () => {
  it("lists every organisation of the caller with its role, the active one marked", async () => {
    const { org: first, owner } = await organisationWith();
    const { org: second, owner: otherOwner } = await organisationWith();
    await addMember(t.database.db, { organizationId: second.id, userId: owner.id, role: "manager", department: null });
    await usersWritten(t.database.db, owner.id);

    const before = await list(owner);
    expect(before.map((o) => [o.id, o.role])).toEqual([
      [first.id, "owner"],
      [second.id, "manager"],
    ]);
    expect(before.filter((o) => o.active).map((o) => o.id)).toEqual([first.id]);

    const res = await t.as(owner, { method: "POST", url: `/api/organizations/${second.id}/activate` });
    expect(res.statusCode).toBe(200);
    expect((await list(owner)).filter((o) => o.active).map((o) => o.id)).toEqual([second.id]);
    // The other owner's session is untouched.
    expect((await list(otherOwner)).filter((o) => o.active).map((o) => o.id)).toEqual([second.id]);
  });

  it("refuses a non-member (403) whether or not the organisation exists", async () => {
    const { org } = await organisationWith();
    const outsider = await t.signUp();
    expect((await t.as(outsider, { method: "POST", url: `/api/organizations/${org.id}/activate` })).statusCode).toBe(
      403,
    );
    expect((await t.as(outsider, { method: "POST", url: "/api/organizations/no-such-org/activate" })).statusCode).toBe(
      403,
    );
  });
});

describe("PATCH /api/organizations/{id} (settings)", () => {
  it("saves name, address, brand colour and the join link, and writes the audit log", async () => {
    const { org, owner } = await organisationWith();
    const slug = `renamed-${unique()}`;
    const res = await patch(owner, org.id, { name: "Renamed Ltd", slug, brandColor: "#1F4E79", joinLinkEnabled: true });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as OrganizationDetail;
    expect(detail).toMatchObject({ name: "Renamed Ltd", slug, brandColor: "#1f4e79" });
    expect(detail.joinPath).toMatch(/^\/join\/[A-Za-z0-9_-]+$/);

    const off = (await patch(owner, org.id, { joinLinkEnabled: false })).json() as OrganizationDetail;
    expect(off.joinPath).toBeNull();

    const log = (await auditLog(owner, org.id, "?action=organization.settings_changed")).json() as AuditLog;
    expect(log.items.map((i) => i.details)).toEqual([
      { joinLinkEnabled: false },
      { name: "Renamed Ltd", slug, brandColor: "#1F4E79", joinLinkEnabled: true },
    ]);
  });

  it("refuses a colour white text cannot be read on, naming the ratio", async () => {
    const { org, owner } = await organisationWith();
    const res = await patch(owner, org.id, { brandColor: "#ffcc00" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/contrast of 1\.\d\d:1; WCAG AA needs at least 4\.5:1/);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: "brandColor" })]);
    expect(
      ((await t.as(owner, { method: "GET", url: `/api/organizations/${org.id}` })).json() as OrganizationDetail)
        .brandColor,
    ).toBeNull();
  });

  it("accepts a small PNG logo and clears it with null; refuses one too large or of another type", async () => {
    const { org, owner } = await organisationWith();
    const png = `data:image/png;base64,${Buffer.from("tiny png bytes").toString("base64")}`;
    const saved = await patch(owner, org.id, { logo: png });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().logo).toBe(png);
    expect((await list(owner))[0].logo).toBe(png);

    const tooLarge = `data:image/png;base64,${Buffer.alloc(210_000, 1).toString("base64")}`;
    const large = await patch(owner, org.id, { logo: tooLarge });
    expect(large.statusCode).toBe(400);
    expect(large.body).toContain("200 kB");
    const gif = await patch(owner, org.id, { logo: `data:image/gif;base64,${Buffer.from("gif").toString("base64")}` });
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain("PNG, JPEG or SVG");

    expect((await patch(owner, org.id, { logo: null })).json().logo).toBeNull();
  });

  it("accepts an SVG of plain shapes and refuses one with a script", async () => {
    const { org, owner } = await organisationWith();
    const svg = (body: string) =>
      `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString("base64")}`;
    expect((await patch(owner, org.id, { logo: svg('<circle r="4" fill="#123456"/>') })).statusCode).toBe(200);
    const refused = await patch(owner, org.id, { logo: svg("<script>alert(1)</script>") });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: "logo" })]);
    expect(refused.json().message).toContain("script");
  });

  it("lets an admin change settings; a manager, a member and another organisation's owner get 403", async () => {
    const { org, people } = await organisationWith("admin", "manager", "member");
    const [admin, manager, plainMember] = people;
    expect((await patch(admin, org.id, { name: "Admin Renamed" })).statusCode).toBe(200);
    expect((await patch(manager, org.id, { name: "Manager Renamed" })).statusCode).toBe(403);
    expect((await patch(plainMember, org.id, { name: "Member Renamed" })).statusCode).toBe(403);
    const { owner: otherOwner } = await organisationWith();
    expect((await patch(otherOwner, org.id, { name: "Stolen" })).statusCode).toBe(403);
    const detail = (await t.as(admin, { method: "GET", url: `/api/organizations/${org.id}` })).json();
    expect(detail.name).toBe("Admin Renamed");
  });

  it("refuses an address another organisation holds (409)", async () => {
    const { org: taken } = await organisationWith();
    const { org, owner } = await organisationWith();
    const res = await patch(owner, org.id, { slug: taken.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(taken.slug);
  });
});

describe("POST /api/organizations/{id}/transfer-ownership", () => {
  const transfer = (who: TestUser, orgId: string, userId: string) =>
    t.as(who, { method: "POST", url: `/api/organizations/${orgId}/transfer-ownership`, payload: { userId } });

  it("makes the member the owner and the old owner an admin, and records it", async () => {
    const { org, owner, people } = await organisationWith("member");
    const [next] = people;
    const res = await transfer(owner, org.id, next.id);
    expect(res.statusCode).toBe(200);
    expect(await roleOf(org.id, next.id)).toBe("owner");
    expect(await roleOf(org.id, owner.id)).toBe("admin");

    const log = (await auditLog(next, org.id, "?action=organization.ownership_transferred")).json() as AuditLog;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ actorId: owner.id, targetId: next.id });
    // The old owner, now an admin, can no longer transfer or read the log.
    expect((await transfer(owner, org.id, owner.id)).statusCode).toBe(403);
    expect((await auditLog(owner, org.id)).statusCode).toBe(403);
  });

  it("refuses a non-member (400), the owner themselves (400) and an admin (403), keeping one owner", async () => {
    const { org, owner, people } = await organisationWith("admin");
    const [admin] = people;
    const outsider = await t.signUp();
    expect((await transfer(owner, org.id, outsider.id)).statusCode).toBe(400);
    expect((await transfer(owner, org.id, owner.id)).statusCode).toBe(400);
    expect((await transfer(admin, org.id, admin.id)).statusCode).toBe(403);
    const owners = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from member where organization_id = ${org.id} and role = 'owner'`,
    );
    expect(owners.map((o) => o.user_id)).toEqual([owner.id]);
  });
});

describe("GET /api/organizations/{id}/audit-log", () => {
  it("is read by the owner and site admins; admins, managers, members and other organisations get 403", async () => {
    const { org, owner, people } = await organisationWith("admin", "manager", "member");
    const siteAdmin = await makeSiteAdmin();
    expect((await auditLog(owner, org.id)).statusCode).toBe(200);
    expect((await auditLog(siteAdmin, org.id)).statusCode).toBe(200);
    for (const person of people) expect((await auditLog(person, org.id)).statusCode).toBe(403);
    const { owner: otherOwner } = await organisationWith();
    const refused = await auditLog(otherOwner, org.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("organization.created");
  });

  it("pages newest first without gaps or repeats, and filters by action", async () => {
    const { org, owner } = await organisationWith();
    for (let i = 0; i < 4; i++) await patch(owner, org.id, { name: `Name ${i}` });
    const seen: number[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const res = await auditLog(owner, org.id, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as AuditLog;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(5);

    const created = (await auditLog(owner, org.id, "?action=organization.created")).json() as AuditLog;
    expect(created.items.map((i) => i.action)).toEqual(["organization.created"]);
    expect((await auditLog(owner, org.id, "?action=nonsense")).statusCode).toBe(400);
    expect((await auditLog(owner, org.id, "?cursor=abc")).statusCode).toBe(400);
  });

  it("exports CSV with readable action names and formulas defused", async () => {
    const owner = await t.signUp({ firstName: "=SUM(A1)" });
    const org = (await create(owner, { name: `Csv ${unique()}` })).json() as { id: string; slug: string };
    await patch(owner, org.id, { name: "Renamed for the log" });
    const res = await t.as(owner, { method: "GET", url: `/api/organizations/${org.id}/audit-log.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain(`organisation-audit-log-${org.slug}-`);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("When (UTC),Action,Action code,By,By (user id),Target type,Target id,Details,IP address");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Settings changed");
    expect(lines[2]).toContain("Organisation created");
    expect(lines[1]).toContain(",'=SUM(A1) Learner,");
    expect(res.body).not.toContain(",=SUM");
    const member = (await organisationWith("member")).people[0];
    expect((await t.as(member, { method: "GET", url: `/api/organizations/${org.id}/audit-log.csv` })).statusCode).toBe(
      403,
    );
  });

  it("is append-only in the database: UPDATE and DELETE fail", async () => {
    const { org } = await organisationWith();
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'member.left' where organization_id = ${org.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where organization_id = ${org.id}`)).rejects.toThrow();
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where organization_id = ${org.id}`,
    );
    expect(rows.map((r) => r.action)).toEqual(["organization.created"]);
  });
});

describe("white-label on certificates", () => {
  // A 1×1 PNG.
  const PNG =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
  const images = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype\s*\/Image/g)?.length ?? 0;

  it("names the holder's organisation (and draws its logo) on the PDF and the verification page", async () => {
    const { org, owner } = await organisationWith();
    expect((await patch(owner, org.id, { logo: PNG, name: "Branded Ltd" })).statusCode).toBe(200);
    const loner = await t.signUp();
    const certificateId = await anyCertificateId(t.database.db);
    const mine = await createUserCertificate(t.database.db, { userId: owner.id, certificateId, now: new Date() });
    const theirs = await createUserCertificate(t.database.db, { userId: loner.id, certificateId, now: new Date() });

    const verified = await t.as(null, { method: "GET", url: `/api/verify/${mine.verificationCode}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().holderOrganization).toEqual({ name: "Branded Ltd", logo: PNG });
    const unbranded = await t.as(null, { method: "GET", url: `/api/verify/${theirs.verificationCode}` });
    expect(unbranded.json().holderOrganization).toBeNull();

    const pdf = async (who: TestUser, id: number) =>
      (await t.as(who, { method: "GET", url: `/api/certificates/${id}/certificate.pdf` })).rawPayload;
    // The QR code is one image; the organisation's logo adds its own (and its transparency mask).
    const plain = images(await pdf(loner, theirs.id));
    expect(plain).toBeGreaterThan(0);
    expect(images(await pdf(owner, mine.id))).toBeGreaterThan(plain);
  });
});

describe("white-label in e-mails (renderMail's brand)", () => {
  const content = {
    subject: "You're invited",
    heading: "Join Northwind on PIVOT Learning",
    paragraphs: ["Sam invited you."],
    action: { label: "Accept the invitation", url: "https://pivot.example/invitations/abc" },
  };

  it("puts the organisation's name in a bar of its colour and colours the button", () => {
    const mail = renderMail({
      ...content,
      brand: { name: "Northwind <Social>", color: "#1F4E79", logoUrl: "https://cdn.example/logo.png" },
    });
    expect(mail.text.startsWith("Northwind <Social> · PIVOT Learning\n")).toBe(true);
    expect(mail.html).toContain("background:#1f4e79;color:#ffffff");
    expect(mail.html).toContain("Northwind &lt;Social&gt;");
    expect(mail.html).toContain('src="https://cdn.example/logo.png"');
    expect(mail.html).toMatch(
      /<a href="https:\/\/pivot.example\/invitations\/abc" style="display:inline-block;background:#1f4e79/,
    );
  });

  it("ignores a colour that fails the contrast check and a logo that is not a web address", () => {
    const mail = renderMail({
      ...content,
      brand: { name: "Pale Ltd", color: "#ffff00", logoUrl: "data:image/png;base64,AAAA" },
    });
    expect(mail.html).not.toContain("#ffff00");
    expect(mail.html).not.toContain("data:image");
    expect(mail.html).toContain("Pale Ltd");
    expect(renderMail(content).html).not.toContain("Pale Ltd");
  });
});
