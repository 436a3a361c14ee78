import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// A stand-in identity provider on loopback: only its discovery document is needed to start sign-in.
let provider: http.Server;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    if (request.url === "/.well-known/openid-configuration") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
        }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: "pivot-test",
    OIDC_CLIENT_SECRET: "not-a-real-secret",
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe("sign-in through an OpenID Connect provider", () => {
  it("/api/login sends the browser to the provider, coming back to the app's callback", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Flibrary" });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${issuer}/authorize`);
    expect(location.searchParams.get("client_id")).toBe("pivot-test");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:5000/api/auth/callback/oidc");
    expect(location.searchParams.get("scope")).toContain("openid");
    expect(res.cookies.length).toBeGreaterThan(0); // the state that binds the callback to this browser
  });
});
