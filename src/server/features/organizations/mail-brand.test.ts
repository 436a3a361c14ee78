import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { INVITATION_TEMPLATE } from "./invitation-mail";
import { invitationFixtures, unique } from "./invitations-fixtures";

/**
 * Issue 45 item 9: the organisation's logo and colour reach its e-mails, as its settings say. The
 * stored logo is a data: URL, which mail programs do not show, so the message links to a public copy.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { db, organisation, inviteNow } = invitationFixtures(() => t);

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

async function brandedOrganisation(logo: string | null, colour: string | null) {
  const org = await organisation({ seats: 10 });
  await db().execute(sql`update organization set logo = ${logo}, brand_color = ${colour} where id = ${org.id}`);
  return org;
}

async function invitationHtml(orgOwner: Awaited<ReturnType<typeof organisation>>) {
  const email = `brand-${unique()}@people.example.com`;
  await inviteNow(orgOwner.owner, orgOwner, [{ email }]);
  const [mail] = await db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.template, INVITATION_TEMPLATE)));
  return mail;
}

describe("the organisation's brand in its e-mails", () => {
  it("an invitation carries the logo (as a fetchable address) and the brand colour", async () => {
    const org = await brandedOrganisation(`data:image/png;base64,${PNG.toString("base64")}`, "#1f4e79");
    const mail = await invitationHtml(org);
    expect(mail.htmlBody).toContain("background:#1f4e79");
    const src = /<img src="([^"]+)"/.exec(mail.htmlBody)?.[1];
    expect(src).toMatch(new RegExp(`^http://localhost:5000/api/organizations/${org.id}/logo\\?v=[\\w-]{12}$`));
    expect(mail.textBody).toContain(`${org.name} · PIVOT Learning`);

    // The address answers the image to anyone, with no session (a mail program fetching it).
    const res = await t.app.inject({
      method: "GET",
      url: new URL(src as string).pathname + new URL(src as string).search,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("an SVG logo is served so it can run nothing, even opened on its own", async () => {
    const org = await brandedOrganisation(`data:image/svg+xml;base64,${Buffer.from(SVG).toString("base64")}`, null);
    const res = await t.app.inject({ method: "GET", url: `/api/organizations/${org.id}/logo` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("without a logo the message has no image and the address answers 404", async () => {
    const org = await brandedOrganisation(null, null);
    const mail = await invitationHtml(org);
    expect(mail.htmlBody).not.toContain("<img");
    expect(mail.htmlBody).toContain(org.name);
    const res = await t.app.inject({ method: "GET", url: `/api/organizations/${org.id}/logo` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "This organisation has no logo" });
    const unknown = await t.app.inject({ method: "GET", url: "/api/organizations/no-such-organisation/logo" });
    expect(unknown.statusCode).toBe(404);
  });
});
