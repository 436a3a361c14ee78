import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleContent, ProgressItem, ScenarioChoiceResult } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import type { ModuleScenario } from "../../../contracts/scenarios";
import { SCENARIO_PROGRESS_POINTS } from "../../../domain/scenarios";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 46 item 3: an interactive module's branching scenarios come with its protected content, and a
 * learner's choices are recorded and count toward the module's progress without ever completing it.
 */
let t: TestApp;
let free: ModuleSummary;
let premium: ModuleSummary;
let other: ModuleSummary;
let scenarios: ModuleScenario[];

const choiceUrl = (moduleId: number, scenarioId: string) => `/api/modules/${moduleId}/scenarios/${scenarioId}/choices`;

async function choose(user: TestUser | null, moduleId: number, scenarioId: string, body: unknown) {
  return t.as(user, { method: "POST", url: choiceUrl(moduleId, scenarioId), payload: body as object });
}

/** Plays a scenario along its best choices from the start to the end; returns the last answer. */
async function playBest(user: TestUser, moduleId: number, scenario: ModuleScenario): Promise<ScenarioChoiceResult> {
  let node = scenario.nodes[0];
  for (;;) {
    const best = node.choices.find((c) => c.quality === "best")!;
    const res = await choose(user, moduleId, scenario.id, { nodeId: node.id, choiceId: best.id });
    expect(res.statusCode).toBe(201);
    if (best.next === null) return res.json();
    node = scenario.nodes.find((n) => n.id === best.next)!;
  }
}

const progressOf = async (user: TestUser, moduleId: number): Promise<ProgressItem | null> =>
  (await t.as(user, { method: "GET", url: `/api/progress/${moduleId}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  free = catalogue.find((m) => m.slug === "ethical-decision-making")!;
  premium = catalogue.find((m) => m.slug === "b-corp-impact-assessment-walkthrough")!;
  other = catalogue.find((m) => m.slug === "building-psychological-safety")!;
  expect(premium.isPremium).toBe(true);
  expect(free.isPremium).toBe(false);
  const reader = await t.signUp();
  const content: ModuleContent = (await t.as(reader, { method: "GET", url: `/api/modules/${free.id}/content` })).json();
  scenarios = content.scenarios;
});
afterAll(() => t.close());

describe("scenarios in GET /api/modules/:id/content", () => {
  it("come with an interactive module's content, in order, and are counted on its page", async () => {
    expect(scenarios.map((s) => s.id)).toEqual(["ethical-decision-making-s1", "ethical-decision-making-s2"]);
    expect(scenarios[0].nodes[0].choices.length).toBeGreaterThanOrEqual(2);
    expect(scenarios[0].nodes[0].choices[0]).toHaveProperty("consequence");
    const detail = (await t.app.inject({ method: "GET", url: `/api/modules/${free.id}` })).json();
    expect(detail.scenarioCount).toBe(2);
  });

  it("are refused with the content: signed out 401, a free learner on a premium module 403", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/modules/${premium.id}/content` })).statusCode).toBe(401);
    const u = await t.signUp();
    const locked = await t.as(u, { method: "GET", url: `/api/modules/${premium.id}/content` });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: "Premium Content Access Required" });
    await t.grantSubscription(u);
    const open: ModuleContent = (await t.as(u, { method: "GET", url: `/api/modules/${premium.id}/content` })).json();
    expect(open.scenarios.length).toBe(2);
  });

  it("are empty for a module without any", async () => {
    const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
    const reading = catalogue.find((m) => m.type !== "interactive" && !m.isPremium)!;
    const u = await t.signUp();
    const content: ModuleContent = (await t.as(u, { method: "GET", url: `/api/modules/${reading.id}/content` })).json();
    expect(content.scenarios).toEqual([]);
  });
});

