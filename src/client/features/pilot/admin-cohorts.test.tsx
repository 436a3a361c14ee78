import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { seededCohort } from "../../../test/pilot-cohort";
import { jsonResponse, renderWithQuery, resetAfterEachTest, stubFetch } from "../../../test/render-with-query";
import { AdminCohorts } from "./admin-cohorts";

resetAfterEachTest();

const SEEDED = seededCohort(3);

const set = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

describe("AdminCohorts", () => {
  it("lists the cohorts with their dates, places, price and status", async () => {
    stubFetch(() => jsonResponse(200, { items: [SEEDED] }));
    renderWithQuery(<AdminCohorts />);
    const row = (await screen.findByRole("rowheader", { name: "September to November 2025" })).closest("tr");
    expect(row?.textContent).toContain("1 September 2025 to 30 November 2025");
    expect(row?.textContent).toContain("31 August 2025");
    expect(row?.textContent).toContain("£1,000");
    expect(row?.textContent).toContain("Closed");
  });

  it("explains what is wrong before sending, then creates the cohort with its price in pence", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { items: [SEEDED] }),
      () => jsonResponse(201, { ...SEEDED, id: 2, name: "Spring 2027", status: "open" }),
      () => jsonResponse(200, { items: [SEEDED] }),
    );
    renderWithQuery(<AdminCohorts />);
    fireEvent.click(await screen.findByRole("button", { name: "New Cohort" }));
    const dialog = screen.getByRole("dialog", { name: "New cohort" });
    set(dialog, "Cohort name", "Spring 2027");
    set(dialog, "Start date", "2027-03-01");
    set(dialog, "End date", "2027-02-28");
    set(dialog, "Applications close on", "2027-03-02");
    set(dialog, "Places", "0");
    set(dialog, "Price (£)", "-5");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Cohort" }));

    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toEqual([
        "End date must be on or after the start date",
        "Applications must close on or before the start date",
        "Places must be at least 1",
        "Price must be an amount in pounds, such as 1000 or 999.50",
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    set(dialog, "End date", "2027-05-31");
    set(dialog, "Applications close on", "2027-02-15");
    set(dialog, "Places", "10");
    set(dialog, "Price (£)", "999.50");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Cohort" }));

    // The save, then the list read again.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/admin/pilot/cohorts");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Spring 2027",
      startsOn: "2027-03-01",
      endsOn: "2027-05-31",
      applicationsCloseOn: "2027-02-15",
      places: 10,
      pricePence: 99950,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("edits a cohort from its stored values, sending the change as a PATCH", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { items: [SEEDED] }),
      () => jsonResponse(200, { ...SEEDED, places: 8 }),
      () => jsonResponse(200, { items: [{ ...SEEDED, places: 8 }] }),
    );
    renderWithQuery(<AdminCohorts />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit September to November 2025" }));
    const dialog = screen.getByRole("dialog", { name: "Edit September to November 2025" });
    expect((within(dialog).getByLabelText("Price (£)", { exact: false }) as HTMLInputElement).value).toBe("1000");
    set(dialog, "Places", "8");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Cohort" }));

    // The save, then the list read again.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/admin/pilot/cohorts/1");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toMatchObject({ places: 8, pricePence: 100000 });
  });
});
