import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer } from "../../../contracts/assistant";
import { NO_MATCH_REPLY } from "../../../domain/assistant";
import { modules } from "../../db/schema";
import { type AiProvider, startAiProvider } from "../../test/ai-provider";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { moduleSections } from "./service";

/** Issue 26 item 6: the assistant answers questions about the catalogue from the module texts, citing them. */

let t: TestApp;
let learner: TestUser;
const slugById = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.signUp();
  for (const m of await t.database.db.select({ id: modules.id, slug: modules.slug }).from(modules))
    slugById.set(m.id, m.slug);
});
afterAll(async () => t?.close());

const ask = (app: TestApp, user: TestUser | null, message: string) =>
  app.as(user, { method: "POST", url: "/api/assistant/ask", payload: { message } });

// The five questions of the issue's Done-when line, each with the module(s) of content/modules that must be cited.
const QUESTIONS: [string, string[]][] = [
  ["How do I prepare for B Corp certification?", ["b-corp-certification-essentials"]],
  ["How can I build psychological safety in my team?", ["building-psychological-safety"]],
  ["What do I need to report for the gender pay gap?", ["gender-pay-gap-reporting"]],
  ["How can I be a better ally at work?", ["everyday-allyship-in-practice"]],
  ["How do I set up an employee volunteering programme?", ["community-impact-volunteering"]],
];

describe("POST /api/assistant/ask (search over the module sections)", () => {
  it.each(QUESTIONS)("%s → cites the right modules with passages and links", async (question, slugs) => {
    const res = await ask(t, learner, question);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AssistantAnswer;
    expect(answer.engine).toBe("search");
    const cited = answer.sources.map((s) => slugById.get(s.moduleId));
    for (const slug of slugs) expect(cited).toContain(slug);
    for (const source of answer.sources) {
      expect(source.href).toBe(`/module/${source.moduleId}`);
      expect(source.passage.length).toBeGreaterThan(20);
      expect(answer.content).toContain(source.title);
    }
  });
});

describe("POST /api/assistant/ask: honest when nothing matches", () => {
  it("a question no module is about gets an honest answer and the library, no sources", async () => {
    const res = await ask(t, learner, "What is the best recipe for sourdough bread?");
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AssistantAnswer;
    expect(answer.content).toBe(NO_MATCH_REPLY);
    expect(answer.content).toContain("I could not find a module about that");
    expect(answer.sources).toEqual([]);
  });

  it("a question of stop words and question words alone finds nothing rather than everything", async () => {
    const answer = (await ask(t, learner, "How do I do that, what should I need to know?")).json() as AssistantAnswer;
    expect(answer.sources).toEqual([]);
  });

  it("odd characters in the question are searched as words, never as query syntax", async () => {
    for (const message of ["b'corp \\ & | ! <-> :* (", "O'Brien's \\x pay-gap", "'''", "\\'"]) {
      const res = await ask(t, learner, message);
      expect(res.statusCode).toBe(200);
    }
  });

  it("cites only active modules", async () => {
    await t.database.db.insert(modules).values({
      slug: "assistant-retired",
      title: "Retired Module",
      description: "No longer offered",
      category: "Leadership",
      pivotPillar: "Purpose",
      type: "guide",
      content: "## Quokkas\n\nQuokkas and wombats in the workplace.",
      isActive: false,
    });
    const answer = (await ask(t, learner, "Tell me about quokkas and wombats")).json() as AssistantAnswer;
    expect(answer.sources).toEqual([]);
  });

  it("needs a signed-in user and a message", async () => {
    expect((await ask(t, null, "How do I prepare for B Corp certification?")).statusCode).toBe(401);
    const blank = await ask(t, learner, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].path).toBe("message");
  });
});

