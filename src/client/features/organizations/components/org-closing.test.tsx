import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "@/lib/format";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { ClosingBanner, OrgClose } from "./org-closing";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORGANIZATION = testOrganization("owner", {
  id: "o1",
  name: "Northwind Trading",
  seats: { limit: 5, used: 3, members: 2, pendingInvitations: 1 },
  closingAt: null,
});

describe("OrgClose (issue 28 item 3)", () => {
  it("asks for the organisation's exact name before it sends anything, then closes it", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { closingAt: "2026-12-25T10:00:00.000Z" }));
    renderWithQuery(<OrgClose organization={ORGANIZATION} />);
    fireEvent.click(screen.getByRole("button", { name: "Close organisation" }));
    const dialog = within(await screen.findByRole("dialog"));
    const name = dialog.getByLabelText("Organisation name");

    fireEvent.change(name, { target: { value: "Northwind" } });
    fireEvent.click(dialog.getByRole("button", { name: "Close organisation" }));
    expect(
      dialog.getByText("Type the organisation's name, Northwind Trading, exactly as it is shown to confirm"),
    ).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: "Northwind Trading" } });
    fireEvent.click(dialog.getByRole("button", { name: "Close organisation" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/organizations/o1/close");
    expect(JSON.parse(String(init?.body))).toEqual({ confirmName: "Northwind Trading" });
    await waitFor(() =>
      expect(screen.getByLabelText("Toasts").textContent).toContain(
        `Northwind Trading will be deleted on ${formatDate("2026-12-25T10:00:00.000Z")}.`,
      ),
    );
  });

  it("shows the closing date and Cancel closing once it is closing", () => {
    stubFetch();
    renderWithQuery(<OrgClose organization={{ ...ORGANIZATION, closingAt: "2026-12-25T10:00:00.000Z" }} />);
    expect(screen.getByText(formatDate("2026-12-25T10:00:00.000Z"))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel closing" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close organisation" })).toBeNull();
  });
});

describe("ClosingBanner", () => {
  it("tells everyone when it closes, and offers the owner Cancel closing", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { closingAt: null }));
    const closing = { ...ORGANIZATION, closingAt: "2026-12-25T10:00:00.000Z" };
    renderWithQuery(<ClosingBanner organization={closing} />);
    expect(
      screen.getByRole("heading", { name: `This organisation closes on ${formatDate(closing.closingAt)}` }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel closing" }));
    await waitFor(() => expect(fetchMock.mock.calls[0][0]).toBe("/api/organizations/o1/reopen"));
    cleanup();

    renderWithQuery(<ClosingBanner organization={{ ...closing, role: "member" }} />);
    expect(screen.getByRole("heading", { name: /This organisation closes on/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel closing" })).toBeNull();
    cleanup();

    renderWithQuery(<ClosingBanner organization={ORGANIZATION} />);
    expect(screen.queryByRole("heading", { name: /closes on/ })).toBeNull();
  });
});
