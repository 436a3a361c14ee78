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

describe("InviteMany (issue 20 item 3)", () => {
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

  it("reads a CSV, sends the rows it can, and lists every refused row by its row in the file", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(201, {
        results: [
          { row: 1, email: "ada@example.com", status: "invited", invitationId: "i1" },
          { row: 2, email: "grace@example.com", status: "refused", reason: "Already a member of this organisation" },
        ],
      }),
    );
    renderInviteMany();
    chooseFile(
      new File(
        ["email,first name,role\nada@example.com,Ada,member\n,Nobody,member\ngrace@example.com,Grace,\n"],
        "team.csv",
        {
          type: "text/csv",
        },
      ),
    );
    expect(await screen.findByText(/2 people to invite from team\.csv; 1 row left out/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send 2 invitations" }));
    expect(await screen.findByText("1 person invited.")).toBeTruthy();
    const refused = within(screen.getByRole("list", { name: "Rows not invited" }));
    expect(refused.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Row 3: The email is missing",
      "Row 4 (grace@example.com): Already a member of this organisation",
    ]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations/org-1/invitations");
    expect(JSON.parse(String(init?.body))).toEqual({
      invitations: [
        { email: "ada@example.com", firstName: "Ada", role: "member" },
        { email: "grace@example.com", firstName: "Grace" },
      ],
    });
  });

  it("offers an admin the manager and member roles only for pasted addresses", async () => {
    stubFetch(() => jsonResponse(202, { batchId: "b1", total: 60 }));
    renderInviteMany();
    const role = screen.getByLabelText("Role for everyone");
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Manager", "Member"]);
    fireEvent.change(screen.getByLabelText("E-mail addresses"), {
      target: { value: "Ada <ada@example.com>; grace@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check the addresses" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send 2 invitations" })).toBeTruthy());
  });
});
