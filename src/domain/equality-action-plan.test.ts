import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECKED_ON, MENU, RULES, THEMES } from "./equality-action-menu";
import {
  approvalIssues,
  completionPercent,
  countWords,
  describeIndicator,
  diagnose,
  draftIssues,
  indicatorProblem,
  metricValue,
  type PlanAction,
  reviewIndicator,
  type SnapshotFigures,
  suggestActions,
} from "./equality-action-plan";
import { genderPayGap } from "./jedi-pay-gap";
import { NINE, person } from "./jedi-pay-gap-fixtures";
import { statutoryMeasures } from "./pay-gap-statutory";

const figuresOf = (year: number, records: typeof NINE): SnapshotFigures => {
  const gap = genderPayGap(records);
  return { year, ...gap, measures: statutoryMeasures(gap) };
};

const action = (menuItemId: string, more: Partial<PlanAction> = {}): PlanAction => ({
  menuItemId,
  stage: "new",
  text: "We will do this.",
  ownerUserId: "u1",
  startsOn: "2026-05-01",
  dueOn: "2027-03-31",
  indicator: { metric: "women-upper-quarter", baselineYear: 2026, baseline: 0, target: 25, targetYear: 2027 },
  links: [{ kind: "evidence", title: "Advert template", url: null }],
  ...more,
});

describe("the menu (issue 49 item 7)", () => {
  it("has both themes, unique ids, a source checked on the day, and modules for every action", () => {
    expect(new Set(MENU.map((m) => m.id)).size).toBe(MENU.length);
    for (const theme of THEMES) expect(MENU.some((m) => m.theme === theme)).toBe(true);
    for (const item of MENU) {
      expect(item.checkedOn).toBe(CHECKED_ON);
      expect(item.source.url).toMatch(/^https:\/\//);
      expect(item.moduleSlugs.length).toBeGreaterThan(0);
    }
  });

  it("maps every action to catalogue modules that exist and a pathway that holds one of them", () => {
    const root = new URL("../../content/", import.meta.url);
    const pathways = JSON.parse(readFileSync(new URL("pathways.json", root), "utf8")) as {
      slug: string;
      modules: string[];
    }[];
    const slugs = new Set(
      readdirSync(new URL("modules/", root))
        .filter((f) => f.endsWith(".md"))
        .map((f) => /^slug: "([^"]+)"/m.exec(readFileSync(new URL(`modules/${f}`, root), "utf8"))?.[1]),
    );
    for (const item of MENU) {
      for (const slug of item.moduleSlugs) expect(slugs.has(slug), `${item.id}: ${slug}`).toBe(true);
      const pathway = pathways.find((p) => p.slug === item.pathwaySlug);
      expect(pathway, item.id).toBeDefined();
      expect(
        item.moduleSlugs.some((slug) => pathway?.modules.includes(slug)),
        item.id,
      ).toBe(true);
    }
  });
});

describe("word counting as GOV.UK's character count does", () => {
  it("counts runs of non-space characters", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
    expect(countWords("Share of women, up 5 %.")).toBe(6);
    expect(countWords("one\ntwo\tthree  four")).toBe(4);
    expect(countWords("well-being isn't hyphen—split")).toBe(3);
  });

  it("refuses a draft over the limits, at one word over and not at the limit", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    const atLimit = {
      narrative: words(RULES.narrativeWords.value),
      actions: [action(MENU[0].id, { text: words(100) })],
    };
    expect(draftIssues(atLimit)).toEqual([]);
    const over = { narrative: words(201), actions: [action(MENU[0].id, { text: words(101) })] };
    expect(draftIssues(over).map((i) => i.message)).toEqual([
      "The narrative has 201 words; the limit is 200",
      "This text has 101 words; the limit is 100",
    ]);
  });
});

describe("the plan's rules", () => {
  const payGap = MENU.find((m) => m.theme === "pay-gap")!.id;
  const payGap2 = MENU.filter((m) => m.theme === "pay-gap")[1].id;
  const menopause = MENU.find((m) => m.theme === "menopause")!.id;

  it("approves a plan with a pay-gap and a menopause action, both new or in progress, each complete", () => {
    const plan = { narrative: "Our plan.", actions: [action(payGap), action(menopause, { stage: "in-progress" })] };
    expect(approvalIssues(plan)).toEqual([]);
  });

  it("needs two actions, one per theme, and two that are not embedded", () => {
    expect(approvalIssues({ narrative: "x", actions: [action(payGap)] }).map((i) => i.message)).toEqual([
      "Choose at least 2 actions",
      "Choose at least one action for supporting employees experiencing menopause",
      "At least 2 actions must be new or in progress (1 is)",
    ]);
    expect(
      approvalIssues({
        narrative: "x",
        actions: [action(payGap), action(payGap2), action(menopause, { stage: "embedded" })],
      }),
    ).toEqual([]);
    expect(
      approvalIssues({
        narrative: "x",
        actions: [action(payGap, { stage: "embedded" }), action(menopause, { stage: "embedded" })],
      }).map((i) => i.message),
    ).toEqual(["At least 2 actions must be new or in progress (0 are)"]);
  });

  it("needs an owner, dates, an indicator and a link on every action, and refuses repeats and unknown actions", () => {
    const bare = action(payGap, {
      ownerUserId: null,
      startsOn: null,
      dueOn: null,
      indicator: null,
      links: [],
      text: " ",
    });
    const messages = approvalIssues({ narrative: "", actions: [bare, action(payGap), action("made-up")] }).map(
      (i) => i.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        "This action is already in the plan",
        "Not an action of the menu",
        "Write the plan's narrative",
        "Describe this action",
        "Choose who owns this action",
        "Give this action a start and a due date",
        "Give this action a measurable indicator",
        "Link this action to assigned learning or an evidence item",
      ]),
    );
    expect(
      draftIssues({ narrative: "", actions: [action(payGap, { startsOn: "2027-01-01", dueOn: "2026-01-01" })] }),
    ).toEqual([{ path: "actions.0.dueOn", message: "The due date must be on or after the start date" }]);
  });
});

