import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeviceSession } from "../../../../contracts/device-limit";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { SignedInDevices } from "./signed-in-devices";

resetAfterEachTest();

const here: DeviceSession = {
  id: "here",
  current: true,
  browser: "Firefox",
  os: "Linux",
  ipAddress: "203.0.113.7",
  lastUsedAt: "2026-11-25T09:00:00.000Z",
};
const phone: DeviceSession = {
  id: "phone",
  current: false,
  browser: "Safari",
  os: "iOS",
  ipAddress: "198.51.100.2",
  lastUsedAt: "2026-11-24T18:30:00.000Z",
};
const laptop: DeviceSession = { ...phone, id: "laptop", browser: "Chrome", os: "Windows", ipAddress: null };

const toasts = () => screen.getByLabelText("Toasts").textContent ?? "";

describe("SignedInDevices (issue 21 item 3)", () => {
  it("lists each device, marks this one, and signs another out after asking", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, [here, phone, laptop]),
      () => jsonResponse(200, { ended: 1 }),
      () => jsonResponse(200, [here, laptop]),
    );
    renderWithQuery(<SignedInDevices />);
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("Firefox on LinuxThis device"),
      expect.stringContaining("Safari on iOS"),
      expect.stringContaining("Chrome on Windows"),
    ]);
    expect(items[1].textContent).toContain("198.51.100.2");
    // This device has no Sign out of its own.
    expect(within(items[0]).queryByRole("button")).toBeNull();

    fireEvent.click(within(items[1]).getByRole("button", { name: "Sign out Safari on iOS" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out Safari on iOS?" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));

    await waitFor(() => expect(toasts()).toContain("Signed out: Safari on iOS is signed out."));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/account/sessions/phone");
    expect(init?.method).toBe("DELETE");
    await waitFor(() => expect(screen.queryByText("Safari on iOS")).toBeNull());
  });

  it("signs out everywhere else after asking, and says so", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, [here, phone, laptop]),
      () => jsonResponse(200, { ended: 2 }),
      () => jsonResponse(200, [here]),
    );
    renderWithQuery(<SignedInDevices />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere else" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere else?" });
    expect(dialog.textContent).toContain("2 other devices are signed out at once");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(toasts()).toContain("2 other devices signed out."));
    expect(fetchMock.mock.calls[1][0]).toBe("/api/account/sessions");
    expect(fetchMock.mock.calls[1][1]?.method).toBe("DELETE");
    expect(await screen.findByText("You are not signed in anywhere else.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("cancelling the question sends nothing", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, [here, phone]));
    renderWithQuery(<SignedInDevices />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Safari on iOS" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when a sign-out fails, and a toast and a retry when the list fails", async () => {
    stubFetch(
      () => jsonResponse(500, { message: "Internal Server Error" }),
      () => jsonResponse(200, [here, phone]),
      () => jsonResponse(404, { message: "That session has already ended" }),
      () => jsonResponse(200, [here]),
    );
    renderWithQuery(<SignedInDevices />);
    await waitFor(() => expect(toasts()).toContain("Error: Failed to load your signed-in devices"));
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    fireEvent.click(await screen.findByRole("button", { name: "Sign out Safari on iOS" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(toasts()).toContain("Could not sign that device out: That session has already ended"));
  });
});
