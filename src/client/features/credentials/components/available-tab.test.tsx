import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AvailableCertificate } from "../../../../contracts/credentials";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../../test/render-with-query";
import { AvailableTab } from "./available-tab";

resetAfterEachTest();

const base: AvailableCertificate = {
  id: 1,
  title: "PIVOT Value Certificate",
  description: "Value",
  pivotPillar: "Value",
  cpdHours: 4,
  type: "pillar",
  validityMonths: 24,
  requirements: [
    {
      kind: "module",
      label: "Complete Measuring Social Impact",
      met: true,
      done: 1,
      total: 1,
      modules: [{ id: 18, title: "Measuring Social Impact", completed: true }],
    },
    {
      kind: "pathway",
      label: "Complete every module of the Purpose pathway",
      met: false,
      done: 1,
      total: 3,
      modules: [
        { id: 1, title: "Module One", completed: true },
        { id: 2, title: "Module Two", completed: false },
      ],
    },
  ],
  progress: 50,
  isEarned: false,
  canClaim: false,
};

const cards = [
  base,
  { ...base, id: 2, title: "Ready Certificate", progress: 100, canClaim: true },
  { ...base, id: 3, title: "Held Certificate", progress: 100, isEarned: true },
];

const cardOf = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;

describe("AvailableTab (spec 2 §2)", () => {
  it("reads View Requirements, Claim Certificate or Earned, and lists each requirement with module links", () => {
    renderWithQuery(
      <MemoryRouter>
        <AvailableTab certificates={cards} />
      </MemoryRouter>,
    );
    expect(within(cardOf("Held Certificate")).getByRole("button", { name: "Earned" })).toHaveProperty("disabled", true);
    expect(within(cardOf("Ready Certificate")).getByRole("button", { name: "Claim Certificate" })).toBeTruthy();
    fireEvent.click(within(cardOf("PIVOT Value Certificate")).getByRole("button", { name: "View Requirements" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "Complete Measuring Social Impact" }).getAttribute("href")).toBe(
      "/module/18",
    );
    expect(within(dialog).getByRole("link", { name: "Module Two" }).getAttribute("href")).toBe("/module/2");
    expect(within(dialog).getByText("(1 of 3)")).toBeTruthy();
  });

  it("claims with the certificate's id", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 9, certificate: { title: "Ready Certificate" } }));
    renderWithQuery(
      <MemoryRouter>
        <AvailableTab certificates={cards} />
      </MemoryRouter>,
    );
    fireEvent.click(within(cardOf("Ready Certificate")).getByRole("button", { name: "Claim Certificate" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/certificates/claim");
    expect(JSON.parse(String(init?.body))).toEqual({ certificateId: 2 });
    expect(await screen.findByText(/Certificate Earned: Ready Certificate is in your wallet/)).toBeTruthy();
  });
});

describe("AvailableTab's CPD hours (issue 46)", () => {
  it("agrees the noun with the hours and states how they are rounded on each card", () => {
    renderWithQuery(
      <MemoryRouter>
        <AvailableTab
          certificates={[
            { ...base, id: 4, title: "One Hour Certificate", cpdHours: 1 },
            { ...base, id: 5, title: "Quarter Certificate", cpdHours: 0.75 },
          ]}
        />
      </MemoryRouter>,
    );
    const one = within(cardOf("One Hour Certificate"));
    expect(one.getByText("1 CPD hour")).toBeTruthy();
    expect(one.queryByText("1 CPD hours")).toBeNull();
    expect(one.getByText(/rounded down to the nearest quarter hour/)).toBeTruthy();
    expect(within(cardOf("Quarter Certificate")).getByText("0.75 CPD hours")).toBeTruthy();
  });
});
