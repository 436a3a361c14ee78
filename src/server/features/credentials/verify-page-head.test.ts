import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, modules } from "../../db/schema";
import { completeModule } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-head-"));
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><title>PIVOT Learning</title>\n    <meta name="description" content="x">\n<!--app-config--></head><body></body></html>',
  );
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("GET /verify/{code} (the page)", () => {
  it("carries the certificate's Open Graph tags for crawlers, and answers 404 for an unknown code", async () => {
    const u = await t.signUp({ firstName: "Amara", lastName: "Okafor" });
    const [m] = await t.database.db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.slug, "gender-pay-gap-reporting"));
    await completeModule(t.database.db, { userId: u.id, moduleId: m.id, now: new Date() });
    const [cert] = await t.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.slug, "gender-pay-gap-reporting-certificate"));
    const earned = (
      await t.as(u, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: cert.id } })
    ).json();

    const page = await t.app.inject({ method: "GET", url: `/verify/${earned.verificationCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(
      '<meta property="og:title" content="Valid certificate: Gender Pay Gap Reporting Certificate | PIVOT Learning"',
    );
    expect(page.body).toContain("issued by PIVOT Learning to Amara Okafor");
    expect(page.body).toContain(
      `<meta property="og:url" content="http://localhost:5000/verify/${earned.verificationCode}"`,
    );
    expect(page.body.match(/<title/g)).toHaveLength(1);

    const unknown = await t.app.inject({ method: "GET", url: "/verify/not-a-code" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Unknown verification code | PIVOT Learning");
  });
});
