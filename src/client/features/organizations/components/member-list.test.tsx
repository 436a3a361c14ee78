import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Department, Member } from "../../../../contracts/organizations";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { MemberList, type MemberListProps } from "./member-list";

resetAfterEachTest();

const member = (over: Partial<Member>): Member => ({
  userId: "u-1",
  firstName: "Nora",
  lastName: "Member",
  email: "nora@example.com",
  role: "member",
  department: "Finance",
  managerId: null,
  managerName: null,
  joinedAt: "2026-11-01T09:00:00.000Z",
  ...over,
});
const DEPARTMENTS: Department[] = [
  { id: 1, name: "Finance", members: 1 },
  { id: 2, name: "Operations", members: 0 },
];

const renderList = (props: Partial<MemberListProps>) =>
  renderWithQuery(
    <MemberList
      organizationId="org-1"
      organizationName="Acme"
      viewerRole="owner"
      viewerId="owner-1"
      members={[member({})]}
      departments={DEPARTMENTS}
      {...props}
    />,
  );

/** Both layouts are in the document (CSS shows one): the phone cards are the first list. */
const cards = () => within(screen.getByRole("list", { name: "Members" }));

describe("the members list", () => {
  it("lets an owner change a department and shows the server's refusal of a role change", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, member({ department: "Operations" })),
      () => jsonResponse(409, { message: "The organisation's last owner cannot be demoted" }),
    );
    renderList({
      members: [member({}), member({ userId: "owner-2", firstName: "Olive", role: "owner", email: "o@example.com" })],
    });
    fireEvent.change(cards().getByRole("combobox", { name: "Department of Nora Member" }), {
      target: { value: "Operations" },
    });
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("moved to Operations"),
    );
    expect(fetchMock.mock.calls[0][0]).toBe("/api/organizations/org-1/members/u-1");
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ department: "Operations" });

    const ownerRole = cards().getByRole("combobox", { name: "Role of Olive Member" });
    expect(within(ownerRole).queryByRole("option", { name: "Owner" })).toBeTruthy();
    fireEvent.change(ownerRole, { target: { value: "admin" } });
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("last owner cannot be demoted"),
    );
  });

  it("offers an admin no role change for owners and admins, and only manager or member for others", () => {
    renderList({
      viewerRole: "admin",
      members: [member({}), member({ userId: "a-2", firstName: "Abe", role: "admin", email: "abe@example.com" })],
    });
    expect(cards().queryByRole("combobox", { name: "Role of Abe Member" })).toBeNull();
    expect(cards().queryByRole("button", { name: "Remove Abe Member" })).toBeNull();
    const options = within(cards().getByRole("combobox", { name: "Role of Nora Member" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Member", "Manager"]);
  });

  it("shows a manager their reports read-only", () => {
    renderList({ viewerRole: "manager", members: [member({ managerName: "Lee Lead", managerId: "m-1" })] });
    expect(cards().queryByRole("combobox")).toBeNull();
    expect(cards().queryByRole("button")).toBeNull();
    expect(cards().getByText("Lee Lead")).toBeTruthy();
  });

  it("says what removal does before removing", async () => {
    stubFetch(() => jsonResponse(200, { ok: true }));
    renderList({});
    fireEvent.click(cards().getByRole("button", { name: "Remove Nora Member" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("They keep their own progress and certificates.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Nora Member" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("Nora Member was removed from Acme"),
    );
  });
});
