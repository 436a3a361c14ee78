import fs from "node:fs";
import path from "node:path";
import { expect, type FrameLocator, type Page } from "@playwright/test";
import { E2E_ORIGIN } from "./fixtures";

/**
 * The right answers of the question banks (content/modules/*.questions.json), read the way an
 * author reads them: the server never sends them (issue 22), so a test that must pass a check
 * answers from the files, by question id or by question text.
 */
export interface BankQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
  correct: string[];
  feedback: string;
}

const MODULES_DIR = path.resolve(import.meta.dirname, "../content/modules");

const questions: BankQuestion[] = fs
  .readdirSync(MODULES_DIR)
  .filter((name) => name.endsWith(".questions.json"))
  .flatMap(
    (name) =>
      (JSON.parse(fs.readFileSync(path.join(MODULES_DIR, name), "utf8")) as { questions: BankQuestion[] }).questions,
  );

const byId = new Map(questions.map((q) => [q.id, q]));
const byText = new Map(questions.map((q) => [q.text, q]));

/** The texts of the right options of the question with this text (the fieldset's legend). */
export function rightOptionTexts(questionText: string): string[] {
  const question = byText.get(questionText);
  if (!question) throw new Error(`no bank question reads "${questionText}"`);
  return question.options.filter((o) => question.correct.includes(o.id)).map((o) => o.text);
}

/** Passes a module's knowledge check through the API, as the signed-in learner of the page. */
export async function passKnowledgeCheck(page: Page, moduleId: number) {
  const started = await page.request.post(`/api/modules/${moduleId}/knowledge-check/attempts`, {
    headers: { origin: E2E_ORIGIN },
  });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as { attemptId: number; questions: { id: string }[] };
  const answers = Object.fromEntries(attempt.questions.map((q) => [q.id, byId.get(q.id)?.correct ?? []]));
  const submitted = await page.request.post(
    `/api/modules/${moduleId}/knowledge-check/attempts/${attempt.attemptId}/submit`,
    { data: { answers }, headers: { origin: E2E_ORIGIN } },
  );
  expect(submitted.ok(), await submitted.text()).toBe(true);
  expect(((await submitted.json()) as { passed: boolean }).passed).toBe(true);
}

/**
 * Answers the check on the module page, one question at a time: right when `right`, else the
 * first wrong option (a wrong answer on every question). Ends on the result. In a frame too: the
 * LMS player's (issue 24), framed by an LMS package's launch page.
 */
export async function answerKnowledgeCheckInPage(page: Page | FrameLocator, right: boolean): Promise<BankQuestion[]> {
  const answered: BankQuestion[] = [];
  const progress = page.getByRole("progressbar", { name: /^Question \d+ of \d+$/ });
  await expect(progress).toBeVisible();
  const total = Number((await progress.getAttribute("aria-label"))?.match(/of (\d+)/)?.[1]);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole("progressbar", { name: `Question ${n} of ${total}` })).toBeVisible();
    const fieldset = page
      .getByRole("group")
      .filter({ has: page.locator("legend") })
      .first();
    const legend = (await fieldset.locator("legend").innerText()).trim();
    const question = byText.get(legend);
    if (!question) throw new Error(`no bank question reads "${legend}"`);
    answered.push(question);
    const chosen = right
      ? question.options.filter((o) => question.correct.includes(o.id))
      : [question.options.find((o) => !question.correct.includes(o.id))!];
    for (const option of chosen) await fieldset.getByLabel(option.text, { exact: true }).check();
    await page.getByRole("button", { name: n === total ? "Submit Answers" : "Next" }).click();
  }
  await expect(page.getByText(/^Your score: \d+%$/)).toBeVisible();
  return answered;
}

/** On a module page already started: "Complete when passed" opens the check, which is passed. */
export async function completeByPassingCheck(page: Page) {
  await page.getByRole("button", { name: "Complete when passed" }).click();
  await page.getByRole("button", { name: "Start Knowledge Check" }).click();
  await answerKnowledgeCheckInPage(page, true);
  await expect(page.getByText("Passed: this module is now complete.")).toBeVisible();
}
