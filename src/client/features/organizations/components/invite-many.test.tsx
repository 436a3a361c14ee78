import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { InviteMany } from "./invite-many";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderInviteMany = () => renderWithQuery(<InviteMany organizationId="org-1" inviterRole="admin" />);

const chooseFile = (file: File) => {
  fireEvent.mouseDown(screen.getByRole("tab", { name: "Upload a CSV file" }));
  fireEvent.change(screen.getByLabelText("CSV file (up to 5 MB)"), { target: { files: [file] } });
};

describe("InviteMany (issue 20 item 3, issue 45)", () => {
  it("refuses a file that is not CSV, and one over 5 MB, before anything is sent", async () => {
    const fetchMock = stubFetch();
    renderInviteMany();
    chooseFile(new File(["x"], "people.xlsx", { type: "application/vnd.ms-excel" }));
    expect(await screen.findByText(/^"people.xlsx" is not a CSV file/)).toBeTruthy();
    const big = new File(["x"], "people.csv", { type: "text/csv" });
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    chooseFile(big);
    expect(await screen.findByText('"people.csv" is larger than 5 MB. Split it into smaller files.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's preview of every row, offers the new department, and sends the same list; the result reads row for row", async () => {
    const row = (r: number, email: string, outcome: string, extra: object = {}) => ({
      row: r,
      email,
      outcome,
      firstName: null,
      lastName: null,
      role: "member",
      department: null,
      newDepartment: false,
      managerEmail: null,
      ...extra,
    });
    const previewRows = (create: boolean) => [
      row(1, "ada@example.com", create ? "invite" : "no_department", {
        firstName: "Ada",
        department: "Operations",
        newDepartment: create,
        ...(create ? {} : { reason: 'There is no department "Operations" in this organisation' }),
      }),
      row(2, "", "invalid", { role: null, reason: "Email is required" }),
      row(3, "grace@example.com", "already_member", { reason: "Already a member of this organisation" }),
    ];
    const preview = (create: boolean) =>
      jsonResponse(200, {
        rows: previewRows(create),
        invite: create ? 1 : 0,
        newDepartments: [{ name: "Operations", rows: 1, create }],
        seats: { limit: 5, used: 2, free: 3 },
        overSeats: 0,
      });
    const fetchMock = stubFetch(
      () => preview(true),
      () => preview(false),
      () => preview(true),
      () =>
        jsonResponse(201, {
          results: [
            { row: 1, email: "ada@example.com", status: "invited", outcome: "invite", invitationId: "i1" },
            { row: 2, email: "", status: "refused", outcome: "invalid", reason: "Email is required" },
            {
              row: 3,
              email: "grace@example.com",
              status: "refused",
              outcome: "already_member",
              reason: "Already a member of this organisation",
            },
          ],
        }),
    );
    renderInviteMany();
    chooseFile(
      new File(
        ["email,first name,department\nada@example.com,Ada,Operations\n,Nobody,\ngrace@example.com,Grace,\n"],
        "team.csv",
        { type: "text/csv" },
      ),
    );
    expect(await screen.findByText(/1 person to invite from team\.csv; 2 rows left out/)).toBeTruthy();
    const table = () => within(screen.getByRole("list", { name: "What will happen to each row" }));
    const cells = (list: ReturnType<typeof table>) => list.getAllByRole("listitem").map((li) => li.textContent);
    expect(cells(table())).toEqual([
      "Row 2Inviteada@example.com · AdaDepartment Operations (new)",
      "Row 3Not a valid row(no email)Email is required",
      "Row 4Already a membergrace@example.comAlready a member of this organisation",
    ]);
    // Every row goes to the server's rules, with the department the file names offered for creation.
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      invitations: [
        { email: "ada@example.com", firstName: "Ada", department: "Operations" },
        { email: "", firstName: "Nobody" },
        { email: "grace@example.com", firstName: "Grace" },
      ],
      createDepartments: ["Operations"],
    });

    // Not creating the department: the preview is asked again, and says so.
    fireEvent.click(screen.getByRole("checkbox", { name: "Create department Operations (1 person)" }));
    expect(await screen.findByText('There is no department "Operations" in this organisation')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body)).createDepartments).toEqual([]);
    expect(screen.getByRole("button", { name: "Nothing to send" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Create department Operations (1 person)" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send 1 invitation" }));

    expect(await screen.findByText("1 person invited.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[3];
    expect(url).toBe("/api/organizations/org-1/invitations");
    expect(JSON.parse(String(init?.body))).toEqual(JSON.parse(String(fetchMock.mock.calls[2][1]?.body)));
    const result = within(screen.getByRole("list", { name: "What happened to each row" }));
    expect(cells(result)).toEqual([
      "Row 2Invitedada@example.com · AdaDepartment Operations (new)",
      "Row 3Not a valid row(no email)Email is required",
      "Row 4Already a membergrace@example.comAlready a member of this organisation",
    ]);
  });

  it("warns when the list has more people than free seats", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        rows: [
          { row: 1, email: "ada@example.com", outcome: "invite" },
          {
            row: 2,
            email: "grace@example.com",
            outcome: "over_seats",
            reason: "Your organisation has used all 5 of its seats",
          },
        ].map((r) => ({
          firstName: null,
          lastName: null,
          role: "member",
          department: null,
          newDepartment: false,
          managerEmail: null,
          ...r,
        })),
        invite: 1,
        newDepartments: [],
        seats: { limit: 5, used: 4, free: 1 },
        overSeats: 1,
      }),
    );
    renderInviteMany();
    fireEvent.change(screen.getByLabelText("E-mail addresses"), {
      target: { value: "ada@example.com grace@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check the addresses" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your organisation has 1 free seat: 1 row of this list will not be invited. Buy more seats on the billing page, or send fewer people.",
    );
  });

  it("offers an admin the manager and member roles only for pasted addresses", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        rows: ["ada@example.com", "grace@example.com"].map((email, i) => ({
          row: i + 1,
          email,
          outcome: "invite",
          firstName: null,
          lastName: null,
          role: "manager",
          department: null,
          newDepartment: false,
          managerEmail: null,
        })),
        invite: 2,
        newDepartments: [],
        seats: { limit: null, used: 3, free: null },
        overSeats: 0,
      }),
    );
    renderInviteMany();
    const role = screen.getByLabelText("Role for everyone");
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Manager", "Member"]);
    fireEvent.change(screen.getByLabelText("Role for everyone"), { target: { value: "manager" } });
    fireEvent.change(screen.getByLabelText("E-mail addresses"), {
      target: { value: "Ada <ada@example.com>; grace@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check the addresses" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send 2 invitations" })).toBeTruthy());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      invitations: [
        { email: "ada@example.com", role: "manager" },
        { email: "grace@example.com", role: "manager" },
      ],
      createDepartments: [],
    });
  });
});
