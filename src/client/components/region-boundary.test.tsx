import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY } from "@/lib/chunk-reload";
import { isChunkLoadError, PageBoundary, RegionBoundary } from "./region-boundary";

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/**
 * React reports every error a boundary catches through the root's onCaughtError, by default with
 * console.error (which fails a test here). The tests expect those errors: they collect them instead
 * and assert on them, so an unexpected console.error still fails.
 */
function renderCatching(ui: React.ReactNode) {
  const caught: unknown[] = [];
  const result = render(ui, { onCaughtError: (error) => caught.push(error) });
  return { ...result, caught };
}

let shouldThrow = true;
function WeeklyProgress() {
  if (shouldThrow) throw new Error("the figures are not there");
  return <p>3 of 5 modules this week</p>;
}

/** A region whose lazy chart's chunk fails to load, with the page's reload watched. */
function renderChartWhoseChunkFails() {
  const chunkError = new TypeError(
    "Failed to fetch dynamically imported module: http://localhost:5000/assets/charts-Bx1.js",
  );
  const Charts = lazy(() => Promise.reject(chunkError));
  const reload = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
  const { caught } = renderCatching(
    <RegionBoundary name="The Completions chart">
      <Suspense fallback={<p>Loading the chart</p>}>
        <Charts />
      </Suspense>
    </RegionBoundary>,
  );
  return { chunkError, reload, caught };
}

describe("RegionBoundary", () => {
  it("shows its fallback in place of a failing region, and Retry renders the region again", () => {
    shouldThrow = true;
    const { caught } = renderCatching(
      <>
        <RegionBoundary name="This Week's Progress">
          <WeeklyProgress />
        </RegionBoundary>
        <p>Recent Modules</p>
      </>,
    );

    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("This Week's Progress could not be shown");
    expect(alert.textContent).toContain("The rest of the page still works.");
    // The rest of the page stays.
    expect(screen.getByText("Recent Modules")).toBeTruthy();
    expect(caught).toEqual([new Error("the figures are not there")]);

    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("3 of 5 modules this week")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reloads the page once by itself when a lazy chunk fails to load", async () => {
    const { chunkError, reload, caught } = renderChartWhoseChunkFails();

    expect((await screen.findByRole("status")).textContent).toContain("Loading the latest version");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(caught).toEqual([chunkError]);
  });

  it("offers to reload the page when the chunk fails again after the automatic reload", async () => {
    // The page reloaded itself a moment before this page loaded.
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Math.floor(performance.timeOrigin) - 1000));
    const { chunkError, reload, caught } = renderChartWhoseChunkFails();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The Completions chart could not be loaded");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(caught).toEqual([chunkError]);

    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("PageBoundary", () => {
  it("names the page as what failed, with a heading", () => {
    function BrokenPage(): React.ReactNode {
      throw new Error("render failed");
    }
    const { caught } = renderCatching(
      <MemoryRouter initialEntries={["/progress"]}>
        <PageBoundary>
          <BrokenPage />
        </PageBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(caught).toHaveLength(1);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' failed dynamic imports, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("401: Unauthorized"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
