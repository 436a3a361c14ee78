import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import type { ComplianceRule } from "../../../../contracts/compliance";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { ComplianceAssignmentForm } from "./compliance-assignments";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const options = {
  pathways: [{ id: 3, title: "JEDI Foundations" }],
  departments: ["Finance", "Operations"],
  programmes: [],
};

describe("the compliance assignment form (issue 22)", () => {
  it("explains each missing or out-of-range field and sends nothing", async () => {
    const fetchMock = stubFetch();
    renderWithQuery(<ComplianceAssignmentForm organizationId="org-1" options={options} onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Assign to"), { target: { value: "department" } });
    fireEvent.change(screen.getByLabelText("Repeats"), { target: { value: "repeat" } });
    fireEvent.change(screen.getByLabelText("Every (months)"), { target: { value: "37" } });
    fireEvent.click(screen.getByRole("button", { name: "Create assignment" }));
    expect(await screen.findByText("Choose a pathway", { selector: "[id$='-pathwayId-error']" })).toBeTruthy();
    expect(screen.getByText("Choose a department", { selector: "[id$='-department-error']" })).toBeTruthy();
    expect(screen.getByText("Repeat every 1 to 36 months")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates a yearly assignment for a department, due in 30 days", async () => {
    const created = { pathwayTitle: "JEDI Foundations", summary: { assigned: 4 } } as ComplianceRule;
    const fetchMock = stubFetch(() => jsonResponse(201, created));
    const onDone = vi.fn();
    renderWithQuery(<ComplianceAssignmentForm organizationId="org-1" options={options} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText("Pathway"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Assign to"), { target: { value: "department" } });
    fireEvent.change(screen.getByLabelText("Department"), { target: { value: "Finance" } });
    fireEvent.change(screen.getByLabelText("Repeats"), { target: { value: "repeat" } });
    fireEvent.change(screen.getByLabelText("Every (months)"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Create assignment" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations/org-1/compliance-assignments");
    expect(JSON.parse(String(init?.body))).toEqual({
      pathwayId: 3,
      audience: "department",
      department: "Finance",
      intervalMonths: 12,
      dueDays: 30,
    });
    expect(
      await screen.findByText(/Compliance assignment created: JEDI Foundations assigned to 4 people/),
    ).toBeTruthy();
  });
});