describe("POST /api/modules/:id/scenarios/:scenarioId/choices", () => {
  it("records a choice, starts the module and adds each scenario's share when first ended", async () => {
    const u = await t.signUp();
    const [first, second] = scenarios;
    const start = first.nodes[0];
    const step = await choose(u, free.id, first.id, { nodeId: start.id, choiceId: start.choices[0].id });
    expect(step.statusCode).toBe(201);
    expect(step.json()).toMatchObject({
      scenarioId: first.id,
      nodeId: start.id,
      choiceId: start.choices[0].id,
      quality: start.choices[0].quality,
      ended: false,
      progress: { moduleId: free.id, progressPercentage: 10, isCompleted: false },
    });
    const share = Math.round(SCENARIO_PROGRESS_POINTS / scenarios.length);
    const ended = await playBest(u, free.id, first);
    expect(ended).toMatchObject({ ended: true, quality: "best" });
    expect(ended.progress.progressPercentage).toBe(10 + share);
    // Playing it again ("Try again") adds nothing more; the other scenario adds its share.
    expect((await playBest(u, free.id, first)).progress.progressPercentage).toBe(10 + share);
    expect((await playBest(u, free.id, second)).progress.progressPercentage).toBe(10 + 2 * share);
    expect((await progressOf(u, free.id))?.progressPercentage).toBe(10 + 2 * share);
  });

  it("never completes an assessed module: the knowledge check stays the gate", async () => {
    const u = await t.signUp();
    const saved = await t.as(u, {
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: free.id, isCompleted: false, progressPercentage: 90, timeSpent: 60 },
    });
    expect(saved.json().progressPercentage).toBe(90);
    for (const scenario of scenarios) await playBest(u, free.id, scenario);
    const progress = await progressOf(u, free.id);
    expect(progress).toMatchObject({ progressPercentage: 99, isCompleted: false, status: "in_progress" });
  });

  it("changes only the caller's own progress", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await playBest(a, free.id, scenarios[0]);
    expect(await progressOf(b, free.id)).toBeNull();
    await playBest(b, free.id, scenarios[1]);
    expect((await progressOf(a, free.id))?.progressPercentage).toBe(
      10 + Math.round(SCENARIO_PROGRESS_POINTS / scenarios.length),
    );
  });

  it("answers 401 signed out and 403 to a free learner on a premium module, recording nothing", async () => {
    const body = { nodeId: "start", choiceId: "confirm" };
    const scenarioId = "b-corp-impact-assessment-walkthrough-s1";
    expect((await choose(null, premium.id, scenarioId, body)).statusCode).toBe(401);
    const u = await t.signUp();
    const locked = await choose(u, premium.id, scenarioId, body);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: "Premium Content Access Required" });
    expect(await progressOf(u, premium.id)).toBeNull();
    await t.grantSubscription(u);
    expect((await choose(u, premium.id, scenarioId, body)).statusCode).toBe(201);
  });

  it("answers 404 for another module's scenario, an unknown one and an unknown module", async () => {
    const u = await t.signUp();
    const body = { nodeId: scenarios[0].nodes[0].id, choiceId: scenarios[0].nodes[0].choices[0].id };
    const elsewhere = await choose(u, other.id, scenarios[0].id, body);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: "Scenario not found" });
    expect((await choose(u, free.id, "ethical-decision-making-s9", body)).statusCode).toBe(404);
    expect((await choose(u, 999999, scenarios[0].id, body)).statusCode).toBe(404);
    expect(await progressOf(u, other.id)).toBeNull();
  });

  it("answers 400 for a bad body, or a node or choice that is not the scenario's", async () => {
    const u = await t.signUp();
    const [scenario] = scenarios;
    const start = scenario.nodes[0];
    for (const body of [{}, { nodeId: start.id }, { nodeId: 3, choiceId: "a" }, { nodeId: "Start!", choiceId: "a" }]) {
      const res = await choose(u, free.id, scenario.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const node = await choose(u, free.id, scenario.id, { nodeId: "no-such-node", choiceId: start.choices[0].id });
    expect(node.statusCode).toBe(400);
    expect(node.json().issues).toEqual([{ path: "nodeId", message: "not a step of this scenario" }]);
    // A choice of another node is not this node's.
    const later = scenario.nodes[1].choices.find((c) => !start.choices.some((s) => s.id === c.id))!;
    const choice = await choose(u, free.id, scenario.id, { nodeId: start.id, choiceId: later.id });
    expect(choice.statusCode).toBe(400);
    expect(choice.json().issues).toEqual([{ path: "choiceId", message: "not a choice of this step" }]);
    expect((await t.as(u, { method: "POST", url: choiceUrl(free.id, "Bad Id"), payload: {} })).statusCode).toBe(400);
    expect(await progressOf(u, free.id)).toBeNull();
  });
});
