import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedContent } from "../../../contracts/content-admin";
import { isPremiumModule } from "../../../domain/access";
import { contentReadyRequests, generatedContent, modules, notifications } from "../../db/schema";
import { writeCatalogue } from "../../platform/caches/writes";
import { type AiProvider, type AiProviderRequest, startAiProvider } from "../../test/ai-provider";
import { createAdmin, createEmployer, createLearner } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/** Issue 14: the content generator, drafts, publishing and podcast uploads, as their API answers. */

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "pivot-uploads-"));
let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let employer: TestUser;
let emptyModuleIds: number[];

const people = async (app: TestApp) => {
  const suffix = randomBytes(4).toString("hex");
  return {
    admin: await signedInSession(
      app,
      await createAdmin(app.database.db, { email: `admin-${suffix}@example.com`, firstName: "Al", lastName: "Admin" }),
    ),
    learner: await signedInSession(
      app,
      await createLearner(app.database.db, {
        email: `learner-${suffix}@example.com`,
        firstName: "Lee",
        lastName: "Learner",
      }),
    ),
    employer: await signedInSession(
      app,
      await createEmployer(app.database.db, {
        email: `employer-${suffix}@example.com`,
        firstName: "Em",
        lastName: "Ployer",
      }),
    ),
  };
};

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, PODCAST_MAX_MB: "1" });
  ({ admin, learner, employer } = await people(t));
  emptyModuleIds = await withoutContent(t);
});

/**
 * Five modules every plan opens, their bodies emptied: the catalogue's writers may fill every module,
 * so the tests make their own modules lacking content (the same five in each app, ids are stable).
 */
