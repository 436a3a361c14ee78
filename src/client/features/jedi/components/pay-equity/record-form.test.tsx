import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordForm } from "./record-form";

afterEach(cleanup);

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

describe("RecordForm", () => {
  it("says what is wrong and adds nothing without a role and a salary above 0", () => {
    const onSave = vi.fn();
    render(<RecordForm editing={null} onSave={onSave} onCancelEdit={() => {}} />);
    fill("Annual salary (£)", "0");
    fireEvent.click(screen.getByRole("button", { name: "Add Employee Data" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the role")).toBeTruthy();
    expect(screen.getByText("Enter an annual salary greater than 0")).toBeTruthy();
  });

  it("adds a record with whole numbers and clears the form", () => {
    const onSave = vi.fn();
    render(<RecordForm editing={null} onSave={onSave} onCancelEdit={() => {}} />);
    fill("Role", "Engineer");
    fill("Annual salary (£)", "45,000.75");
    fill("Years of experience", "four");
    fireEvent.change(screen.getByRole("combobox", { name: "Gender" }), { target: { value: "male" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Employee Data" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        role: "Engineer",
        gender: "male",
        salary: 45000,
        yearsExperience: 0,
        weeklyHours: null,
      }),
    );
    expect((screen.getByRole("textbox", { name: "Role" }) as HTMLInputElement).value).toBe("");
  });

  it("in an organisation's workspace, takes its own department names, suggesting them (issue 45 item 9)", () => {
    const onSave = vi.fn();
    render(
      <RecordForm editing={null} onSave={onSave} onCancelEdit={() => {}} departments={["Customer Support", "R&D"]} />,
    );
    const department = screen.getByRole("combobox", { name: "Department" }) as HTMLInputElement;
    expect(department.tagName).toBe("INPUT");
    expect(department.value).toBe("Customer Support");
    const options = document.getElementById(department.getAttribute("list") ?? "")?.querySelectorAll("option");
    expect([...(options ?? [])].map((o) => o.value)).toEqual(["Customer Support", "R&D"]);
    fill("Role", "Adviser");
    fill("Annual salary (£)", "28000");
    fireEvent.change(department, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Add Employee Data" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the department")).toBeTruthy();
    fireEvent.change(department, { target: { value: "r&d" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Employee Data" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ role: "Adviser", department: "R&D" }));
  });
});
