import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PilotCohort } from "../../../contracts/pilot";
import { seededCohort } from "../../../test/pilot-cohort";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../test/render-with-query";
import PilotPage from "./pilot-page";

resetAfterEachTest();

const SEEDED = seededCohort(0);
const SPRING: PilotCohort = {
  ...SEEDED,
  id: 2,
  name: "Spring 2027",
  startsOn: "2027-03-01",
  endsOn: "2027-05-31",
  applicationsCloseOn: "2027-02-15",
  places: 10,
  placesLeft: 10,
  status: "open",
};

const hero = () => screen.getByRole("region", { name: "Help shape PIVOT Learning as a founding partner" });
const applySection = () => screen.getByRole("region", { name: /Apply to join the pilot|Join the waiting list/ });

describe("PilotPage with an open cohort", () => {
  it("shows the cohort's dates, places and price, and the application form", async () => {
    stubFetch(() => jsonResponse(200, { cohort: SPRING }));
    renderWithQuery(<PilotPage />);

    await waitFor(() =>
      expect(hero().textContent).toContain(
        "We're inviting 10 organisations to a 3-month pilot, March to May 2027: full platform access",
      ),
    );
    const facts = within(hero())
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(facts).toEqual(["10", "3 months", "Up to 25", "£1,000"]);
    expect(within(hero()).getByText("March to May 2027")).toBeTruthy();
    expect(applySection().textContent).toContain(
      "Places are limited to 10 organisations. Applications close on 15 February 2027.",
    );
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join the Waiting List" })).toBeNull();
    // spec 3 §9's prices, from the £1,000 record.
    const pricing = screen.getByRole("region", { name: "Pilot pricing" });
    for (const text of ["£1,000 in total for the 3-month pilot, about £333 a month", "£350 x 3", "£175 x 6", "£750"]) {
      expect(pricing.textContent).toContain(text);
    }
    expect(screen.getByText("3 months of learning and coaching, March to May 2027.")).toBeTruthy();
  });

  it("says a free cohort is free and offers no payment options", async () => {
    stubFetch(() => jsonResponse(200, { cohort: { ...SPRING, pricePence: 0 } }));
    renderWithQuery(<PilotPage />);
    const pricing = await screen.findByRole("region", { name: "Pilot pricing" });
    expect(pricing.textContent).toBe("Pilot pricingThe 3-month pilot is free, with up to 25 users.");
    expect(within(hero()).getAllByRole("definition").at(-1)?.textContent).toBe("Free");
  });
});

describe("PilotPage once the cohort has closed", () => {
  it("says when applications closed and offers the waiting list instead of the form", async () => {
    stubFetch(() => jsonResponse(200, { cohort: SEEDED }));
    renderWithQuery(<PilotPage />);

    await screen.findByRole("heading", { name: "Join the waiting list" });
    expect(screen.getByRole("note").textContent).toContain(
      "Applications for the September to November 2025 cohort closed on 31 August 2025.",
    );
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
    expect(screen.getByRole("link", { name: "Join the waiting list" }).getAttribute("href")).toBe("#apply");
    // The past cohort is not sold as an upcoming one.
    expect(hero().textContent).not.toContain("We're inviting");
    expect(hero().textContent).toContain("September to November 2025 (applications closed)");
    expect(screen.queryByText(/of learning and coaching, September to November 2025/)).toBeNull();
  });

  it("names missing fields, then adds the visitor to the waiting list", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { cohort: SEEDED }),
      () => jsonResponse(201, { id: 7 }),
    );
    renderWithQuery(<PilotPage />);
    const join = await screen.findByRole("button", { name: "Join the Waiting List" });
    fireEvent.click(join);
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
        "Name is required",
        "Email is required",
        "Organisation name is required",
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const form = screen.getByRole("form", { name: "Join the waiting list" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Name" }), { target: { value: "Jo Bloggs" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Email" }), {
      target: { value: "jo@riverside.example" },
    });
    fireEvent.change(within(form).getByRole("textbox", { name: "Organisation name" }), {
      target: { value: "Riverside Trust" },
    });
    fireEvent.click(join);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/pilot/waiting-list");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Jo Bloggs",
      email: "jo@riverside.example",
      organizationName: "Riverside Trust",
    });
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain(
        "You're on the waiting list: We'll e-mail you when applications for the next cohort open.",
      ),
    );
    expect((within(form).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("");
  });

  it("offers the waiting list before any cohort exists", async () => {
    stubFetch(() => jsonResponse(200, { cohort: null }));
    renderWithQuery(<PilotPage />);
    expect((await screen.findByRole("note")).textContent).toContain(
      "Applications for the pilot are not open at the moment.",
    );
    expect(screen.queryByRole("region", { name: "Pilot pricing" })).toBeNull();
  });
});

describe("PilotPage when the cohort cannot be loaded", () => {
  it("says so with a retry, and shows no form", async () => {
    stubFetch(
      () => jsonResponse(500, { message: "Internal Server Error" }),
      () => jsonResponse(200, { cohort: SPRING }),
    );
    renderWithQuery(<PilotPage />);
    expect((await screen.findByRole("alert")).textContent).toContain("The pilot dates could not be loaded");
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Submit Application" })).toBeTruthy();
  });
});
