import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bankProblems, DEFAULT_CHECK_SETTINGS, MIN_BANK_SIZE, questionProblems } from "../src/domain/knowledge-check";
import { loadCatalogue, parseQuestionBank } from "../src/server/db/catalogue";

/** issue 22 item 1: every bank in content/ holds to the rules, read straight from the files. */
const dir = path.resolve(import.meta.dirname, "modules");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".questions.json"))
  .sort();
const raw = files.map((file) => ({ file, bank: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) }));

describe("question banks (issue 22)", () => {
  it("exist for every module with a body", () => {
    expect(files.length).toBeGreaterThan(0);
    const catalogue = loadCatalogue(path.resolve(import.meta.dirname));
    const banked = new Set(catalogue.questionBanks.map((b) => b.module));
    const withBody = catalogue.modules.filter((m) => m.content !== null).map((m) => m.slug);
    expect(withBody.length).toBeGreaterThan(0);
    expect(withBody.filter((slug) => !banked.has(slug))).toEqual([]);
  });

  it.each(raw.map((r) => [r.file, r.bank]))(
    "%s: every question has the right number of right options and feedback",
    (_file, bank) => {
      expect(bank.questions.length).toBeGreaterThan(0);
      const problems = bank.questions.flatMap(questionProblems);
      expect(problems).toEqual([]);
    },
  );

  it.each(raw.map((r) => [r.file, r.bank]))(
    "%s: no question is duplicated and the bank covers its draw",
    (_file, bank) => {
      const drawSize = bank.drawSize ?? DEFAULT_CHECK_SETTINGS.drawSize;
      expect(bankProblems(bank.questions, drawSize)).toEqual([]);
      expect(bank.questions.length).toBeGreaterThanOrEqual(Math.max(MIN_BANK_SIZE, drawSize));
    },
  );

  it("no question id or text repeats across banks", () => {
    const ids = raw.flatMap((r) => r.bank.questions.map((q: { id: string }) => q.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a bank with a wrong number of right options, no feedback, a duplicate or too few questions", () => {
    const bank = raw[0].bank;
    const broken = (change: (questions: typeof bank.questions) => unknown[]) =>
      JSON.stringify({ ...bank, questions: change(structuredClone(bank.questions)) });
    const single = bank.questions.findIndex((q: { type: string }) => q.type === "single");
    expect(() =>
      parseQuestionBank(
        broken((qs) => qs.map((q: { correct: string[] }, i: number) => (i === single ? { ...q, correct: [] } : q))),
        "x",
      ),
    ).toThrow();
    expect(() =>
      parseQuestionBank(
        broken((qs) => qs.map((q: object, i: number) => (i === single ? { ...q, feedback: " " } : q))),
        "x",
      ),
    ).toThrow(/feedback/);
    expect(() =>
      parseQuestionBank(
        broken((qs) => [...qs, qs[0]]),
        "x",
      ),
    ).toThrow(/share this id/);
    expect(() =>
      parseQuestionBank(
        broken((qs) => qs.slice(0, 4)),
        "x",
      ),
    ).toThrow(/fewer than the 5/);
  });
});
