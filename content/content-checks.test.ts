import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type LearningTime, moduleLearningTime } from "../src/domain/learning-time";
import { fewestDecisions, type Scenario, scenarioProblems } from "../src/domain/scenarios";
import { type CatalogueScenarios, loadCatalogue, parseModuleFile, parseScenarioFile } from "../src/server/db/catalogue";

/**
 * Issue 46 item 5: content checks that fail the build. Placeholders, a module without a
 * knowledge-check bank, and a length a module's text claims that differs from the one the rule computes
 * (decision 375; the API's figures are checked against the same rule in
 * src/server/features/modules/learning-time.test.ts).
 */
const contentDir = import.meta.dirname;
const catalogue = loadCatalogue(contentDir);

/** Every text file of the catalogue: module bodies, banks, pathways, certificates, captions, transcripts. */
const textFiles = [
  ...fs.readdirSync(path.join(contentDir, "modules")).map((f) => path.join("modules", f)),
  ...fs.readdirSync(path.join(contentDir, "media")).map((f) => path.join("media", f)),
  "pathways.json",
  "certificates.json",
].filter((f) => /\.(md|json|vtt)$/.test(f));

const PLACEHOLDERS = [/being prepared/i, /coming soon/i, /\blorem\b/i, /\bTODO\b/, /\bTBC\b/];

/** The placeholders a text holds. */
const placeholdersIn = (text: string): string[] =>
  PLACEHOLDERS.flatMap((p) => text.match(new RegExp(p.source, `${p.flags}g`)) ?? []);

/**
 * Lengths a module's own text claims for itself: "this 40-minute module", "takes about 25 minutes",
 * "a 15 minute session". Minutes mentioned for anything else ("a thirty-minute check-in") are not claims.
 */
function claimedMinutes(text: string): number[] {
  const claims: number[] = [];
  const patterns = [
    /\b(\d+)[- ]minutes? (?:module|session|course|guide|lab|episode|video|lesson)\b/gi,
    /\b(?:module|session|course|guide|lab|episode|video|lesson|it) takes (?:about |around |roughly )?(\d+) minutes?\b/gi,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) claims.push(Number(match[1]));
  return claims;
}

/** Within 10 % of the computed figure, and never more than a minute off for short modules. */
const agrees = (claimed: number, computed: number) => Math.abs(claimed - computed) <= Math.max(1, computed * 0.1);

const learningTimes = new Map<string, LearningTime | null>(
  catalogue.modules.map((m) => {
    const bank = catalogue.questionBanks.find((b) => b.module === m.slug);
    return [
      m.slug,
      moduleLearningTime({
        content: m.content,
        media: catalogue.mediaRunningTimes.get(m.slug) ?? null,
        podcastSeconds: m.podcastDuration ?? null,
        checkQuestions: bank ? bank.drawSize : 0,
        scenarios: catalogue.scenarios.find((f) => f.module === m.slug)?.scenarios ?? [],
      }),
    ];
  }),
);