describe("splitting a module into its sections (the SQL both databases run)", () => {
  const insert = async (slug: string, content: string, isActive = true) => {
    const [row] = await t.database.db
      .insert(modules)
      .values({
        slug,
        title: `Sections ${slug}`,
        description: "Splitting test",
        category: "Leadership",
        pivotPillar: "Purpose",
        type: "guide",
        content,
        isActive,
      })
      .returning({ id: modules.id });
    return row.id;
  };

  it("each ## heading starts a section; ### stays inside; text before the first heading is a section without heading", async () => {
    const id = await insert(
      "split-intro",
      "Opening words.\n\n## First part\n\nBody one.\n\n### A detail\n\nDetail text.\n\n## Second part\nBody two.\n",
    );
    expect(await moduleSections(t.database.db, id)).toEqual([
      { heading: null, body: "Opening words." },
      { heading: "First part", body: "Body one.\n\n### A detail\n\nDetail text." },
      { heading: "Second part", body: "Body two." },
    ]);
  });

  it("a text that starts with a heading has no untitled section; ##no-space and # are not headings", async () => {
    const id = await insert("split-heading-first", "## Only\nLine one\n##not a heading\n# Title line\nEnd");
    expect(await moduleSections(t.database.db, id)).toEqual([
      { heading: "Only", body: "Line one\n##not a heading\n# Title line\nEnd" },
    ]);
  });

  it("a heading without body is kept; blank content and inactive modules have no sections", async () => {
    const id = await insert("split-empty-body", "## Lonely heading");
    expect(await moduleSections(t.database.db, id)).toEqual([{ heading: "Lonely heading", body: "" }]);
    expect(await moduleSections(t.database.db, await insert("split-blank", "  \n "))).toEqual([]);
    expect(await moduleSections(t.database.db, await insert("split-inactive", "## A\nB", false))).toEqual([]);
  });

  it("the catalogue's modules split into exactly their ## headings", async () => {
    const rows = await t.database.db
      .select({ id: modules.id, content: modules.content })
      .from(modules)
      .where(
        inArray(
          modules.slug,
          QUESTIONS.flatMap(([, slugs]) => slugs),
        ),
      );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const sections = await moduleSections(t.database.db, row.id);
      const headings = [...(row.content ?? "").matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
      expect(headings.length).toBeGreaterThan(2);
      expect(sections.map((s) => s.heading).filter(Boolean)).toEqual(headings);
    }
  });
});

// ---- With AI_BASE_URL: the model answers from the passages, against a stub server on loopback ----

type StubMode = "cite" | "foreign" | "uncited" | "error";
type ChatRequest = { model: string; messages: { role: string; content: string }[] };

describe("with an OpenAI-compatible model (AI_BASE_URL)", () => {
  let ai: TestApp;
  let aiLearner: TestUser;
  let stub: AiProvider;
  let mode: StubMode = "cite";
  const received: ChatRequest[] = [];

  beforeAll(async () => {
    stub = await startAiProvider<ChatRequest>(({ body }) => {
      received.push(body);
      if (mode === "error") return null;
      const context = JSON.parse(body.messages[1].content) as { passages: { moduleId: number }[] };
      const first = context.passages[0].moduleId;
      return mode === "cite"
        ? `Start with the free B Impact Assessment and gather evidence early [module:${first}].`
        : mode === "foreign"
          ? `Read the module on certification [module:${first}] and the one on audits [module:99999].`
          : "Just get certified, it is easy.";
    });
    ai = await createTestApp(stub.env);
    aiLearner = await ai.signUp();
  });
  afterAll(async () => {
    await ai?.close();
    await stub.close();
  });

  const question = "How do I prepare for B Corp certification?";

  it("asks the model with the passages as context and shows its answer with the cited module named", async () => {
    mode = "cite";
    received.length = 0;
    const answer = (await ask(ai, aiLearner, question)).json() as AssistantAnswer;
    expect(received).toHaveLength(1);
    expect(received[0].model).toBe("stub-model");
    const context = JSON.parse(received[0].messages[1].content);
    expect(context.question).toBe(question);
    expect(context.passages.map((p: { moduleId: number }) => p.moduleId)).toEqual(
      answer.sources.map((s) => s.moduleId),
    );
    expect(answer.engine).toBe("ai");
    const [cited] = answer.sources;
    expect(answer.content).toBe(
      `Start with the free B Impact Assessment and gather evidence early ("${cited.title}").`,
    );
    const [row] = await ai.database.db
      .select({ slug: modules.slug })
      .from(modules)
      .where(eq(modules.id, cited.moduleId));
    expect(row.slug).toMatch(/^b-corp-/);
  });

  it.each([
    ["foreign", "cites a module it was not given"],
    ["uncited", "cites nothing"],
    ["error", "fails"],
  ] as const)("falls back to the search's answer when the model's answer %s (%s)", async (stubMode, _why) => {
    mode = stubMode;
    const answer = (await ask(ai, aiLearner, question)).json() as AssistantAnswer;
    expect(answer.engine).toBe("search");
    expect(answer.content).not.toContain("99999");
    expect(answer.content).toContain(answer.sources[0].title);
  });

  it("does not ask the model when no module matches", async () => {
    mode = "cite";
    received.length = 0;
    const answer = (await ask(ai, aiLearner, "What is the best recipe for sourdough bread?")).json() as AssistantAnswer;
    expect(received).toHaveLength(0);
    expect(answer).toMatchObject({ content: NO_MATCH_REPLY, sources: [], engine: "search" });
  });
});
