import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let premiumId: number;
let freeId: number;
const premiumFile = "jedi-leadership-commitments.mp3";
const freeFile = "everyday-allyship-in-practice.mp3";
const premiumBytes = fs.statSync(path.resolve("content/media", premiumFile)).size;

beforeAll(async () => {
  t = await createTestApp();
  const find = async (slug: string) =>
    (await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.slug, slug)))[0].id;
  premiumId = await find("jedi-leadership-commitments");
  freeId = await find("everyday-allyship-in-practice");
});
afterAll(() => t.close());

const media = (id: number, file: string) => `/api/modules/${id}/media/${file}`;

describe("module media behind the premium lock (finding 8)", () => {
  it("the old public address no longer serves premium audio", async () => {
    const res = await t.app.inject({ method: "GET", url: `/media/${premiumFile}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toMatch(/audio/);
  });

  it("refuses a signed-out visitor", async () => {
    const res = await t.as(null, { method: "GET", url: media(premiumId, premiumFile) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("refuses a free learner a premium module's audio", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "GET", url: media(premiumId, premiumFile) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Premium Content Access Required" });
  });

  it("serves a free module's audio to a free learner", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "GET", url: media(freeId, freeFile) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.rawPayload.subarray(0, 3).toString("latin1")).toMatch(/^(ID3|\xff)/);
  });

  it("serves premium audio to a subscriber, with byte ranges for seeking", async () => {
    const subscriber = await t.signUp();
    await t.grantSubscription(subscriber);
    const res = await t.as(subscriber, {
      method: "GET",
      url: media(premiumId, premiumFile),
      headers: { range: "bytes=100-199" },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 100-199/${premiumBytes}`);
    expect(res.rawPayload.length).toBe(100);
  });

  it("the module's content points at the locked address", async () => {
    const subscriber = await t.signUp();
    await t.grantSubscription(subscriber);
    const res = await t.as(subscriber, { method: "GET", url: `/api/modules/${premiumId}/content` });
    expect(res.json().podcastUrl).toBe(media(premiumId, premiumFile));
  });

  it("serves only the files the module names", async () => {
    const learner = await t.signUp();
    const other = await t.as(learner, { method: "GET", url: media(freeId, premiumFile) });
    expect(other.statusCode).toBe(404);
    for (const file of ["..%2F..%2Fpackage.json", "%2e%2e", "package.json", "x.mp3%00.txt"]) {
      const res = await t.as(learner, { method: "GET", url: media(freeId, file) });
      expect(res.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, file).toBeLessThan(500);
      expect(res.json().message, file).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/modules/:id/media (issue 15)", () => {
  it("gives the player the file, duration, captions, chapters and transcript", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "GET", url: `/api/modules/${freeId}/media` });
    expect(res.statusCode).toBe(200);
    const media = res.json();
    expect(media).toMatchObject({ moduleId: freeId, kind: "audio", mimeType: "audio/mpeg", posterUrl: null });
    expect(media.url).toBe(`/api/modules/${freeId}/media/${freeFile}`);
    expect(media.durationSeconds).toBeGreaterThan(60);
    expect(media.chapters.length).toBeGreaterThanOrEqual(3);
    expect(media.transcript.length).toBe(media.chapters.length);
    const captions = await t.as(learner, { method: "GET", url: media.captionsUrl });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
    const chapters = await t.as(learner, { method: "GET", url: media.chaptersUrl });
    expect(chapters.body).toContain(media.chapters[1].title);
  });

  it("serves a video module's video and poster", async () => {
    const [video] = await t.database.db
      .select({ id: modules.id, slug: modules.slug })
      .from(modules)
      .where(eq(modules.slug, "pivot-framework-foundations"));
    const subscriber = await t.signUp();
    await t.grantSubscription(subscriber);
    const media = (await t.as(subscriber, { method: "GET", url: `/api/modules/${video.id}/media` })).json();
    expect(media).toMatchObject({ kind: "video", mimeType: "video/webm" });
    const file = await t.as(subscriber, { method: "GET", url: media.url, headers: { range: "bytes=0-3" } });
    expect(file.statusCode).toBe(206);
    expect(file.headers["content-type"]).toBe("video/webm");
    expect(file.rawPayload).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const poster = await t.as(subscriber, { method: "GET", url: media.posterUrl });
    expect(poster.headers["content-type"]).toBe("image/jpeg");
  });

  it("answers 404 for a module without media, 403 on a locked module, 401 signed out", async () => {
    const learner = await t.signUp();
    const [reading] = await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.type, "reading"));
    expect((await t.as(learner, { method: "GET", url: `/api/modules/${reading.id}/media` })).statusCode).toBe(404);
    expect((await t.as(learner, { method: "GET", url: `/api/modules/${premiumId}/media` })).statusCode).toBe(403);
    expect((await t.as(null, { method: "GET", url: `/api/modules/${freeId}/media` })).statusCode).toBe(401);
  });
});

describe("GET /api/modules/:id/cover.svg (issue 15)", () => {
  it("serves the module's cover art to anyone, in its pillar's colours with its type's icon", async () => {
    const res = await t.as(null, { method: "GET", url: `/api/modules/${freeId}/cover.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain("TRANSFORMATION · PODCAST");
    expect(res.body).toContain("#991b1b");
    expect((await t.as(null, { method: "GET", url: "/api/modules/999999/cover.svg" })).statusCode).toBe(404);
  });
});
