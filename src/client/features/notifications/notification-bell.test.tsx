import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { NotificationList } from "../../../contracts/notifications";
import {
  createTestQueryClient,
  jsonResponse,
  renderWithQuery,
  resetAfterEachTest,
  stubFetch,
} from "../../../test/render-with-query";
import { getNotificationsQueryOptions } from "./api/notifications";
import { NotificationBell } from "./notification-bell";

resetAfterEachTest();

const LIST: NotificationList = {
  unreadCount: 1,
  items: [
    {
      id: 41,
      kind: "pathway_assigned",
      title: "New pathway assigned: JEDI Foundations",
      body: 'You have been assigned the pathway "JEDI Foundations", due on 1 December 2026.',
      link: "/pathways",
      read: false,
      createdAt: "2026-11-23T10:00:00.000Z",
    },
    {
      id: 40,
      kind: "support_reply",
      title: "Support replied: Live chat",
      body: "Open Digital Credentials.",
      link: null,
      read: true,
      createdAt: "2026-11-22T10:00:00.000Z",
    },
  ],
};

function renderBell(list: NotificationList) {
  const client = createTestQueryClient();
  client.setQueryData(getNotificationsQueryOptions().queryKey, list);
  return renderWithQuery(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route path="/" element={<NotificationBell />} />
        <Route path="/pathways" element={<p>Pathways page</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

describe("the notification bell", () => {
  it("counts the unread notifications, not a fixed number", () => {
    renderBell(LIST);
    expect(screen.getByRole("button", { name: "Notifications (1 unread)" })).toBeTruthy();
  });

  it("has no badge when everything is read, and says so when the list is empty", async () => {
    renderBell({ unreadCount: 0, items: [] });
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
  });

  it("marks an opened notification read and follows its link", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { ok: true }),
      () => jsonResponse(200, { ...LIST, unreadCount: 0, items: LIST.items.map((n) => ({ ...n, read: true })) }),
    );
    renderBell(LIST);
    fireEvent.click(screen.getByRole("button", { name: "Notifications (1 unread)" }));
    fireEvent.click(await screen.findByRole("button", { name: /New pathway assigned: JEDI Foundations/ }));
    expect(await screen.findByText("Pathways page")).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/notifications/41/read", expect.anything()));
    expect(fetchMock.mock.calls[0][1]?.method).toBe("POST");
  });
});
