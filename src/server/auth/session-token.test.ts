import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedSessionToken } from "./session-token";

const secret = "test-secret";
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);

describe("verifiedSessionToken", () => {
  it("reads a correctly signed token among other cookies", () => {
    expect(verifiedSessionToken(`a=1; better-auth.session_token=${sign("abc123")}; b=2`, secret)).toBe("abc123");
    expect(verifiedSessionToken(`__Secure-better-auth.session_token=${sign("xyz")}`, secret)).toBe("xyz");
  });

  it("refuses a forged, truncated or missing signature", () => {
    expect(verifiedSessionToken(`better-auth.session_token=${sign("abc123", "other-secret")}`, secret)).toBeNull();
    expect(verifiedSessionToken("better-auth.session_token=abc123", secret)).toBeNull();
    expect(verifiedSessionToken("better-auth.session_token=abc123.c2hvcnQ%3D", secret)).toBeNull();
    expect(verifiedSessionToken("better-auth.session_token=%E0%A4%A", secret)).toBeNull();
    expect(verifiedSessionToken("other=1", secret)).toBeNull();
    expect(verifiedSessionToken(undefined, secret)).toBeNull();
  });
});
