import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../../domain/jedi-assessment";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answersOf = (value: number) => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, value]));
const url = "/api/jedi/assessments";

describe("JEDI assessments", () => {
  it("saves an attempt with its scores and lists the attempts newest first", async () => {
    const u = await t.signUp();
    expect((await t.as(u, { method: "GET", url })).json()).toEqual([]);

    const first = await t.as(u, { method: "POST", url, payload: { answers: answersOf(2) } });
    expect(first.statusCode).toBe(201);
    expect(first.json().result).toMatchObject({ overallScore: 40, bCorpReadiness: { level: "Beginning" } });
    expect(first.json().result.recommendations).toHaveLength(4);

    const second = await t.as(u, { method: "POST", url, payload: { answers: answersOf(5) } });
    expect(second.json().result).toMatchObject({ overallScore: 100, bCorpReadiness: { level: "B-Corp Ready" } });

    const list = (await t.as(u, { method: "GET", url })).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([second.json().id, first.json().id]);
    expect(list[0].answers).toEqual(answersOf(5));
    expect(typeof list[0].createdAt).toBe("string");
  });

  it("keeps each user's attempts to them", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await t.as(owner, { method: "POST", url, payload: { answers: answersOf(3) } });
    expect((await t.as(other, { method: "GET", url })).json()).toEqual([]);
    expect((await t.as(owner, { method: "GET", url })).json()).toHaveLength(1);
  });

  it("refuses a missing answer, a rating outside 1-5 and an unknown question", async () => {
    const u = await t.signUp();
    const { "voice-agency": _omit, ...seven } = answersOf(3);
    for (const answers of [seven, { ...answersOf(3), "pay-equity": 6 }, { ...answersOf(3), extra: 3 }]) {
      const res = await t.as(u, { method: "POST", url, payload: { answers } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.as(u, { method: "GET", url })).json()).toEqual([]);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url, payload: { answers: answersOf(3) } })).statusCode).toBe(401);
  });
});
