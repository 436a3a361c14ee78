import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuestionForm } from "./question-form";

afterEach(cleanup);

const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const fill = (name: string | RegExp, value: string) => fireEvent.change(textbox(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Add question" }));

function fillSingle() {
  fill(/^Question/, "Which pillar is about purpose?");
  fill("Option 1", "Purpose");
  fill("Option 2", "Value");
  fill("Option 3", "Innovation");
  fill(/^Feedback/, "Purpose is the P of PIVOT.");
}

describe("QuestionForm (issue 22 item 4)", () => {
  it("sends a single-choice question with its right answer", async () => {
    const onSubmit = vi.fn();
    render(<QuestionForm submitLabel="Add question" onSubmit={onSubmit} />);
    fillSingle();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      type: "single",
      text: "Which pillar is about purpose?",
      options: [
        { text: "Purpose", correct: true },
        { text: "Value", correct: false },
        { text: "Innovation", correct: false },
      ],
      feedback: "Purpose is the P of PIVOT.",
    });
  });

  it("explains a multiple-choice question with only one right option, and sends nothing", async () => {
    const onSubmit = vi.fn();
    render(<QuestionForm submitLabel="Add question" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Question type" }), { target: { value: "multiple" } });
    fillSingle();
    save();
    expect(await screen.findByText("A multiple-choice question has at least two right options (has 1)")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Ticking a second right answer fixes it.
    fireEvent.click(screen.getByRole("checkbox", { name: "Option 2 is right" }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].options.map((o: { correct: boolean }) => o.correct)).toEqual([true, true, false]);
  });

  it("requires the question, every option and the feedback", async () => {
    const onSubmit = vi.fn();
    render(<QuestionForm submitLabel="Add question" onSubmit={onSubmit} />);
    save();
    expect(await screen.findByText("The question is required")).toBeTruthy();
    expect(screen.getByText("Feedback is required")).toBeTruthy();
    expect(screen.getAllByText("An option is required").length).toBe(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("turns a true/false question into the two fixed options, one of them right", async () => {
    const onSubmit = vi.fn();
    render(<QuestionForm submitLabel="Add question" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Question type" }), { target: { value: "true_false" } });
    expect(textbox("Option 1").value).toBe("True");
    expect(textbox("Option 2").value).toBe("False");
    expect(screen.queryByRole("textbox", { name: "Option 3" })).toBeNull();
    fill(/^Question/, "True or false: purpose is judged by decisions.");
    fill(/^Feedback/, "True: the module says so.");
    fireEvent.click(screen.getByRole("radio", { name: "Option 2 is right" }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      type: "true_false",
      options: [
        { text: "True", correct: false },
        { text: "False", correct: true },
      ],
    });
  });
});
