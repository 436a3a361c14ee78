import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../db/schema";
import { writeCatalogue } from "../../platform/caches/writes";
import { negotiateEncoding } from "../../plugins/content-encoding";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}, url = "/api/modules") =>
  t.app.inject({ method: "GET", url, headers, remoteAddress: "10.7.0.1" });

describe("GET /api/modules from pre-serialised bytes", () => {
  it("answers with an ETag and 304 when the client has it", async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.json().length).toBeGreaterThan(20);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await list({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves gzip and brotli variants of the same answer", async () => {
    const plain = (await list()).json();
    const gzip = await list({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain);
    const br = await list({ "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 3);
    const refused = await list({ "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers.vary).toBe("accept-encoding");
  });

  it("keeps queries apart and filters as before", async () => {
    const video = await list({}, "/api/modules?type=video");
    expect(video.json().length).toBeGreaterThan(0);
    expect(video.json().every((m: { type: string }) => m.type === "video")).toBe(true);
    expect(video.headers.etag).not.toBe((await list()).headers.etag);
  });

  it("changes its ETag when the catalogue changes", async () => {
    const before = await list();
    const [first] = before.json() as { id: number; title: string }[];
    await writeCatalogue(t.database.db, () =>
      t.database.db
        .update(modules)
        .set({ title: `${first.title} (revised)` })
        .where(eq(modules.id, first.id)),
    );
    const after = await list({ "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].title).toBe(`${first.title} (revised)`);
  });

  it("is not marked no-store for a signed-in caller: it is nobody's personal data", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "GET", url: "/api/modules" });
    expect(res.headers["cache-control"]).toBe("public, no-cache");
  });
});

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
