import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PillarProgressList } from "./pillar-progress-list";

afterEach(cleanup);

const PILLARS = [
  { pillar: "Purpose", progress: 40, completed: 2, total: 5 },
  { pillar: "Innovation", progress: 0, completed: 0, total: 3 },
] as const;

describe("PillarProgressList", () => {
  it("shows each pillar with its percentage and a labelled bar", () => {
    render(<PillarProgressList pillars={PILLARS} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Purpose")).toBeTruthy();
    expect(within(items[0]).getByText("40%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Purpose progress" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Innovation progress" })).toBeTruthy();
  });

  it("shows the figure a screen asks for in place of the percentage", () => {
    render(<PillarProgressList pillars={PILLARS} figure={(p) => `${p.completed} of ${p.total} · ${p.progress}%`} />);
    expect(screen.getByText("2 of 5 · 40%")).toBeTruthy();
    expect(screen.queryByText("40%")).toBeNull();
  });
});
