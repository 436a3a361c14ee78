import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import type { ComplianceProgrammeOption, ComplianceRule } from "../../../../contracts/compliance";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { ComplianceProgrammes } from "./compliance-programmes";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const programme = (over: Partial<ComplianceProgrammeOption>): ComplianceProgrammeOption => ({
  pathwayId: 9,
  title: "UK Compliance Essentials for Everyone",
  description: "The yearly training for all staff.",
  audience: "everyone",
  recurrenceMonths: 12,
  dueDays: 30,
  moduleCount: 7,
  estimatedHours: 4.17,
  assigned: false,
  ...over,
});
const created = { pathwayTitle: "UK Compliance Essentials for Everyone", summary: { assigned: 12 } } as ComplianceRule;

describe("ready-made compliance programmes (issue 47 item 3)", () => {
  it("assigns the everyone programme yearly in one click", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, created));
    renderWithQuery(
      <ComplianceProgrammes
        organizationId="org-1"
        options={{ pathways: [], departments: [], programmes: [programme({})] }}
      />,
    );
    expect(
      screen.getByText(/Everyone in the organisation · 7 modules, about 4 hours · yearly, due within 30 days/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Assign to everyone yearly" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations/org-1/compliance-assignments");
    expect(JSON.parse(String(init?.body))).toEqual({
      pathwayId: 9,
      audience: "everyone",
      intervalMonths: 12,
      dueDays: 30,
    });
  });

  it("asks for a department before assigning a programme meant for some teams", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, created));
    renderWithQuery(
      <ComplianceProgrammes
        organizationId="org-1"
        options={{
          pathways: [],
          departments: ["Finance", "HR"],
          programmes: [programme({ audience: "department", title: "Handling Personal Data", pathwayId: 11 })],
        }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Assign yearly" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a department");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Department for Handling Personal Data"), { target: { value: "HR" } });
    fireEvent.click(screen.getByRole("button", { name: "Assign yearly" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      pathwayId: 11,
      audience: "department",
      department: "HR",
      intervalMonths: 12,
      dueDays: 30,
    });
  });

  it("does not offer a second one-step assignment of a programme already assigned", () => {
    stubFetch(() => jsonResponse(201, created));
    renderWithQuery(
      <ComplianceProgrammes
        organizationId="org-1"
        options={{ pathways: [], departments: [], programmes: [programme({ assigned: true })] }}
      />,
    );
    expect((screen.getByRole("button", { name: "Assign to everyone yearly" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("Assigned")).toBeTruthy();
  });
});
