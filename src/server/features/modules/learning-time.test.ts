import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailableCertificate } from "../../../contracts/credentials";
import type { ModuleDetail, Pathway } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import {
  certificateLearningSeconds,
  cpdHoursFrom,
  hoursFrom,
  type LearningTime,
  moduleLearningTime,
  SECONDS_PER_CHECK_QUESTION,
} from "../../../domain/learning-time";
import { type Catalogue, loadCatalogue } from "../../db/catalogue";
import { createAdmin } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 46 item 1 (decision 375): every duration the API answers is the one the written rule computes
 * from the content files: modules' minutes, pathways' hours and certificates' CPD hours.
 */
let t: TestApp;
let admin: TestUser;
let catalogue: Catalogue;
let modules: ModuleSummary[];
const expected = new Map<string, LearningTime>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSession(
    t,
    await createAdmin(t.database.db, { email: "time-admin@example.com", firstName: "Tam", lastName: "Admin" }),
  );
  catalogue = loadCatalogue();
  for (const m of catalogue.modules) {
    const bank = catalogue.questionBanks.find((b) => b.module === m.slug);
    const time = moduleLearningTime({
      content: m.content,
      media: catalogue.mediaRunningTimes.get(m.slug) ?? null,
      podcastSeconds: m.podcastDuration ?? null,
      checkQuestions: bank ? bank.drawSize : 0,
      scenarios: catalogue.scenarios.find((f) => f.module === m.slug)?.scenarios ?? [],
    });
    if (time) expected.set(m.slug, time);
  }
  modules = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
});
afterAll(() => t.close());

describe("module durations", () => {
  it("GET /api/modules answers each module's computed minutes", () => {
    expect(modules.length).toBe(catalogue.modules.length);
    expect(expected.size).toBe(catalogue.modules.length);
    for (const m of modules)
      expect({ slug: m.slug, duration: m.duration }).toEqual({
        slug: m.slug,
        duration: expected.get(m.slug)?.minutes,
      });
    // The gender pay gap guide once said 40 minutes for about 600 words; its figure now comes from the
    // course it has become (about 4,400 words, exercises and a six-question check).
    const gpg = modules.find((m) => m.slug === "gender-pay-gap-reporting")!;
    expect(gpg.duration).toBeGreaterThanOrEqual(30);
  });

  it("counts an interactive module's scenarios in its duration (issue 46 item 3)", () => {
    const time = expected.get("ethical-decision-making")!;
    expect(time.scenarioSeconds).toBeGreaterThan(2 * 2 * 60);
    expect(time.totalSeconds).toBeCloseTo(
      time.readingSeconds + time.mediaSeconds + time.activitySeconds + time.checkSeconds + time.scenarioSeconds,
      6,
    );
  });

  it("GET /api/modules/{id} answers the same duration and the module's own objectives", async () => {
    const u = await t.signUp();
    for (const slug of ["climate-adaptation-fair-workplaces", "partnership-innovation-lab"]) {
      const summary = modules.find((m) => m.slug === slug)!;
      const detail: ModuleDetail = (await t.as(u, { method: "GET", url: `/api/modules/${summary.id}` })).json();
      expect(detail.duration).toBe(expected.get(slug)!.minutes);
      expect(detail.objectives.length).toBeGreaterThanOrEqual(4);
      expect(detail.objectives).toEqual(catalogue.modules.find((m) => m.slug === slug)!.objectives);
    }
  });
});

describe("pathways' and certificates' hours", () => {
  const seconds = () =>
    catalogue.modules.map((m) => ({
      slug: m.slug,
      pivotPillar: m.pivotPillar,
      totalSeconds: expected.get(m.slug)?.totalSeconds ?? 0,
    }));

  it("GET /api/pathways answers the sum of each pathway's modules", async () => {
    const u = await t.signUp();
    const pathways: Pathway[] = (await t.as(u, { method: "GET", url: "/api/pathways" })).json();
    expect(pathways.length).toBe(catalogue.pathways.length);
    for (const p of pathways) {
      const file = catalogue.pathways.find((c) => c.slug === p.slug)!;
      const sum = file.modules.reduce((s, slug) => s + (expected.get(slug)?.totalSeconds ?? 0), 0);
      expect({ slug: p.slug, hours: p.estimatedHours }).toEqual({ slug: p.slug, hours: hoursFrom(sum) });
    }
  });

  it("GET /api/certificates/available answers CPD hours from the modules' time, rounded down to the quarter", async () => {
    const timed = seconds();
    const res = await t.app.inject({ method: "GET", url: "/api/certificates/available" });
    expect(res.statusCode).toBe(200);
    const available: AvailableCertificate[] = res.json();
    expect(available.length).toBe(catalogue.certificates.length);
    for (const c of available) {
      const file = catalogue.certificates.find((f) => f.title === c.title)!;
      const hours = cpdHoursFrom(certificateLearningSeconds(file.requirements, timed, catalogue.pathways));
      expect({ title: c.title, cpdHours: c.cpdHours }).toEqual({ title: c.title, cpdHours: hours });
      expect((c.cpdHours * 4) % 1).toBe(0);
    }
  });
});

// Last: it changes a module the tests above read.
describe("a change of what the module asks", () => {
  it("follows a change of the knowledge check's draw size at once", async () => {
    const gpg = modules.find((m) => m.slug === "gender-pay-gap-reporting")!;
    const before = expected.get(gpg.slug)!;
    const bank = catalogue.questionBanks.find((b) => b.module === gpg.slug)!;
    const saved = await t.as(admin, {
      method: "PUT",
      url: `/api/admin/knowledge-checks/modules/${gpg.id}/settings`,
      payload: { drawSize: bank.questions.length, passMark: bank.passMark, cooldownMinutes: bank.cooldownMinutes },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const extra = (bank.questions.length - bank.drawSize) * SECONDS_PER_CHECK_QUESTION;
    expect(extra).toBeGreaterThan(0);
    const after: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
    expect(after.find((m) => m.id === gpg.id)?.duration).toBe(Math.round((before.totalSeconds + extra) / 60));
  });
});