async function withoutContent(app: TestApp): Promise<number[]> {
  const { db } = app.database;
  const rows = await db
    .select({ id: modules.id, title: modules.title, category: modules.category })
    .from(modules)
    .orderBy(modules.id);
  const ids = rows
    .filter((m) => !isPremiumModule(m))
    .slice(-5)
    .map((m) => m.id);
  await writeCatalogue(db, () =>
    db.update(modules).set({ content: null, podcastUrl: null, podcastDuration: null }).where(inArray(modules.id, ids)),
  );
  return ids;
}
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const call = (app: TestApp, user: TestUser | null, method: HTTPMethods, url: string, payload?: unknown) =>
  app.as(user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe("who may use the generator", () => {
  const routes: [HTTPMethods, string, unknown?][] = [
    ["GET", "/api/content/modules-without-content"],
    ["GET", "/api/content/modules"],
    ["POST", "/api/content/generate/1"],
    ["POST", "/api/content/generate-bulk", { moduleIds: [1] }],
    ["GET", "/api/content/generation-runs/current"],
    ["GET", "/api/content/drafts"],
    ["PUT", "/api/content/drafts/1", { markdown: "x".repeat(60) }],
    ["POST", "/api/content/drafts/1/publish"],
    ["GET", "/api/content/analytics"],
    ["POST", "/api/content/modules/1/podcast"],
  ];

  it("refuses learners and employers with 403 and signed-out callers with 401", async () => {
    for (const [method, url, body] of routes) {
      expect((await call(t, learner, method, url, body)).statusCode, `${method} ${url} learner`).toBe(403);
      expect((await call(t, employer, method, url, body)).statusCode, `${method} ${url} employer`).toBe(403);
      expect((await call(t, null, method, url, body)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
  });
});

describe("the Users screen's reads and writes (Better Auth's admin endpoints)", () => {
  it("lists users newest first with the fields the screen shows, searches, and changes a role", async () => {
    const list = await call(
      t,
      admin,
      "GET",
      "/api/auth/admin/list-users?limit=25&offset=0&sortBy=createdAt&sortDirection=desc",
    );
    expect(list.statusCode).toBe(200);
    const body = list.json() as { users: Record<string, unknown>[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(Object.keys(body.users[0])).toEqual(
      expect.arrayContaining(["id", "name", "email", "role", "banned", "createdAt"]),
    );
    const search = await call(
      t,
      admin,
      "GET",
      `/api/auth/admin/list-users?limit=25&offset=0&searchValue=${encodeURIComponent(learner.email)}&searchField=email&searchOperator=contains`,
    );
    expect((search.json() as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([learner.id]);
    expect((await call(t, learner, "GET", "/api/auth/admin/list-users")).statusCode).toBe(403);
    const promoted = await call(t, admin, "POST", "/api/auth/admin/set-role", { userId: employer.id, role: "learner" });
    expect(promoted.statusCode).toBe(200);
    expect(
      (await call(t, admin, "POST", "/api/auth/admin/set-role", { userId: employer.id, role: "admin" })).statusCode,
    ).toBe(200);
    // Organisation roles replaced the global "employer" role (decision 132): it is no longer one to give.
    expect(
      (await call(t, admin, "POST", "/api/auth/admin/set-role", { userId: employer.id, role: "employer" })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/content/modules-without-content", () => {
  it("lists the active modules whose body is empty, with spec 3 §3's fields", async () => {
    const res = await call(t, admin, "GET", "/api/content/modules-without-content");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number }[];
    expect(emptyModuleIds.length).toBeGreaterThan(0);
    expect(list.map((m) => m.id)).toEqual(emptyModuleIds);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["category", "description", "duration", "id", "pivotPillar", "title", "type"].sort(),
    );
  });
});

describe("generate, edit and publish", () => {
  it("generates a draft, lets the admin edit it, and publishes it to learners who asked to be told", async () => {
    const moduleId = emptyModuleIds[0];
    const { db } = t.database;
    // The learner pressed "Notify When Ready" on the module (the notifications feature stores it).
    await db.insert(contentReadyRequests).values({ userId: learner.id, moduleId });

    const generated = await call(t, admin, "POST", `/api/content/generate/${moduleId}`);
    expect(generated.statusCode).toBe(200);
    const body = generated.json() as {
      moduleId: number;
      content: GeneratedContent;
      draft: { id: number; status: string; engine: string; markdown: string };
    };
    expect(body.moduleId).toBe(moduleId);
    expect(body.content.learningObjectives.length).toBeGreaterThan(1);
    expect(body.content.moduleContent.mainSections.length).toBeGreaterThan(1);
    expect(body.draft).toMatchObject({ status: "draft", engine: "template" });
    expect(body.draft.markdown).toContain("## Learning objectives");

    // A draft is not published: the learner still sees no content, and the module still lacks it.
    expect((await call(t, learner, "GET", `/api/modules/${moduleId}/content`)).json().content).toBeNull();
    const stillEmpty = (await call(t, admin, "GET", "/api/content/modules-without-content")).json() as { id: number }[];
    expect(stillEmpty.map((m) => m.id)).toContain(moduleId);

    const tooShort = await call(t, admin, "PUT", `/api/content/drafts/${body.draft.id}`, { markdown: "Too short" });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toMatch(/^markdown: /);

    const edited = `${body.draft.markdown}\n## A note from the editor\n\nReviewed and approved by the content team.\n`;
    const saved = await call(t, admin, "PUT", `/api/content/drafts/${body.draft.id}`, { markdown: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: "draft", markdown: edited.trim() });

    // Warm the catalogue cache, so publishing must drop it.
    const before = (await call(t, learner, "GET", "/api/modules")).json() as { id: number; hasContent: boolean }[];
    expect(before.find((m) => m.id === moduleId)?.hasContent).toBe(false);

    const published = await call(t, admin, "POST", `/api/content/drafts/${body.draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ notified: 1, draft: { status: "published" } });

    const read = await call(t, learner, "GET", `/api/modules/${moduleId}/content`);
    expect(read.json().content).toContain("Reviewed and approved by the content team.");
    const after = (await call(t, learner, "GET", "/api/modules")).json() as { id: number; hasContent: boolean }[];
    expect(after.find((m) => m.id === moduleId)?.hasContent).toBe(true);
    const gone = (await call(t, admin, "GET", "/api/content/modules-without-content")).json() as { id: number }[];
    expect(gone.map((m) => m.id)).not.toContain(moduleId);

    const bell = await db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: "content_ready", link: `/module/${moduleId}` });
    const [request] = await db
      .select()
      .from(contentReadyRequests)
      .where(and(eq(contentReadyRequests.userId, learner.id), eq(contentReadyRequests.moduleId, moduleId)));
    expect(request.notifiedAt).toBeInstanceOf(Date);

    // Publishing again notifies nobody twice.
    const again = await call(t, admin, "POST", `/api/content/drafts/${body.draft.id}/publish`);
    expect(again.json().notified).toBe(0);
  });

  it("answers 404 for a module or draft that does not exist", async () => {
    expect((await call(t, admin, "POST", "/api/content/generate/999999")).statusCode).toBe(404);
    expect((await call(t, admin, "POST", "/api/content/drafts/999999/publish")).statusCode).toBe(404);
  });
});

describe("bulk generation and analytics", () => {
  it("generates each module, reports results keyed by module id, and records the run", async () => {
    const ids = emptyModuleIds.slice(1, 3);
    const res = await call(t, admin, "POST", "/api/content/generate-bulk", { moduleIds: ids });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.results).sort()).toEqual(ids.map(String).sort());
    for (const id of ids) expect(body.results[String(id)]).toMatchObject({ status: "generated", error: null });
    expect(body.run.status).toBe("completed");
    expect(body.run.items.map((i: { status: string }) => i.status)).toEqual(["generated", "generated"]);
    const current = await call(t, admin, "GET", "/api/content/generation-runs/current");
    expect(current.json().run.id).toBe(body.run.id);
    const drafts = (await call(t, admin, "GET", "/api/content/drafts")).json() as { moduleId: number }[];
    expect(drafts.map((d) => d.moduleId)).toEqual(expect.arrayContaining(ids));
  });

  it("refuses an empty selection and unknown modules", async () => {
    const empty = await call(t, admin, "POST", "/api/content/generate-bulk", { moduleIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("moduleIds");
    const unknown = await call(t, admin, "POST", "/api/content/generate-bulk", {
      moduleIds: [emptyModuleIds[1], 999999],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("999999");
  });

  it("computes spec 3 §9's completion percentage and coverage per pillar from the catalogue", async () => {
    const rows = await t.database.db.select({ content: modules.content, pillar: modules.pivotPillar }).from(modules);
    const withContent = rows.filter((r) => r.content?.trim()).length;
    const res = await call(t, admin, "GET", "/api/content/analytics");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalModules: rows.length,
      modulesWithContent: withContent,
      completionPercentage: Math.round((withContent / rows.length) * 100),
    });
    expect(body.pillars.reduce((sum: number, p: { total: number }) => sum + p.total, 0)).toBe(rows.length);
    expect(body.published).toBeGreaterThanOrEqual(1);
  });
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----pivot${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const MP3 = fs.readFileSync(path.resolve("content/media/everyday-allyship-in-practice.mp3"));

describe("podcast upload", () => {
  const upload = (moduleId: number, body: ReturnType<typeof multipart>) =>
    t.as(admin, { method: "POST", url: `/api/content/modules/${moduleId}/podcast`, ...body });

  it("stores an MP3 with its transcript and plays it to learners through the media route", async () => {
    const moduleId = emptyModuleIds[3];
    const res = await upload(
      moduleId,
      multipart(
        { durationSeconds: "95", transcript: "Welcome to this episode." },
        { name: "episode.mp3", type: "audio/mpeg", data: MP3 },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      moduleId,
      podcastDuration: 95,
      contentType: "audio/mpeg",
      storage: "local",
      sizeBytes: MP3.length,
    });
    expect(fs.readdirSync(uploadsDir).filter((f) => f.endsWith(".mp3"))).toHaveLength(1);

    const content = (await call(t, learner, "GET", `/api/modules/${moduleId}/content`)).json();
    expect(content).toMatchObject({
      podcastUrl: body.podcastUrl,
      podcastDuration: 95,
      podcastTranscript: "Welcome to this episode.",
    });
    const played = await call(t, learner, "GET", body.podcastUrl);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/mpeg");
    expect(played.rawPayload.equals(MP3)).toBe(true);
    const ranged = await t.as(learner, { method: "GET", url: body.podcastUrl, headers: { range: "bytes=0-99" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    expect((await call(t, null, "GET", body.podcastUrl)).statusCode).toBe(401);
  });

  it("stores an M4A (a 2-second tone made with ffmpeg, kept as a fixture) as audio/mp4", async () => {
    const m4a = fs.readFileSync(path.join(import.meta.dirname, "fixtures/tone.m4a"));
    const res = await upload(emptyModuleIds[2], multipart({}, { name: "tone.m4a", type: "audio/mp4", data: m4a }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contentType: "audio/mp4", podcastDuration: 2 });
    expect(res.json().podcastUrl).toMatch(/\.m4a$/);
    const played = await call(t, learner, "GET", res.json().podcastUrl);
    expect(played.headers["content-type"]).toBe("audio/mp4");
  });

  it("reads the duration from the file when none is given", async () => {
    const res = await upload(emptyModuleIds[4], multipart({}, { name: "episode.mp3", type: "audio/mpeg", data: MP3 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().podcastDuration).toBeGreaterThan(0);
  });

  it("refuses a file that is not audio, whatever its name, with 400", async () => {
    const res = await upload(
      emptyModuleIds[4],
      multipart({}, { name: "episode.mp3", type: "audio/mpeg", data: Buffer.from("%PDF-1.7\nnot audio at all\n") }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("file");
  });

  // Issue 29: what is stored is audio with a playable length, from its first byte to its last.
  const box = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };
  const ftyp = box("ftyp", Buffer.from("M4A \0\0\0\0M4A mp42isom", "latin1"));
  const refusedAsNotAudio = async (data: Buffer, name: string, type: string) => {
    const before = fs.readdirSync(uploadsDir).length;
    const res = await upload(emptyModuleIds[1], multipart({}, { name, type, data }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0].path).toBe("file");
    expect(res.json().message).toMatch(/^The file is not playable (MP3|M4A) audio: /);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  };

  it("refuses a 52-byte M4A whose atom claims 4 GB", async () => {
    const mdat = Buffer.alloc(16);
    mdat.writeUInt32BE(1);
    mdat.write("mdat", 4, "latin1");
    mdat.writeBigUInt64BE(4n * 1024n ** 3n, 8);
    const tiny = Buffer.concat([ftyp, mdat, Buffer.alloc(52 - ftyp.length - mdat.length)]);
    expect(tiny.length).toBe(52);
    await refusedAsNotAudio(tiny, "episode.m4a", "audio/mp4");
  });

  it("refuses an M4A of 2,000 nested atoms", async () => {
    let nested = Buffer.alloc(0);
    for (let i = 0; i < 2000; i++) nested = box(i % 2 ? "trak" : "moov", nested);
    await refusedAsNotAudio(Buffer.concat([ftyp, nested]), "episode.m4a", "audio/mp4");
  });

  it("refuses a real MP3 with a script or other data appended", async () => {
    await refusedAsNotAudio(
      Buffer.concat([MP3, Buffer.from("<script>alert(document.cookie)</script>")]),
      "episode.mp3",
      "audio/mpeg",
    );
    await refusedAsNotAudio(Buffer.concat([MP3, Buffer.from("not audio, just text")]), "episode.mp3", "audio/mpeg");
    const m4a = fs.readFileSync(path.join(import.meta.dirname, "fixtures/tone.m4a"));
    await refusedAsNotAudio(Buffer.concat([m4a, Buffer.from("trailing bytes")]), "tone.m4a", "audio/mp4");
  });

  it("deletes the replaced file, and serves uploads as audio with nosniff", async () => {
    const moduleId = emptyModuleIds[4];
    const mine = () => fs.readdirSync(uploadsDir).filter((f) => f.startsWith(`module-${moduleId}-`));
    const first = await upload(moduleId, multipart({}, { name: "episode.mp3", type: "audio/mpeg", data: MP3 }));
    expect(first.statusCode, first.body).toBe(201);
    const firstFile = first.json().podcastUrl.split("/").pop();
    expect(mine()).toEqual([firstFile]);
    const m4a = fs.readFileSync(path.join(import.meta.dirname, "fixtures/tone.m4a"));
    const second = await upload(moduleId, multipart({}, { name: "tone.m4a", type: "audio/mp4", data: m4a }));
    expect(second.statusCode, second.body).toBe(201);
    expect(mine()).toEqual([second.json().podcastUrl.split("/").pop()]);
    const played = await call(t, learner, "GET", second.json().podcastUrl);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/mp4");
    expect(played.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a file over the size limit with 413", async () => {
    const big = Buffer.concat([MP3, MP3, MP3]);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(emptyModuleIds[4], multipart({}, { name: "episode.mp3", type: "audio/mpeg", data: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("1 MB");
  });

  it("refuses a missing file, a bad duration and a body that is not multipart", async () => {
    expect((await upload(emptyModuleIds[4], multipart({ durationSeconds: "60" }))).statusCode).toBe(400);
    const badDuration = await upload(
      emptyModuleIds[4],
      multipart({ durationSeconds: "-5" }, { name: "a.mp3", type: "audio/mpeg", data: MP3 }),
    );
    expect(badDuration.statusCode).toBe(400);
    expect(badDuration.json().message).toMatch(/^durationSeconds: /);
    const json = await call(t, admin, "POST", `/api/content/modules/${emptyModuleIds[4]}/podcast`, { file: "x" });
    expect(json.statusCode).toBe(415);
  });
});

// ---- The OpenAI-compatible path, against a stub server on loopback ----

type StubMode = "valid" | "invalid" | "badBank" | "error" | "hold";
type ChatRequest = { model: string; messages: { content: string }[]; response_format?: unknown };

describe("the OpenAI-compatible engine (AI_BASE_URL)", () => {
  let ai: TestApp;
  let aiAdmin: TestUser;
  let stub: AiProvider;
  let mode: StubMode = "valid";
  const received: AiProviderRequest<ChatRequest>[] = [];
  let release: () => void = () => {};
  let requestArrived: () => void = () => {};

  const validAnswer: GeneratedContent = {
    learningObjectives: ["Explain why change needs honest communication", "Plan a change announcement"],
    moduleContent: {
      introduction: "Change lands better when people hear it early and honestly.",
      mainSections: [
        { title: "Say why", content: "People accept change they understand.", keyPoints: ["Explain the reason"] },
        { title: "Listen", content: "Questions show what is unclear.", keyPoints: ["Make time for questions"] },
      ],
    },
    keyTakeaways: ["Be honest about what is unknown", "Repeat the message"],
    assessmentQuestions: [
      { question: "Why explain the reason for a change?", type: "reflection" },
      { question: "True or false: silence reassures people.", type: "true-false" },
    ],
    // issue 22 item 4: the model writes a draft knowledge check too (8 to 12 questions, bank rules).
    knowledgeCheckQuestions: Array.from({ length: 8 }, (_, i) => ({
      type: "true_false" as const,
      text: `True or false: change message ${i + 1} should be honest.`,
      options: [
        { text: "True", correct: true },
        { text: "False", correct: false },
      ],
      feedback: "True: the module asks for honest communication.",
    })),
  };

  beforeAll(async () => {
    stub = await startAiProvider<ChatRequest>(async (request) => {
      received.push(request);
      requestArrived();
      if (mode === "error") return null;
      if (mode === "hold") await new Promise<void>((resolve) => (release = resolve));
      return mode === "invalid"
        ? JSON.stringify({ learningObjectives: ["only one field"] })
        : mode === "badBank"
          ? JSON.stringify({
              ...validAnswer,
              knowledgeCheckQuestions: validAnswer.knowledgeCheckQuestions?.map((q, i) =>
                i === 0 ? { ...q, options: q.options.map((o) => ({ ...o, correct: true })) } : q,
              ),
            })
          : JSON.stringify(validAnswer);
    });
    ai = await createTestApp({ ...stub.env, UPLOADS_DIR: uploadsDir });
    expect(await withoutContent(ai)).toEqual(emptyModuleIds);
    ({ admin: aiAdmin } = await people(ai));
  });
  afterAll(async () => {
    release();
    await ai.close();
    await stub.close();
  });

  it("asks the model for JSON and saves its validated answer as an 'ai' draft", async () => {
    mode = "valid";
    const res = await call(ai, aiAdmin, "POST", `/api/content/generate/${emptyModuleIds[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual(validAnswer);
    expect(res.json().draft.engine).toBe("ai");
    const last = received.at(-1);
    expect(last?.path).toBe("/v1/chat/completions");
    expect(last?.body.model).toBe("stub-model");
    expect(last?.body.response_format).toEqual({ type: "json_object" });
    const [module] = await ai.database.db
      .select({ title: modules.title })
      .from(modules)
      .where(eq(modules.id, emptyModuleIds[0]));
    expect(last?.body.messages.at(-1)?.content).toContain(module.title);
  });

  it("reports an answer that is not valid content for that module and saves nothing", async () => {
    mode = "invalid";
    const moduleId = emptyModuleIds[1];
    const res = await call(ai, aiAdmin, "POST", `/api/content/generate/${moduleId}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain("did not match the content format");
    const drafts = await ai.database.db.select().from(generatedContent).where(eq(generatedContent.moduleId, moduleId));
    expect(drafts).toHaveLength(0);

    const bulk = await call(ai, aiAdmin, "POST", "/api/content/generate-bulk", { moduleIds: [moduleId] });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().results[String(moduleId)]).toMatchObject({ status: "failed", draftId: null });
    expect(bulk.json().results[String(moduleId)].error).toContain("did not match the content format");
  });

  it("stores the model's knowledge check as draft questions, and refuses one that breaks a bank rule (issue 22)", async () => {
    const { knowledgeCheckQuestions } = await import("../../db/schema");
    const drafts = await ai.database.db
      .select({ status: knowledgeCheckQuestions.status, source: knowledgeCheckQuestions.source })
      .from(knowledgeCheckQuestions)
      .where(
        and(eq(knowledgeCheckQuestions.moduleId, emptyModuleIds[0]), eq(knowledgeCheckQuestions.source, "generator")),
      );
    expect(drafts).toHaveLength(8);
    expect(drafts.every((d) => d.status === "draft" && d.source === "generator")).toBe(true);

    mode = "badBank";
    const res = await call(ai, aiAdmin, "POST", `/api/content/generate/${emptyModuleIds[3]}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/knowledgeCheckQuestions\.0\.options: .*exactly one right option/);
  });

  it("reports a model that fails with a 502 naming it", async () => {
    mode = "error";
    const res = await call(ai, aiAdmin, "POST", `/api/content/generate/${emptyModuleIds[2]}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain("The AI service did not answer");
  });

  it("refuses a second bulk run while one is running (409), then runs again once it finished", async () => {
    mode = "hold";
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const first = call(ai, aiAdmin, "POST", "/api/content/generate-bulk", { moduleIds: [emptyModuleIds[2]] });
    await arrived;
    const progress = (await call(ai, aiAdmin, "GET", "/api/content/generation-runs/current")).json();
    expect(progress.run).toMatchObject({
      status: "running",
      items: [{ moduleId: emptyModuleIds[2], status: "generating" }],
    });
    const second = await call(ai, aiAdmin, "POST", "/api/content/generate-bulk", { moduleIds: [emptyModuleIds[3]] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("already running");
    release();
    const done = await first;
    expect(done.statusCode).toBe(200);
    expect(done.json().run.status).toBe("completed");
    mode = "valid";
    const third = await call(ai, aiAdmin, "POST", "/api/content/generate-bulk", { moduleIds: [emptyModuleIds[3]] });
    expect(third.statusCode).toBe(200);
  });
});
