import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BCorpImpactTab } from "./b-corp-impact-tab";

let active: { id: string; name: string } | null = null;
vi.mock("@/components/api/get-organizations", () => ({ useActiveOrganization: () => ({ active }) }));
vi.mock("./bcorp-workbench/evidence-workbench", () => ({
  EvidenceWorkbench: ({ organizationId }: { organizationId: string }) => <p>Workbench of {organizationId}</p>,
}));
vi.mock("./module-links", () => ({ ModuleLinks: () => null }));

afterEach(() => {
  cleanup();
  active = null;
  localStorage.clear();
});

describe("the B-Corp Impact tab (issue 45 item 6)", () => {
  it("shows an organisation its own evidence workbench only: no sample scores, no browser-only checklist", () => {
    active = { id: "org-1", name: "Northwind" };
    render(<BCorpImpactTab userId="u1" />);
    expect(screen.getByText("Workbench of org-1")).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: /sample score/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByText(/Sample scores/)).toBeNull();
  });

  it("shows an individual the sample scores, labelled as samples, and a checklist kept in the browser", () => {
    render(<BCorpImpactTab userId="u1" />);
    expect(screen.getByText(/Sample scores/)).toBeTruthy();
    expect(screen.getAllByRole("progressbar", { name: /sample score/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("checkbox").length).toBeGreaterThan(0);
    expect(screen.getByText(/Ticks are kept in this browser/)).toBeTruthy();
    expect(screen.queryByText(/Workbench of/)).toBeNull();
  });
});
