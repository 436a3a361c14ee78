import { cleanup, fireEvent, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../../contracts/routes";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import DataExportPage from "./data-export-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (url: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.dataExportPattern} element={<DataExportPage />} />
      </Routes>
    </MemoryRouter>,
  );

const ready = {
  id: 7,
  status: "ready",
  progress: 100,
  requestedAt: "2026-11-25T10:00:00.000Z",
  expiresAt: "2026-12-02T10:00:00.000Z",
  downloadUrl: "/api/account/data-export/7/download",
};

describe("the e-mailed data export page (issue 43 item 4)", () => {
  it("opening it reads the export's status only; the Download button carries the link's token", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, ready));
    renderAt(paths.dataExport(7, "tok/en+1"));
    const link = await screen.findByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toBe("/api/account/data-export/7/download?token=tok%2Fen%2B1");
    expect(screen.getByText(/works once, until 2 December 2026/)).toBeTruthy();
    // Nothing but the status was fetched: the page spends nothing.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/account/data-export/7"]);
    fireEvent.click(link);
    expect(await screen.findByText(/Your download has started\./)).toBeTruthy();
  });

  it("another person's export, or none, says so and points to the profile", async () => {
    stubFetch(() => jsonResponse(404, { message: "Data export not found" }));
    renderAt(paths.dataExport(8, "x"));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("This download is not one of yours."),
    );
    expect(screen.getByRole("link", { name: "your profile" }).getAttribute("href")).toBe(paths.profile);
  });

  it("an export already downloaded offers a new copy, with no download button", async () => {
    stubFetch(() => jsonResponse(200, { ...ready, status: "downloaded", downloadUrl: undefined }));
    renderAt(paths.dataExport(7, "x"));
    expect(await screen.findByText(/This copy was already downloaded: the link works once\./)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download" })).toBeNull();
  });
});
