import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import type * as React from "react";
import { afterEach, vi } from "vitest";
import { dismissToast, useToasts } from "../client/components/ui/use-toast";
import { createQueryClient } from "../client/lib/query-client";

/** A query client with the app's settings (no retries, nothing stale), for seeding before a render. */
export const createTestQueryClient = () => createQueryClient({ onUnauthorized: vi.fn() });

/** Renders inside a query client, with the open toasts readable as a status region. */
export function renderWithQuery(ui: React.ReactNode, client: QueryClient = createTestQueryClient()) {
  const result = render(
    <QueryClientProvider client={client}>
      {ui}
      <ToastTexts />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** The open toasts as text, in a status region the test can read. */
function ToastTexts() {
  const open = useToasts().filter((t) => t.open);
  return (
    <output aria-label="Toasts">
      {open.map((t) => (
        <p key={t.id} data-variant={t.variant ?? "default"}>
          {t.title}: {t.description}
        </p>
      ))}
    </output>
  );
}

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Replaces fetch; each call gets the next answer. Undo with vi.unstubAllGlobals(). */
export function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error("no answer left for this request");
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** An answer of routeFetch, given the request's address (with its query) and options. */
export type RouteAnswer = (url: string, init?: RequestInit) => Response;

/**
 * Replaces fetch, answering by method and address ("POST /api/…"), so the order a screen's reads start
 * in does not matter. A route named without a query string answers that address with any query (a
 * paged list reads its page from `url`). A request with no answer fails. Undo with vi.unstubAllGlobals().
 */
export function routeFetch(routes: Record<string, RouteAnswer>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const key = `${method} ${url}`;
    const answer = routes[key] ?? routes[`${method} ${url.split("?")[0]}`];
    if (!answer) throw new Error(`no answer for ${key}`);
    return answer(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** After each test of the file: open toasts dismissed, the render unmounted, stubbed globals (fetch) restored. */
export function resetAfterEachTest() {
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
    vi.unstubAllGlobals();
  });
}
