import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SSO_ERROR_MESSAGES, SSO_FALLBACK_ERROR } from "../../../../contracts/sso";
import { jsonResponse, routeFetch } from "../../../../test/render-with-query";
import LoginPage from "../login-page";

vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => ({ status: "signed-out", user: null }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOOKUP = "GET /api/sso/lookup?email=sam%40northwind.example";

// The sign-in page renders without the query client, as in the app.
const renderLogin = (entry = "/login?returnTo=%2Fmodules") =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LoginPage />
    </MemoryRouter>,
  );

const typeEmail = (value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value } });
const passwordField = () => document.querySelector('input[type="password"]');

describe("Login page single sign-on", () => {
  it("offers single sign-on and hides the password where the organisation requires it", async () => {
    const fetchMock = routeFetch({
      [LOOKUP]: () => jsonResponse(200, { sso: true, required: true, organizationName: "Northwind" }),
    });
    renderLogin();
    typeEmail("sam@northwind");
    typeEmail("sam@northwind.example");
    expect(
      await screen.findByText("Your organisation, Northwind, signs you in with single sign-on.", undefined, {
        timeout: 2000,
      }),
    ).toBeTruthy();
    // Asked once, for the settled address only.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Continue with single sign-on" })).toBeTruthy();
    expect(passwordField()).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sign in with a password instead" }));
    expect(passwordField()).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("starts the sign-in at the identity provider with the page's return address", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    const fetchMock = routeFetch({
      [LOOKUP]: () => jsonResponse(200, { sso: true, required: false, organizationName: "Northwind" }),
      "POST /api/sso/start": () => jsonResponse(200, { url: "https://idp.northwind.example/sso?SAMLRequest=abc" }),
    });
    renderLogin();
    typeEmail("sam@northwind.example");
    const start = await screen.findByRole("button", { name: "Continue with single sign-on" }, { timeout: 2000 });
    // Not required: the password stays.
    expect(passwordField()).toBeTruthy();
    fireEvent.click(start);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://idp.northwind.example/sso?SAMLRequest=abc"));
    const [, init] = fetchMock.mock.calls[1];
    expect(JSON.parse(String(init?.body))).toEqual({ email: "sam@northwind.example", returnTo: "/modules" });
  });

  it("says so when the identity provider does not answer, and lets the person try again", async () => {
    routeFetch({
      [LOOKUP]: () => jsonResponse(200, { sso: true, required: true, organizationName: "Northwind" }),
      "POST /api/sso/start": () =>
        jsonResponse(503, { message: "Your organisation's identity provider did not answer. Try again later." }),
    });
    renderLogin();
    typeEmail("sam@northwind.example");
    fireEvent.click(await screen.findByRole("button", { name: "Continue with single sign-on" }, { timeout: 2000 }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your organisation's identity provider did not answer. Try again later.",
    );
    expect((screen.getByRole("button", { name: "Continue with single sign-on" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("leaves the password sign-in as it is for an address without single sign-on", async () => {
    const fetchMock = routeFetch({
      "GET /api/sso/lookup?email=ada%40example.com": () =>
        jsonResponse(200, { sso: false, required: false, organizationName: null }),
    });
    renderLogin();
    typeEmail("ada@example.com");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(passwordField()).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue with single sign-on" })).toBeNull();
  });

  it("shows why a single sign-on came back refused", () => {
    routeFetch({});
    renderLogin("/login?sso=failed&error=SSO_NO_SEAT&error_description=no+seat");
    expect(screen.getByRole("alert").textContent).toBe(SSO_ERROR_MESSAGES.SSO_NO_SEAT);
    cleanup();
    renderLogin("/login?sso=failed&error=constructor");
    expect(screen.getByRole("alert").textContent).toBe(SSO_FALLBACK_ERROR);
  });
});
