import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DpaAcceptanceStatus } from "../../../../../contracts/dpa";
import { CURRENT_DPA_VERSION } from "../../../../../domain/dpa";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../../test/render-with-query";
import { DpaReminder } from "./dpa-reminder";

resetAfterEachTest();

const URL = "/api/organizations/org-1/dpa-acceptance";
const NOT_ACCEPTED: DpaAcceptanceStatus = {
  currentVersion: CURRENT_DPA_VERSION,
  current: null,
  history: [],
  canAccept: true,
};
const ACCEPTANCE = {
  version: CURRENT_DPA_VERSION.id,
  signatoryName: "Priya Shah",
  signatoryRole: "Head of People",
  acceptedBy: { id: "u1", name: "Priya Shah", email: "priya@northwind.example" },
  acceptedAt: "2026-12-02T10:15:00.000Z",
  ipAddress: "203.0.113.9",
};

describe("DpaReminder on the pay-gap upload (issue 45 item 5)", () => {
  it("asks an owner whose organisation has not accepted the agreement to accept it", async () => {
    routeFetch({ [`GET ${URL}`]: () => jsonResponse(200, NOT_ACCEPTED) });
    renderWithQuery(
      <MemoryRouter>
        <DpaReminder organizationId="org-1" isOwner />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/has not accepted the Data Processing Agreement/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review and accept the agreement" }).getAttribute("href")).toBe(
      "/organization/settings#settings-dpa",
    );
  });

  it("says nothing once it is accepted, and does not ask for HR analysts", async () => {
    const fetchMock = routeFetch({
      [`GET ${URL}`]: () => jsonResponse(200, { ...NOT_ACCEPTED, current: ACCEPTANCE, history: [ACCEPTANCE] }),
    });
    const { unmount } = renderWithQuery(
      <MemoryRouter>
        <DpaReminder organizationId="org-1" isOwner />
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/has not accepted/)).toBeNull();
    unmount();
    renderWithQuery(
      <MemoryRouter>
        <DpaReminder organizationId="org-1" isOwner={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/has not accepted/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
