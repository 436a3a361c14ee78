import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcProvider, startOidcProvider } from "../test/oidc-provider";
import { createTestApp, type TestApp } from "../test/test-app";

// The stand-in identity provider on loopback: starting sign-in reads only its discovery document.
let provider: OidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider("pivot-test");
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: "pivot-test",
    OIDC_CLIENT_SECRET: "not-a-real-secret",
  });
});

afterAll(async () => {
  await t.close();
  await provider.close();
});

describe("sign-in through an OpenID Connect provider", () => {
  it("/api/login sends the browser to the provider, coming back to the app's callback", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Flibrary" });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get("client_id")).toBe("pivot-test");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:5000/api/auth/callback/oidc");
    expect(location.searchParams.get("scope")).toContain("openid");
    expect(res.cookies.length).toBeGreaterThan(0); // the state that binds the callback to this browser
  });
});
