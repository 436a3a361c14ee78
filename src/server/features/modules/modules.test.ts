import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { LIBRARY_CATEGORIES } from "../../../domain/pillars";
import { loadCatalogue } from "../../db/catalogue";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
/** Spec 3's 29 modules and the statutory library's (issue 47). */
const CATALOGUE_SIZE = loadCatalogue().modules.length;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = ""): Promise<ModuleSummary[]> => {
  const res = await t.app.inject({ method: "GET", url: `/api/modules${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/modules", () => {
  it("answers every module of the catalogue, without their bodies", async () => {
    expect(CATALOGUE_SIZE).toBeGreaterThanOrEqual(48);
    const modules = await list();
    expect(modules).toHaveLength(CATALOGUE_SIZE);
    expect(modules[0]).not.toHaveProperty("content");
    const categories = new Set(modules.map((m) => m.category));
    for (const category of LIBRARY_CATEGORIES) expect(categories).toContain(category);
  });

  it("filters by exact category", async () => {
    const modules = await list("?category=Governance%20%26%20Ethics");
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.every((m) => m.category === "Governance & Ethics")).toBe(true);
    expect(await list("?category=Governance")).toHaveLength(0);
  });

  it("searches title or description case-insensitively", async () => {
    const byTitle = await list("?search=b-corp");
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((m) => `${m.title} ${m.description}`.toLowerCase().includes("b-corp"))).toBe(true);
    expect(await list("?search=zzzz-nothing")).toHaveLength(0);
    expect(await list("?search=%25")).toHaveLength(0); // a literal %, not a wildcard
  });

  it("filters by pillar, and all or empty means no filter", async () => {
    const value = await list("?pivotPillar=Value");
    expect(value.length).toBeGreaterThan(0);
    expect(value.every((m) => m.pivotPillar === "Value")).toBe(true);
    expect(await list("?pivotPillar=all")).toHaveLength(CATALOGUE_SIZE);
    expect((await list("?pillar=Value")).map((m) => m.id)).toEqual(value.map((m) => m.id));
    expect(await list("?pivotPillar=&category=&search=")).toHaveLength(CATALOGUE_SIZE);
  });

  it("combines the three filters with AND", async () => {
    const all = await list();
    const expected = all.filter(
      (m) =>
        m.category === "Governance & Ethics" &&
        m.pivotPillar === "Optimization" &&
        `${m.title} ${m.description}`.toLowerCase().includes("b-corp"),
    );
    expect(expected.length).toBeGreaterThan(0);
    const combined = await list("?category=Governance%20%26%20Ethics&pivotPillar=Optimization&search=B-Corp");
    expect(combined.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
    const none = await list("?category=Governance%20%26%20Ethics&pivotPillar=Purpose&search=B-Corp");
    expect(none).toHaveLength(0);
  });

  it("filters by type and sorts by title and duration", async () => {
    const podcasts = await list("?type=podcast");
    expect(podcasts.every((m) => m.type === "podcast")).toBe(true);
    const byTitle = await list("?sort=title");
    expect(byTitle.map((m) => m.title)).toEqual(
      [...byTitle.map((m) => m.title)].sort((a, b) => a.localeCompare(b, "en-GB")),
    );
    const byDuration = await list("?sort=duration");
    const durations = byDuration.map((m) => m.duration ?? 0);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it("marks premium modules by the spec 3 §6 rule", async () => {
    const modules = await list();
    const premium = modules.filter((m) => m.isPremium);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((m) => /PIVOT|B-Corp|JEDI/.test(m.title) || m.category === "Framework")).toBe(true);
  });

  it("answers 400 naming the parameter for a bad pillar, type or sort", async () => {
    for (const [query, field] of [
      ["?pivotPillar=Nope", "pivotPillar"],
      ["?type=film", "type"],
      ["?sort=random", "sort"],
      [`?search=${"x".repeat(10_000)}`, "search"],
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/modules${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});
