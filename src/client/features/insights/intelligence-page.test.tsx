import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modulesQueryKey } from "@/components/api/get-modules";
import { pathwaysQueryKey } from "@/components/api/get-pathways";
import { userProgressQueryKey } from "@/components/api/get-user-progress";
import { dismissToast } from "@/components/ui/use-toast";
import type { ProgressItem } from "../../../contracts/learning";
import { INSIGHT_FIGURES } from "../../../domain/insight-evidence";
import { moduleSummary } from "../../../test/module-summary";
import { createTestQueryClient, jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import { learningGoalsQueryKey } from "./api/get-learning-goals";
import IntelligencePage from "./intelligence-page";

afterEach(cleanup);

const DAY = 86_400_000;
const MODULES = Array.from({ length: 8 }, (_, i) =>
  moduleSummary({ id: i + 1, title: `Module ${i + 1}`, category: i % 2 ? "Inclusive Leadership" : "Strategy" }),
);

const completedDaysAgo = (moduleId: number, days: number): ProgressItem => {
  const at = new Date(Date.now() - days * DAY).toISOString();
  return {
    moduleId,
    status: "completed",
    isCompleted: true,
    completionPercentage: 100,
    progressPercentage: 100,
    timeSpent: 1800,
    startedAt: at,
    completedAt: at,
    updatedAt: at,
    module: { title: `Module ${moduleId}`, category: "Strategy", pivotPillar: "Purpose", duration: 30 },
  };
};

function renderPage(progress: ProgressItem[]) {
  const client = createTestQueryClient();
  client.setQueryData(modulesQueryKey(), MODULES);
  client.setQueryData(userProgressQueryKey(), progress);
  client.setQueryData(pathwaysQueryKey(), []);
  client.setQueryData(learningGoalsQueryKey(), []);
  return renderWithQuery(
    <MemoryRouter>
      <IntelligencePage />
    </MemoryRouter>,
    client,
  );
}

const tile = (id: string) => document.querySelector(`[data-figure="${id}"]`) as HTMLElement;

describe("AI Learning Intelligence figures (issue 26 item 7)", () => {
  it("with one completion shows no confidence, match or velocity, but what to do to see them and how each is computed", () => {
    renderPage([completedDaysAgo(1, 2)]);
    const confidence = within(tile("confidence"));
    expect(confidence.getByText("Complete 2 more modules to see how much your figures rest on.")).toBeTruthy();
    expect(confidence.getByText(`How it is worked out: ${INSIGHT_FIGURES.confidence.howComputed}`)).toBeTruthy();
    expect(confidence.queryByText(/%$/)).toBeNull();

    const match = within(tile("careerMatch"));
    expect(match.getByText("Complete 2 more modules to see how you match careers.")).toBeTruthy();
    expect(match.getByText(`Needs: ${INSIGHT_FIGURES.careerMatch.requires}`)).toBeTruthy();

    const velocity = within(tile("learningVelocity"));
    expect(velocity.getByText("Complete 2 more modules to see your learning velocity.")).toBeTruthy();
    expect(velocity.queryByText(/x$/)).toBeNull();
    expect(screen.queryByText(/% match/)).toBeNull();
    expect(screen.queryByText(/of the way to the role's key skills/)).toBeNull();
  });

  it("with enough completions over more than 30 days shows the figures beside how they are computed", () => {
    renderPage([completedDaysAgo(1, 45), completedDaysAgo(2, 20), completedDaysAgo(3, 3), completedDaysAgo(4, 1)]);
    const confidence = within(tile("confidence"));
    // spec: 4 completed → 100 × 4 / (4 + 5) = 44 %.
    expect(confidence.getByText("44%")).toBeTruthy();
    expect(confidence.getByText(`How it is worked out: ${INSIGHT_FIGURES.confidence.howComputed}`)).toBeTruthy();
    expect(confidence.queryByText(/^Needs:/)).toBeNull();

    expect(within(tile("careerMatch")).getByText(/^\d+%$/)).toBeTruthy();
    expect(within(tile("learningVelocity")).getByText(/^\d+(\.\d)?x$/)).toBeTruthy();
    expect(screen.getByText(/of the way to the role's key skills/)).toBeTruthy();
  });

  it("says when velocity appears when there are enough modules but no earlier month to compare with", () => {
    renderPage([completedDaysAgo(1, 5), completedDaysAgo(2, 3), completedDaysAgo(3, 1)]);
    // 100 × 3 / (3 + 5) = 37.5, rounded.
    expect(within(tile("confidence")).getByText("38%")).toBeTruthy();
    expect(within(tile("learningVelocity")).getByText(/^Your learning velocity appears on /)).toBeTruthy();
  });
});

describe("AI Learning Intelligence when a read fails", () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it("shows spec 1 §8's toast from the failed read, and the retry", async () => {
    const client = createTestQueryClient();
    client.setQueryData(modulesQueryKey(), MODULES);
    client.setQueryData(pathwaysQueryKey(), []);
    client.setQueryData(learningGoalsQueryKey(), []);
    // The progress read is the one left to fetch: it fails.
    const fetchMock = stubFetch(() => jsonResponse(500, { message: "Internal Server Error" }));
    renderWithQuery(
      <MemoryRouter>
        <IntelligencePage />
      </MemoryRouter>,
      client,
    );
    const toasts = screen.getByRole("status", { name: "Toasts" });
    await waitFor(() => expect(toasts.textContent).toBe("Error: Failed to load AI recommendations"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/progress");
  });
});