describe("diagnosis of a snapshot (NINE: 4 men on £30,000–£60,000, 5 women on £20,000–£45,000)", () => {
  const current = figuresOf(2026, NINE);

  it("reads the hand-worked figures", () => {
    // Means £45,000 and £31,000: (45,000 − 31,000) ÷ 45,000 = 31.1 %; medians £45,000 and £30,000: 33.3 %.
    expect(current.measures.meanHourlyGap).toBe(31.1);
    expect(current.measures.medianHourlyGap).toBe(33.3);
    // Upper quarter: £50,000 and £60,000, both men. Lower: £20,000, £25,000 and half of each £30,000.
    expect(metricValue(current.measures, "women-upper-quarter")).toBe(0);
    expect(metricValue(current.measures, "women-lower-quarter")).toBe(83.3);
    expect(metricValue(current.measures, "women-receiving-bonus")).toBe(40);
  });

  it("names each driver's figures", () => {
    const drivers = diagnose(current, null);
    expect(drivers.map((d) => d.key)).toEqual([
      "upper-quarter-women",
      "lower-quarter-women",
      "mean-gap",
      "median-gap",
      "bonus-take-up",
      "bonus-gap",
    ]);
    expect(drivers[0].figures).toEqual([
      { label: "Women in the upper quarter (2026)", value: "0 %" },
      { label: "Women in the workforce (2026)", value: "55.6 %" },
    ]);
    expect(drivers[2].title).toBe("Women's mean annual salary is 31.1 % lower than men's");
    expect(drivers[2].figures[1]).toEqual({ label: "Men's mean", value: "£45,000.00 a year" });
    expect(drivers[4].detail).toBe("40 % of women received bonus pay, against 75 % of men.");
  });

  it("sees the gap widen since the earlier year", () => {
    const earlier = figuresOf(2025, [
      person("male", 40000),
      person("male", 40000),
      person("female", 38000),
      person("female", 38000),
      person("female", 38000),
    ]);
    const drivers = diagnose(current, earlier);
    const widened = drivers.find((d) => d.key === "gap-widened")!;
    expect(widened.title).toBe("The mean gap widened by 26.1 points since 2025");
    expect(widened.figures).toEqual([
      { label: "Mean gender pay gap (2025)", value: "5 %" },
      { label: "Mean gender pay gap (2026)", value: "31.1 %" },
    ]);
  });

  it("suggests the actions that answer a driver first, saying why, then menopause actions", () => {
    const suggestions = suggestActions(diagnose(current, null));
    expect(suggestions[0].reason).toBe("Suggested because women are under-represented in the upper pay quarter.");
    expect(suggestions.length).toBe(MENU.length);
    const firstMenopause = suggestions.findIndex((s) => s.item.theme === "menopause");
    expect(suggestions.slice(0, firstMenopause).every((s) => s.reason?.startsWith("Suggested because"))).toBe(true);
    const none = suggestActions([]);
    expect(none[0].item.theme).toBe("menopause");
    expect(none.filter((s) => s.item.theme === "pay-gap").every((s) => s.reason === null)).toBe(true);
  });
});

describe("indicators and the review", () => {
  const indicator = {
    metric: "women-upper-quarter" as const,
    baselineYear: 2026,
    baseline: 33.3,
    target: 40,
    targetYear: 2028,
  };

  it("describes an indicator and checks the target's direction", () => {
    expect(describeIndicator(indicator)).toBe(
      "Share of women in the upper pay quarter from 33.3 % to 40 % by the 2028 snapshot",
    );
    expect(indicatorProblem(indicator)).toBeNull();
    expect(indicatorProblem({ ...indicator, target: 30 })).toBe(
      "The target must be higher than the baseline for this measure",
    );
    expect(indicatorProblem({ ...indicator, metric: "mean-hourly-gap", target: 40 })).toBe(
      "The target must be lower than the baseline for this measure",
    );
    expect(indicatorProblem({ ...indicator, targetYear: 2026 })).toBe(
      "The target year must be after the baseline year",
    );
  });

  it("compares a later result with the target", () => {
    expect(reviewIndicator(indicator, 36.5, 2027)).toEqual({
      result: 36.5,
      resultYear: 2027,
      change: 3.2,
      outcome: "progress",
    });
    expect(reviewIndicator(indicator, 40, 2028).outcome).toBe("met");
    expect(reviewIndicator(indicator, 30, 2027).outcome).toBe("worse");
    expect(reviewIndicator(indicator, 33.3, 2027).outcome).toBe("no-progress");
    expect(reviewIndicator(indicator, null, null).outcome).toBe("no-data");
    const gap = {
      metric: "mean-hourly-gap" as const,
      baselineYear: 2026,
      baseline: 31.1,
      target: 25,
      targetYear: 2028,
    };
    expect(reviewIndicator(gap, 28, 2027)).toEqual({ result: 28, resultYear: 2027, change: -3.1, outcome: "progress" });
  });

  it("reads the completion of linked learning", () => {
    expect(completionPercent({ assigned: 0, onTime: 0, late: 0 })).toBeNull();
    expect(completionPercent({ assigned: 3, onTime: 1, late: 1 })).toBe(66.7);
  });
});
