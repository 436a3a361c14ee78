import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../../../../domain/jedi-assessment";
import { AssessmentWizard } from "./assessment-wizard";

afterEach(cleanup);

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const choose = (label: string) => fireEvent.click(screen.getByRole("radio", { name: new RegExp(`^${label}`) }));

describe("AssessmentWizard", () => {
  it("asks one question at a time, keeps Next disabled until answered, and lets answers be revised", () => {
    const onComplete = vi.fn();
    render(<AssessmentWizard onComplete={onComplete} />);
    expect(screen.getByText("Question 1 of 8")).toBeTruthy();
    expect(button("Previous").disabled).toBe(true);
    expect(button("Next Question").disabled).toBe(true);
    choose(ASSESSMENT_QUESTIONS[0].options[1].label);
    expect(button("Next Question").disabled).toBe(false);
    fireEvent.click(button("Next Question"));
    expect(screen.getByText("Question 2 of 8")).toBeTruthy();
    fireEvent.click(button("Previous"));
    expect(
      (
        screen.getByRole("radio", {
          name: new RegExp(`^${ASSESSMENT_QUESTIONS[0].options[1].label}`),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    choose(ASSESSMENT_QUESTIONS[0].options[4].label);
    for (let i = 0; i < 7; i++) {
      fireEvent.click(button("Next Question"));
      choose(ASSESSMENT_QUESTIONS[i + 1].options[2].label);
    }
    fireEvent.click(button("Complete Assessment"));
    expect(onComplete).toHaveBeenCalledWith({
      ...Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, 3])),
      "leadership-commitment": 5,
    });
  });
});
