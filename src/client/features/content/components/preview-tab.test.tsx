import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentDraft } from "../../../../contracts/content-admin";
import { renderWithQuery } from "../../../../test/render-with-query";
import { PreviewTab } from "./preview-tab";

const draft: ContentDraft = {
  id: 7,
  moduleId: 27,
  moduleTitle: "Climate Adaptation for Fair Workplaces",
  pivotPillar: "Innovation",
  status: "draft",
  engine: "template",
  content: {
    learningObjectives: ["Frame a challenge", "Test an idea"],
    moduleContent: {
      introduction: "An introduction.",
      mainSections: [
        { title: "One", content: "Text.", keyPoints: ["A point"] },
        { title: "Two", content: "Text.", keyPoints: ["A point"] },
      ],
    },
    keyTakeaways: ["One", "Two"],
    assessmentQuestions: [
      { question: "Why?", type: "reflection" },
      { question: "True?", type: "true-false" },
    ],
  },
  markdown: "## Learning objectives\n\n- Frame a challenge\n\n## Key takeaways\n\n- Small steps beat long plans\n",
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  publishedAt: null,
};

afterEach(() => cleanup());

describe("Preview Content", () => {
  it("shows spec 3's empty state without generated content", () => {
    renderWithQuery(<PreviewTab drafts={[]} selectedId={null} onSelect={() => {}} />);
    expect(screen.getByText("No Content to Preview")).toBeTruthy();
  });

  it("renders the draft and says what is wrong with an edit that is too short", async () => {
    renderWithQuery(<PreviewTab drafts={[draft]} selectedId={7} onSelect={() => {}} />);
    const article = await screen.findByRole("article", { name: `Preview of ${draft.moduleTitle}` });
    expect(await screen.findByRole("heading", { name: "Key takeaways" })).toBeTruthy();
    expect(article.textContent).toContain("Small steps beat long plans");
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const body = screen.getByLabelText("Module body (markdown: # headings, - bullet lists, paragraphs)");
    fireEvent.change(body, { target: { value: "Too short" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The module body must be at least 50 characters");
  });
});
