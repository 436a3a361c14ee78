import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-request";
import { createQueryClient } from "@/lib/query-client";
import { dismissStepUp } from "@/lib/step-up";
import { STEP_UP_REQUIRED_MESSAGE } from "../../domain/two-factor";
import { LazyStepUp } from "./lazy-step-up";

/** The server's answers: the code check, by request path. */
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
  url === "/api/auth/two-factor/verify-totp"
    ? new Response(JSON.stringify({ token: "t", user: { id: "u" } }), {
        status: 200,
        headers: { "content-type": "application/json" },
      })
    : new Response("{}", { status: 404 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  dismissStepUp();
  vi.unstubAllGlobals();
});

/** A sensitive action whose first try is refused as the server refuses an old second factor. */
function SensitiveAction({ error }: { error: ApiError }) {
  const action = useMutation({
    mutationFn: async () => {
      throw error;
    },
  });
  return (
    <button type="button" onClick={() => action.mutate()}>
      Create API key
    </button>
  );
}

function mount(error: ApiError) {
  render(
    <QueryClientProvider client={createQueryClient({ onUnauthorized: vi.fn() })}>
      <SensitiveAction error={error} />
      <LazyStepUp />
    </QueryClientProvider>,
  );
}

describe("the step-up prompt (issue 43)", () => {
  it("asks for a code when an action is refused for an old second factor, and confirms the session with it", async () => {
    mount(new ApiError(403, JSON.stringify({ message: STEP_UP_REQUIRED_MESSAGE })));
    fireEvent.click(screen.getByRole("button", { name: "Create API key" }));
    // The dialog is a lazy chunk: its first load may take a while on a loaded machine.
    const dialog = await screen.findByRole("dialog", { name: "Confirm it is you" }, { timeout: 15_000 });
    expect(dialog.textContent).toContain(STEP_UP_REQUIRED_MESSAGE);
    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === "/api/auth/two-factor/verify-totp") ?? [];
    expect(url).toBe("/api/auth/two-factor/verify-totp");
    expect(JSON.parse(String(init?.body)).code).toBe("123456");
  });

  it("stays away for any other refusal", async () => {
    mount(new ApiError(403, JSON.stringify({ message: "Only owners and admins can do that" })));
    fireEvent.click(screen.getByRole("button", { name: "Create API key" }));
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
