import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-request";
import type { KnowledgeCheckAttempt, KnowledgeCheckResult } from "../../contracts/knowledge-check";
import { untriedKnowledgeCheck } from "../../test/knowledge-check";
import { KnowledgeCheck } from "./knowledge-check";

afterEach(cleanup);

const SUMMARY = untriedKnowledgeCheck(2);

const ATTEMPT: KnowledgeCheckAttempt = {
  attemptId: 7,
  expiresAt: "2026-01-01T02:00:00.000Z",
  questions: [
    {
      id: "m-q1",
      text: "Which pillar asks why we exist?",
      multiple: false,
      options: [
        { id: "a", text: "Value" },
        { id: "b", text: "Purpose" },
      ],
    },
    {
      id: "m-q2",
      text: "Which belong to Innovation?",
      multiple: true,
      options: [
        { id: "a", text: "Inclusive teams" },
        { id: "b", text: "Honest marketing" },
        { id: "c", text: "Responsible technology" },
      ],
    },
  ],
};

const FAILED: KnowledgeCheckResult = {
  scorePercent: 50,
  passed: false,
  passMark: 80,
  rightCount: 1,
  questionCount: 2,
  answersShown: false,
  questions: [],
  review: ["The five pillars"],
  attemptsLeft: null,
  nextAttemptAt: null,
};

/** A pass with the answers explained (the default after a pass). */
const PASSED: KnowledgeCheckResult = {
  ...FAILED,
  scorePercent: 100,
  passed: true,
  rightCount: 2,
  answersShown: true,
  review: [],
  questions: [
    { id: "m-q1", correct: true, feedback: "Purpose asks why we exist." },
    { id: "m-q2", correct: true, feedback: "Inclusive teams and responsible technology sit under Innovation." },
  ],
};

const flush = () => act(async () => {});

describe("KnowledgeCheck (issue 22)", () => {
  it("introduces the check, then asks one question at a time with radios, checkboxes and a progress bar", async () => {
    const onStart = vi.fn(async () => ATTEMPT);
    const onSubmit = vi.fn(async () => FAILED);
    render(<KnowledgeCheck summary={SUMMARY} onStart={onStart} onSubmit={onSubmit} />);
    expect(screen.getByText("Unlimited")).toBeTruthy();
    expect(screen.getByText("80%")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start Knowledge Check" }));
    await flush();

    expect(screen.getByRole("progressbar", { name: "Question 1 of 2" })).toBeTruthy();
    const first = screen.getByRole("group", { name: "Which pillar asks why we exist?" });
    expect(first.tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect((screen.getByRole("button", { name: "Back" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Purpose" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByRole("progressbar", { name: "Question 2 of 2" })).toBeTruthy();
    // Next moves focus to the question it shows (issue 45 item 9), so it is read out first.
    expect(document.activeElement?.tagName).toBe("LEGEND");
    expect(document.activeElement?.textContent).toBe(ATTEMPT.questions[1].text);
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByText("Select all that apply")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Inclusive teams" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Honest marketing" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByRole("radio", { name: "Purpose" }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement?.textContent).toBe(ATTEMPT.questions[0].text);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByRole("checkbox", { name: "Honest marketing" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Submit Answers" }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith(7, { "m-q1": ["b"], "m-q2": ["a", "b"] });
    expect(screen.getByText("Your score: 50%")).toBeTruthy();
    expect(screen.getByText("Not passed: the pass mark is 80%.")).toBeTruthy();
    // issue 47 item 2: no answer key after a failed attempt, only the sections to read again.
    expect(screen.getByText("1 of 2 answers was wrong.")).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Sections to read again" })).getByText("The five pillars"),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Your answers explained" })).toBeNull();
    expect(screen.queryByText(/^Right: |^Wrong: /)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Retake Knowledge Check" }));
    await flush();
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("progressbar", { name: "Question 1 of 2" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Purpose" }) as HTMLInputElement).checked).toBe(false);
  });

  it("asks for confirmation before submitting with unanswered questions", async () => {
    const onSubmit = vi.fn(async (): Promise<KnowledgeCheckResult> => PASSED);
    render(<KnowledgeCheck summary={SUMMARY} onStart={async () => ATTEMPT} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Start Knowledge Check" }));
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Answers" }));
    expect(screen.getByRole("alert").textContent).toContain("2 questions are not answered");
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Keep answering" }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit Answers" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit anyway" }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith(7, {});
    expect(screen.getByText("Passed: this module is now complete.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Your answers explained" })).toBeTruthy();
  });

  it("shows the best score of earlier attempts, and the server's refusal when a start fails", async () => {
    render(
      <KnowledgeCheck
        summary={{ ...SUMMARY, attempts: 2, bestScore: 60 }}
        onStart={async () => {
          throw new ApiError(429, '{"message":"You can start another attempt in 5 minutes"}');
        }}
        onSubmit={async () => FAILED}
      />,
    );
    expect(screen.getByText("60%")).toBeTruthy();
    expect(screen.getByText("Not passed yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retake Knowledge Check" }));
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("You can start another attempt in 5 minutes");
  });

  it("shows an organisation's rules before the start, and holds the start back while none is allowed", async () => {
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    const { rerender } = render(
      <KnowledgeCheck
        summary={{
          ...SUMMARY,
          attemptLimit: 3,
          attemptsLeft: 2,
          cooldownMinutes: 1440,
          nextAttemptAt: later,
          attempts: 1,
          bestScore: 40,
        }}
        onStart={async () => ATTEMPT}
        onSubmit={async () => FAILED}
      />,
    );
    expect(screen.getByText("3 attempts allowed · 24 hours between attempts · pass mark 80%")).toBeTruthy();
    expect(screen.getByText("3 allowed")).toBeTruthy();
    expect(screen.getByText("You have 2 attempts left before you pass.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Your next attempt is available from \d\d:\d\d on /);
    expect((screen.getByRole("button", { name: "Retake Knowledge Check" }) as HTMLButtonElement).disabled).toBe(true);

    rerender(
      <KnowledgeCheck
        summary={{ ...SUMMARY, attemptLimit: 3, attemptsLeft: 0, attempts: 3, bestScore: 60 }}
        onStart={async () => ATTEMPT}
        onSubmit={async () => FAILED}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("You have used all 3 attempts your organisation allows");
    expect((screen.getByRole("button", { name: "Retake Knowledge Check" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("without a rule says attempts are unlimited and the answers come after a pass", () => {
    render(<KnowledgeCheck summary={SUMMARY} onStart={async () => ATTEMPT} onSubmit={async () => FAILED} />);
    expect(screen.getByText("Unlimited attempts · pass mark 80%")).toBeTruthy();
    expect(screen.getByText(/The answers are explained once you pass\.$/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Start Knowledge Check" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
