import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "../../contracts/routes";
import type { Insight } from "../../domain/insights";
import { InsightList } from "./insight-list";

afterEach(cleanup);

const TYPE_LABELS = {
  positive: "Going well",
  warning: "Needs attention",
  opportunity: "Opportunity",
  info: "Good to know",
};

const INSIGHTS: Insight[] = [
  { id: "streak", type: "positive", title: "5-day streak", description: "Keep it going." },
  {
    id: "weak-pillar",
    type: "warning",
    title: "Innovation needs attention",
    description: "You have not finished a Innovation module yet.",
    action: "Browse Innovation modules",
  },
];

describe("InsightList", () => {
  it("labels each insight with the screen's word for its type, and an action leads to the library", () => {
    render(
      <MemoryRouter>
        <InsightList insights={INSIGHTS} typeLabels={TYPE_LABELS} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Going well")).toBeTruthy();
    expect(within(items[0]).getByRole("heading", { name: "5-day streak" })).toBeTruthy();
    expect(within(items[0]).queryByRole("link")).toBeNull();
    expect(within(items[1]).getByText("Needs attention")).toBeTruthy();
    expect(within(items[1]).getByRole("link", { name: "Browse Innovation modules" }).getAttribute("href")).toBe(
      paths.library,
    );
  });
});
