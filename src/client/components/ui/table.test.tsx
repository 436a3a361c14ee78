import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

afterEach(cleanup);

const MEMBERS = [
  { name: "Sam Patel", department: "Operations" },
  { name: "Jo Bloggs", department: "Finance" },
];

function MembersTable({ scrollLabel }: { scrollLabel?: string }) {
  return (
    <Table scrollLabel={scrollLabel}>
      <TableCaption>Team members with their department</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead>Department</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {MEMBERS.map((m) => (
          <TableRow key={m.name}>
            <TableHead scope="row">{m.name}</TableHead>
            <TableCell>{m.department}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

describe("Table", () => {
  it("is a table named by its caption, with column and row headers", () => {
    render(<MembersTable />);
    const table = screen.getByRole("table", { name: "Team members with their department" });
    expect(table.dataset.slot).toBe("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Employee", "Department"]);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((h) => h.textContent)).toEqual(["Sam Patel", "Jo Bloggs"]);
    expect(rowHeaders[0].getAttribute("scope")).toBe("row");
    expect(within(table).getByRole("row", { name: /Jo Bloggs/ }).textContent).toContain("Finance");
    expect(
      within(table)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Operations", "Finance"]);
  });

  it("gives column headers their scope without being told", () => {
    render(<MembersTable />);
    expect(screen.getByRole("columnheader", { name: "Employee" }).getAttribute("scope")).toBe("col");
  });

  it("makes a wide table's scroll container a named region reachable by keyboard", () => {
    render(<MembersTable scrollLabel="Team members table" />);
    const region = screen.getByRole("region", { name: "Team members table" });
    expect(region.tabIndex).toBe(0);
    expect(region.dataset.slot).toBe("table-container");
    expect(within(region).getByRole("table")).toBeTruthy();
  });

  it("adds no tab stop or region to a table that does not scroll", () => {
    const { container } = render(<MembersTable />);
    expect(screen.queryByRole("region")).toBeNull();
    const wrapper = container.querySelector("[data-slot=table-container]");
    expect(wrapper?.hasAttribute("tabindex")).toBe(false);
  });
});
