import { useQuery } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleDetail } from "../../contracts/learning";
import type { ModuleSummary } from "../../contracts/modules";
import { moduleSummary } from "../../test/module-summary";
import {
  createTestQueryClient,
  jsonResponse,
  renderWithQuery,
  resetAfterEachTest,
  stubFetch,
} from "../../test/render-with-query";
import { getBookmarksQueryOptions } from "./api/get-bookmarks";
import { getModuleQueryOptions, moduleQueryKey } from "./api/get-module";
import { BookmarkButton } from "./bookmark-button";

resetAfterEachTest();

const MODULE = moduleSummary({ id: 7, title: "Inclusive Leadership" });
const DETAIL: ModuleDetail = {
  ...MODULE,
  isLocked: false,
  isBookmarked: false,
  podcastDuration: null,
  objectives: [],
  reviewedOn: null,
  legalSources: [],
  knowledgeCheck: null,
  scenarioCount: 0,
};

/** A library card's button: bookmarked when the Favorites list holds the module. */
function LibraryCardButton() {
  const bookmarks = useQuery(getBookmarksQueryOptions());
  return <BookmarkButton module={MODULE} bookmarked={(bookmarks.data ?? []).some((m) => m.id === MODULE.id)} />;
}

/** The module page's button, reading isBookmarked from the module's detail. */
function ModulePageButton() {
  const detail = useQuery(getModuleQueryOptions(MODULE.id));
  return detail.data ? (
    <BookmarkButton module={detail.data} bookmarked={detail.data.isBookmarked} variant="labelled" />
  ) : null;
}

/** A client whose Favorites list is already loaded, so the only request is the bookmark's. */
function withBookmarks(list: ModuleSummary[]) {
  const client = createTestQueryClient();
  client.setQueryData(getBookmarksQueryOptions().queryKey, list);
  return client;
}

const toasts = () => screen.getByRole("status", { name: "Toasts" });

describe("BookmarkButton on a library card", () => {
  it("is a toggle named after the module that bookmarks it and adds it to Favorites without another request", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { moduleId: 7, bookmarked: true }));
    const client = withBookmarks([]);
    renderWithQuery(<LibraryCardButton />, client);

    const button = screen.getByRole("button", { name: "Bookmark Inclusive Leadership" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);

    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/modules/7/bookmark");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("POST");
    expect(client.getQueryData(getBookmarksQueryOptions().queryKey)?.map((m) => m.id)).toEqual([7]);
    // spec 1 §8
    expect(toasts().textContent).toBe("Bookmarked: Module added to your bookmarks");
  });

  it("removes the bookmark with DELETE and takes the module out of Favorites", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { moduleId: 7, bookmarked: false }));
    const client = withBookmarks([MODULE]);
    renderWithQuery(<LibraryCardButton />, client);

    const button = screen.getByRole("button", { name: "Bookmark Inclusive Leadership" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button);

    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(fetchMock.mock.calls[0][1]?.method).toBe("DELETE");
    expect(client.getQueryData(getBookmarksQueryOptions().queryKey)).toEqual([]);
    expect(toasts().textContent).toBe("Bookmark removed: Module removed from your bookmarks");
  });

  it("is disabled while the request is on its way", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = withBookmarks([]);
    renderWithQuery(<LibraryCardButton />, client);

    const button = screen.getByRole("button", { name: "Bookmark Inclusive Leadership" }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await act(async () => answer(jsonResponse(201, { moduleId: 7, bookmarked: true })));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it("says so when bookmarking fails and stays unpressed", async () => {
    stubFetch(() => jsonResponse(500, { message: "Internal Server Error" }));
    const client = withBookmarks([]);
    renderWithQuery(<LibraryCardButton />, client);

    const button = screen.getByRole("button", { name: "Bookmark Inclusive Leadership" });
    fireEvent.click(button);

    await waitFor(() => expect(toasts().textContent).toBe("Error: Failed to bookmark module"));
    expect(toasts().querySelector("p")?.dataset.variant).toBe("destructive");
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });
});

describe("BookmarkButton on the module page", () => {
  it("reads Bookmark, then Bookmarked once the module's detail says so", async () => {
    stubFetch(() => jsonResponse(201, { moduleId: 7, bookmarked: true }));
    const client = createTestQueryClient();
    client.setQueryData(moduleQueryKey(MODULE.id), DETAIL);
    renderWithQuery(<ModulePageButton />, client);

    const button = screen.getByRole("button", { name: "Bookmark" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);

    const bookmarked = await screen.findByRole("button", { name: "Bookmarked" });
    expect(bookmarked.getAttribute("aria-pressed")).toBe("true");
    expect(client.getQueryData<ModuleDetail | null>(moduleQueryKey(MODULE.id))?.isBookmarked).toBe(true);
    expect(toasts().textContent).toBe("Bookmarked: Module added to your bookmarks");
  });
});
