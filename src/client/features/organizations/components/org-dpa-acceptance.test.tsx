import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DpaAcceptanceStatus } from "../../../../contracts/dpa";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { CURRENT_DPA_VERSION } from "../../../../domain/dpa";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../test/render-with-query";
import { OrgDpaAcceptance } from "./org-dpa-acceptance";

resetAfterEachTest();

const ORGANIZATION = { id: "org-1", name: "Northwind" } as OrganizationDetail;
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

const toasts = () => screen.getByLabelText("Toasts").textContent ?? "";
const renderCard = () =>
  renderWithQuery(
    <MemoryRouter>
      <OrgDpaAcceptance organization={ORGANIZATION} />
    </MemoryRouter>,
  );

describe("OrgDpaAcceptance (issue 45 item 5)", () => {
  it("lets an owner accept the current version with their name and job title, checked as the server checks them", async () => {
    const fetchMock = routeFetch({
      [`GET ${URL}`]: () => jsonResponse(200, NOT_ACCEPTED),
      [`POST ${URL}`]: () =>
        jsonResponse(201, {
          ...NOT_ACCEPTED,
          current: ACCEPTANCE,
          history: [ACCEPTANCE],
        } satisfies DpaAcceptanceStatus),
    });
    renderCard();
    const form = await screen.findByRole("form", { name: "Accept the data processing agreement" });
    expect(screen.getByText(/Not yet accepted for Northwind/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept the agreement" }));
    expect(await screen.findByText("Your full name is required")).toBeTruthy();
    expect(screen.getByText("Your job title is required")).toBeTruthy();
    expect(screen.getByText("Confirm that you accept the agreement for the organisation")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Your full name/), { target: { value: "Priya Shah" } });
    fireEvent.change(screen.getByLabelText(/Your job title/), { target: { value: "Head of People" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /I accept the Data Processing Agreement/ }));
    fireEvent.click(screen.getByRole("button", { name: "Accept the agreement" }));
    await waitFor(() => expect(toasts()).toContain("Data processing agreement accepted"));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      signatoryName: "Priya Shah",
      signatoryRole: "Head of People",
      confirm: true,
      version: CURRENT_DPA_VERSION.id,
    });
    expect(await screen.findByText("Accepted for Northwind")).toBeTruthy();
    expect(screen.getByText("Priya Shah, Head of People (priya@northwind.example)")).toBeTruthy();
    expect(screen.getByText("2 December 2026 at 10:15")).toBeTruthy();
    expect(form.isConnected).toBe(false);
  }, 30_000);

  it("tells an admin that only an owner can accept, with no form", async () => {
    routeFetch({ [`GET ${URL}`]: () => jsonResponse(200, { ...NOT_ACCEPTED, canAccept: false }) });
    renderCard();
    expect(await screen.findByText(/Only an owner of the organisation can accept it/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Accept the data processing agreement" })).toBeNull();
  });

  it("keeps what was typed and says why when the server refuses", async () => {
    routeFetch({
      [`GET ${URL}`]: () => jsonResponse(200, NOT_ACCEPTED),
      [`POST ${URL}`]: () =>
        jsonResponse(409, {
          message:
            "Version 2026-12-02 of the data processing agreement has already been accepted for this organisation.",
        }),
    });
    renderCard();
    await screen.findByRole("form", { name: "Accept the data processing agreement" });
    fireEvent.change(screen.getByLabelText(/Your full name/), { target: { value: "Sam Lee" } });
    fireEvent.change(screen.getByLabelText(/Your job title/), { target: { value: "Director" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /I accept the Data Processing Agreement/ }));
    fireEvent.click(screen.getByRole("button", { name: "Accept the agreement" }));
    await waitFor(() => expect(toasts()).toContain("has already been accepted"));
    expect((screen.getByLabelText(/Your full name/) as HTMLInputElement).value).toBe("Sam Lee");
  });
});