/** Issue 46 item 3: an interactive module needs two sound scenarios, each asking at least two decisions on every path. */
const MIN_SCENARIOS = 2;
const MIN_DECISIONS = 2;
const MARKDOWN = /[*_#`[\]<>]|^\s*[-+] /m;
/** Sentences in a text: runs ending in . ! or ? (a closing quotation mark may follow). */
const sentences = (text: string) => text.match(/[^.!?]+[.!?]+["”’]?/g)?.length ?? 0;

function scenarioProblemsOf(scenario: Scenario): string[] {
  const problems = scenarioProblems(scenario);
  if (problems.length === 0 && fewestDecisions(scenario) < MIN_DECISIONS)
    problems.push(
      `${scenario.id}: a play can end after ${fewestDecisions(scenario)} decision (at least ${MIN_DECISIONS})`,
    );
  if (MARKDOWN.test(scenario.situation)) problems.push(`${scenario.id}: the situation is plain text, without markdown`);
  for (const node of scenario.nodes) {
    for (const choice of node.choices) {
      const n = sentences(choice.consequence);
      if (n < 1 || n > 3)
        problems.push(`${scenario.id}: ${node.id}.${choice.id}'s consequence has ${n} sentences (1-3)`);
    }
  }
  return problems;
}

/** What keeps each interactive module from having its two sound scenarios; empty when all have them. */
function interactiveScenarioShortfalls(
  modules: readonly { slug: string; type: string }[],
  files: readonly CatalogueScenarios[],
): string[] {
  return modules
    .filter((m) => m.type === "interactive")
    .flatMap((m) => {
      const scenarios = files.find((f) => f.module === m.slug)?.scenarios ?? [];
      const sound = scenarios.filter((s) => scenarioProblemsOf(s).length === 0);
      const problems = scenarios.flatMap(scenarioProblemsOf).map((p) => `${m.slug}: ${p}`);
      if (sound.length < MIN_SCENARIOS)
        problems.push(`${m.slug}: ${sound.length} sound scenarios (an interactive module needs ${MIN_SCENARIOS})`);
      return problems;
    });
}

describe("the checks themselves", () => {
  it("fail an interactive module without two sound scenarios of two decisions", () => {
    const file = catalogue.scenarios.find((f) => f.module === "ethical-decision-making");
    expect(file?.scenarios.length).toBeGreaterThanOrEqual(2);
    const module = [{ slug: "ethical-decision-making", type: "interactive" }];
    expect(interactiveScenarioShortfalls(module, [file!])).toEqual([]);
    expect(interactiveScenarioShortfalls(module, [])).toEqual([
      "ethical-decision-making: 0 sound scenarios (an interactive module needs 2)",
    ]);
    const oneScenario = { ...file!, scenarios: file!.scenarios.slice(0, 1) };
    expect(interactiveScenarioShortfalls(module, [oneScenario])).toEqual([
      "ethical-decision-making: 1 sound scenarios (an interactive module needs 2)",
    ]);
    // A scenario whose every choice ends at the first decision is sound as a graph, but too short.
    const [first, second] = file!.scenarios;
    const short = {
      ...first,
      nodes: [{ ...first.nodes[0], choices: first.nodes[0].choices.map((c) => ({ ...c, next: null })) }],
    };
    expect(interactiveScenarioShortfalls(module, [{ ...file!, scenarios: [short, second] }])).toEqual([
      `ethical-decision-making: ${first.id}: a play can end after 1 decision (at least 2)`,
      "ethical-decision-making: 1 sound scenarios (an interactive module needs 2)",
    ]);
    // Other module types need none.
    expect(interactiveScenarioShortfalls([{ slug: "x", type: "text" }], [])).toEqual([]);
  });

  it("refuse a scenarios file with a broken graph", () => {
    const source = fs.readFileSync(
      path.join(contentDir, "modules", "19-ethical-decision-making.scenarios.json"),
      "utf8",
    );
    expect(() => parseScenarioFile(source, "19.scenarios.json")).not.toThrow();
    expect(() =>
      parseScenarioFile(source.replace('"next": "director"', '"next": "nobody"'), "19.scenarios.json"),
    ).toThrow(/leads to unknown node "nobody"/);
    expect(() =>
      parseScenarioFile(source.replace('"next": "director"', '"next": "start"'), "19.scenarios.json"),
    ).toThrow(/a cycle/);
  });

  it("find placeholders and only placeholders", () => {
    expect(placeholdersIn("## Content Being Prepared\n\nComing soon. Lorem ipsum.")).toEqual([
      "Being Prepared",
      "Coming soon",
      "Lorem",
    ]);
    expect(placeholdersIn("Prepared teams plan; the soonest date; Lorenzo's report.")).toEqual([]);
  });

  it("read a module's claims about its own length, not other minutes", () => {
    expect(claimedMinutes("This 40-minute module covers pay. The guide takes about 25 minutes.")).toEqual([40, 25]);
    expect(claimedMinutes("A monthly check-in of thirty minutes, or 30 minutes of rest.")).toEqual([]);
    expect(agrees(40, 12)).toBe(false);
    expect(agrees(13, 12)).toBe(true);
    expect(agrees(22, 20)).toBe(true);
    expect(agrees(23, 20)).toBe(false);
  });

  it("refuse a module file that states its own duration", () => {
    const file = fs.readFileSync(path.join(contentDir, "modules", "21-gender-pay-gap-reporting.md"), "utf8");
    expect(() => parseModuleFile(file.replace("type: ", "duration: 40\ntype: "), "21.md")).toThrow(
      /duration is computed from the content/,
    );
  });
});

describe("content checks (issue 46)", () => {
  it("hold no placeholder in any content file", () => {
    expect(textFiles.length).toBeGreaterThan(60);
    const found = textFiles.flatMap((file) =>
      placeholdersIn(fs.readFileSync(path.join(contentDir, file), "utf8")).map((p) => `${file}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it("give every module a body and a knowledge-check bank", () => {
    expect(catalogue.modules.length).toBeGreaterThanOrEqual(29);
    const banked = new Set(catalogue.questionBanks.map((b) => b.module));
    expect(catalogue.modules.filter((m) => m.content === null).map((m) => m.slug)).toEqual([]);
    expect(catalogue.modules.filter((m) => !banked.has(m.slug)).map((m) => m.slug)).toEqual([]);
  });

  it("give every interactive module two sound branching scenarios (issue 46 item 3)", () => {
    expect(catalogue.modules.filter((m) => m.type === "interactive").length).toBeGreaterThanOrEqual(5);
    expect(interactiveScenarioShortfalls(catalogue.modules, catalogue.scenarios)).toEqual([]);
  });

  it("compute a duration for every module from its content", () => {
    for (const m of catalogue.modules) {
      const time = learningTimes.get(m.slug);
      expect(time, m.slug).not.toBeNull();
      expect(time!.readingSeconds, m.slug).toBeGreaterThan(0);
      expect(time!.checkSeconds, m.slug).toBeGreaterThan(0);
    }
  });

  it("never let a module's text claim a length that differs from the computed one", () => {
    const wrong = catalogue.modules.flatMap((m) => {
      const computed = learningTimes.get(m.slug)?.minutes ?? 0;
      const texts = [m.description, m.content ?? "", m.podcastTranscript ?? ""];
      return texts
        .flatMap(claimedMinutes)
        .filter((claimed) => !agrees(claimed, computed))
        .map((claimed) => `${m.slug}: says ${claimed} min, computed ${computed} min`);
    });
    expect(wrong).toEqual([]);
  });
});

/** Issue 47 item 1: the statutory library's category, outside the pillars' own categories (decision 387). */
const COMPLIANCE_CATEGORY = "UK Compliance";
/** Issue 47 items 1 and 2: a compliance module's bank holds 20 questions or more, three times its draw. */
const COMPLIANCE_MIN_BANK = 20;
const BANK_TO_DRAW = 3;

describe("objectives, law and review dates (issues 46 and 47)", () => {
  it("give every module objectives of its own, none repeated in another module", () => {
    const owners = new Map<string, string[]>();
    for (const m of catalogue.modules) {
      expect(m.objectives?.length ?? 0, `${m.slug} has objectives`).toBeGreaterThanOrEqual(3);
      for (const o of m.objectives ?? []) {
        const key = o.trim().toLocaleLowerCase("en-GB");
        owners.set(key, [...(owners.get(key) ?? []), m.slug]);
      }
    }
    const repeated = [...owners]
      .filter(([, slugs]) => slugs.length > 1)
      .map(([o, slugs]) => `${o}: ${slugs.join(", ")}`);
    expect(repeated).toEqual([]);
  });

  it("give every module its sources and the day they were checked", () => {
    const missing = catalogue.modules
      .filter((m) => !m.reviewedOn || (m.legalSources?.length ?? 0) === 0)
      .map((m) => m.slug);
    expect(missing).toEqual([]);
  });

  it("give every source a full address, and no two sources of a module the same title", () => {
    for (const m of catalogue.modules) {
      const titles = (m.legalSources ?? []).map((s) => s.title);
      expect(new Set(titles).size, m.slug).toBe(titles.length);
      for (const s of m.legalSources ?? [])
        expect(s.url, `${m.slug}: ${s.title}`).toMatch(/^https:\/\/[^/\s]+\.[^/\s]+/);
    }
  });

  it("refuse a source without an https address", () => {
    const file = fs.readFileSync(path.join(contentDir, "modules", "21-gender-pay-gap-reporting.md"), "utf8");
    expect(() =>
      parseModuleFile(
        file.replace(/legalSources:\n/, 'legalSources:\n  - title: "A law"\n    url: "legislation.gov.uk/x"\n'),
        "21.md",
      ),
    ).toThrow(/https address/);
  });

  it("give the statutory library banks of 20 questions or more, three times the draw", () => {
    const compliance = catalogue.modules.filter((m) => m.category === COMPLIANCE_CATEGORY);
    expect(compliance.length).toBeGreaterThanOrEqual(19);
    const short = compliance.flatMap((m) => {
      const bank = catalogue.questionBanks.find((b) => b.module === m.slug);
      const size = bank?.questions.length ?? 0;
      return size >= COMPLIANCE_MIN_BANK && bank && size >= BANK_TO_DRAW * bank.drawSize
        ? []
        : [`${m.slug}: ${size} questions for a draw of ${bank?.drawSize ?? "?"}`];
    });
    expect(short).toEqual([]);
  });
});
