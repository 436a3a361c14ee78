import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/lib/use-auth";
import { NotFoundPage } from "./not-found";
import { AppRoutes } from "./router";

let auth: AuthState = { status: "signed-out", user: null };
vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => auth,
}));

afterEach(() => {
  cleanup();
  auth = { status: "signed-out", user: null };
});

describe("the 404 page", () => {
  it("signed out, sits inside the public site's header and footer with the spec's title and links", async () => {
    render(
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const heading = await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    const main = screen.getByRole("main");
    expect(main.contains(heading)).toBe(true);
    expect((await screen.findByRole("contentinfo")).textContent).toContain(
      `© ${new Date().getFullYear()} PIVOT Learning. All rights reserved.`,
    );
    expect(screen.getAllByRole("banner")).toHaveLength(1);
    expect(screen.queryByText("Did you forget to add the page to the router?")).toBeNull();
    const links = within(screen.getByRole("navigation", { name: "Where to next" })).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Go to the home page", "/"],
      ["Explore the learning library", "/learning-library"],
      ["Sign in", "/login"],
    ]);
    expect(document.title).toBe("404 Page Not Found · PIVOT Learning");
  });

  it("signed in, offers the learner's own places", () => {
    auth = { status: "signed-in", user: { id: "me" } as never };
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole("navigation", { name: "Where to next" })).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Go to your dashboard",
      "Browse the library",
      "Your learning pathways",
    ]);
  });
});
