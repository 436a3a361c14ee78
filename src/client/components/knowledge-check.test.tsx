import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
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
  questions: [
    { id: "m-q1", correct: true, feedback: "Purpose asks why we exist." },
    { id: "m-q2", correct: false, feedback: "Inclusive teams and responsible technology sit under Innovation." },
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
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByText("Select all that apply")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Inclusive teams" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Honest marketing" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByRole("radio", { name: "Purpose" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByRole("checkbox", { name: "Honest marketing" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Submit Answers" }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith(7, { "m-q1": ["b"], "m-q2": ["a", "b"] });
    expect(screen.getByText("Your score: 50%")).toBeTruthy();
    expect(screen.getByText("Not passed: the pass mark is 80%.")).toBeTruthy();
    // The wrong answer's feedback shows; the right one's does not.
    expect(screen.getByText("Inclusive teams and responsible technology sit under Innovation.")).toBeTruthy();
    expect(screen.queryByText("Purpose asks why we exist.")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Retake Knowledge Check" }));
    await flush();
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("progressbar", { name: "Question 1 of 2" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Purpose" }) as HTMLInputElement).checked).toBe(false);
  });

  it("asks for confirmation before submitting with unanswered questions", async () => {
    const onSubmit = vi.fn(async (): Promise<KnowledgeCheckResult> => ({ ...FAILED, scorePercent: 100, passed: true }));
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
});
