import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { AuthState } from "@/lib/use-auth";
import type { OrganizationSummary } from "../../../contracts/organizations";
import { paths } from "../../../contracts/routes";
import { testUser } from "../../../test/current-user";
import { createTestQueryClient, renderWithQuery } from "../../../test/render-with-query";
import { AppShell } from "./app-shell";

const user = testUser();
const auth: AuthState = { status: "signed-in", user };
vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => auth,
}));
vi.mock("@/features/notifications/notification-bell", () => ({ NotificationBell: () => null }));

beforeEach(() => {
  // The shell's own requests (the session's activity) are not what these tests are about: they never answer.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: OrganizationSummary = {
  id: "o1",
  name: "Northwind",
  slug: "northwind",
  role: "owner",
  memberCount: 3,
  active: true,
  logo: null,
  brandColor: null,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderShell(at: string) {
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), [owner]);
  renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <AppShell user={user}>
              <Where />
            </AppShell>
          }
        />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

async function choose(option: string) {
  // Two switchers: the header's and the phone row's; the first is the header's.
  const [trigger] = screen.getAllByRole("combobox", { name: "View" });
  fireEvent.keyDown(trigger, { key: "Enter" });
  await screen.findByRole("listbox");
  fireEvent.keyDown(screen.getByRole("option", { name: option }), { key: "Enter" });
}

describe("the view switcher (issue 26)", () => {
  it("opens the employer console's analytics page from Employer Dashboard", async () => {
    renderShell(paths.library);
    expect(screen.getAllByRole("combobox", { name: "View" })[0].textContent).toBe("Individual Learner");
    await choose("Employer Dashboard");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(paths.organizationAnalytics));
    expect(screen.getAllByRole("combobox", { name: "View" })[0].textContent).toBe("Employer Dashboard");
    // The page, not the overlay.
    expect(screen.queryByRole("dialog", { name: "Employer Dashboard" })).toBeNull();
  });

  it("shows Employer Dashboard on the console's pages and returns to the dashboard from Individual Learner", async () => {
    renderShell(paths.organizationPathways);
    expect(screen.getAllByRole("combobox", { name: "View" })[0].textContent).toBe("Employer Dashboard");
    await choose("Individual Learner");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(paths.home));
  });
});
