import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQuery, stubFetch } from "../../../../test/render-with-query";
import { DataExportCard } from "./data-export-card";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const exportOf = (status: string, progress: number, extra: Record<string, unknown> = {}) => ({
  id: 7,
  status,
  progress,
  requestedAt: "2026-11-25T10:00:00.000Z",
  expiresAt: null,
  ...extra,
});

describe("DataExportCard (issue 28 item 1)", () => {
  it("requests an export, shows its progress while it is built, then the download", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { export: null }),
      () => jsonResponse(202, { id: 7, status: "queued" }),
      () => jsonResponse(200, exportOf("running", 40)),
      () =>
        jsonResponse(
          200,
          exportOf("ready", 100, {
            expiresAt: "2026-12-02T10:00:00.000Z",
            downloadUrl: "/api/account/data-export/7/download",
          }),
        ),
    );
    renderWithQuery(<DataExportCard />);
    expect(await screen.findByText("You have not asked for a copy of your data yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Request my data" }));
    expect(await screen.findByText("Preparing your data… 40%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Data export progress" }).getAttribute("aria-valuenow")).toBe("40");
    // No second request while it runs.
    expect(screen.queryByRole("button", { name: /Request/ })).toBeNull();
    // The bar asks again (every second) until the export is ready.
    const link = await screen.findByRole("link", { name: "Download now" }, { timeout: 3000 });
    expect(link.getAttribute("href")).toBe("/api/account/data-export/7/download");
    expect(screen.getByText(/that works once, until 2 December 2026/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`)).toEqual([
      "GET /api/account/data-export",
      "POST /api/account/data-export",
      "GET /api/account/data-export/7",
      "GET /api/account/data-export/7",
    ]);
  });

  it("says when the last copy was downloaded, and offers a new one", async () => {
    stubFetch(() => jsonResponse(200, { export: exportOf("downloaded", 100) }));
    renderWithQuery(<DataExportCard />);
    expect(await screen.findByText(/Your last copy was downloaded\. The link works once\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Request a new copy" })).toBeTruthy();
  });

  it("explains a refused request", async () => {
    stubFetch(
      () => jsonResponse(200, { export: null }),
      () => jsonResponse(429, { message: "Too many requests, please try again later" }),
    );
    renderWithQuery(<DataExportCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Request my data" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/Too many requests/));
  });

  it("offers to try again when the exports cannot be loaded", async () => {
    stubFetch(
      () => jsonResponse(500, { message: "Internal Server Error" }),
      () => jsonResponse(200, { export: null }),
    );
    renderWithQuery(<DataExportCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have not asked for a copy of your data yet.")).toBeTruthy();
  });
});
