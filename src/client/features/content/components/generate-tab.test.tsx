import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../test/render-with-query";
import { GenerateTab } from "./generate-tab";

const module = {
  id: 27,
  title: "Climate Adaptation for Fair Workplaces",
  description: "How heat and flooding affect different groups of workers.",
  category: "Environmental Justice",
  pivotPillar: "Innovation",
  type: "interactive",
  duration: 25,
};

/** Answers the generator's reads and writes like the server would. */
function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${url}`;
      const answer = routes[key];
      if (!answer) throw new Error(`unexpected ${key}`);
      return answer();
    }),
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe("Generate Content", () => {
  it("shows spec 3's empty state when every module has content", async () => {
    serve({
      "GET /api/content/modules-without-content": () => json([]),
      "GET /api/content/generation-runs/current": () => json({ run: null }),
    });
    renderWithQuery(<GenerateTab drafts={[]} onGenerated={() => {}} />);
    expect(await screen.findByText("All Content Generated!")).toBeTruthy();
  });

  it("selects all or none, and reports a failed generation with the server's message", async () => {
    serve({
      "GET /api/content/modules-without-content": () => json([module]),
      "GET /api/content/generation-runs/current": () => json({ run: null }),
      "POST /api/content/generate/27": () => json({ message: "The AI service did not answer: 500 boom" }, 502),
      "GET /api/content/drafts": () => json([]),
      "GET /api/content/modules": () => json([]),
      "GET /api/content/analytics": () => json({}),
      "GET /api/modules": () => json([]),
    });
    const onGenerated = vi.fn();
    renderWithQuery(<GenerateTab drafts={[]} onGenerated={onGenerated} />);
    const bulk = await screen.findByRole("button", { name: "Generate Selected (0)" });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Select all (1 module without content)"));
    expect(screen.getByRole("button", { name: "Generate Selected (1)" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Select all (1 module without content)"));
    expect(screen.getByRole("button", { name: "Generate Selected (0)" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: `Generate content for ${module.title}` }));
    expect(await screen.findByText("Generation Failed: The AI service did not answer: 500 boom")).toBeTruthy();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
