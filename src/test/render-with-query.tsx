import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type * as React from "react";
import { vi } from "vitest";
import { useToasts } from "../client/components/ui/use-toast";
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
