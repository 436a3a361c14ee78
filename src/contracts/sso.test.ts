import { describe, expect, it } from "vitest";
import { SSO_ERROR_MESSAGES, ssoRefusalCode } from "./sso";

/** Issue 42 item 4: every refusal a single sign-on comes back with gets a sentence on the sign-in page. */
describe("ssoRefusalCode", () => {
  it("tells the SAML checks the plugin reports alike apart by their description", () => {
    expect(
      ssoRefusalCode("invalid_saml_response", "SAML assertion audience does not match this Service Provider"),
    ).toBe("wrong_audience");
    expect(
      ssoRefusalCode("invalid_saml_response", "SAML response Destination does not match this Service Provider"),
    ).toBe("wrong_recipient");
    expect(ssoRefusalCode("invalid_saml_response", "Unknown or expired request ID")).toBe("unknown_request");
    expect(ssoRefusalCode("invalid_saml_response", "something else")).toBe("invalid_saml_response");
  });

  it("names the OIDC token and state failures, and keeps the IdP's own OAuth codes", () => {
    expect(ssoRefusalCode("invalid_provider", "token_not_verified")).toBe("token_not_verified");
    expect(ssoRefusalCode("invalid_provider", "jwks_endpoint_not_found")).toBe("invalid_provider");
    expect(ssoRefusalCode("state_mismatch", null)).toBe("invalid_state");
    expect(ssoRefusalCode("state_not_found", null)).toBe("invalid_state");
    expect(ssoRefusalCode("access_denied", "The user said no")).toBe("access_denied");
  });

  it("turns a code that is not a plain word into the general one", () => {
    expect(ssoRefusalCode("<script>", null)).toBe("sso_error");
    expect(ssoRefusalCode("x".repeat(65), null)).toBe("sso_error");
    expect(ssoRefusalCode("", null)).toBe("sso_error");
  });

  it("has a sentence for every code it derives", () => {
    const derived = [
      "wrong_audience",
      "wrong_recipient",
      "unknown_request",
      "token_not_verified",
      "missing_user_info",
      "invalid_state",
      "idp_refused",
      "access_denied",
    ];
    for (const code of derived) expect(SSO_ERROR_MESSAGES[code], code).toMatch(/\.$/);
    expect(SSO_ERROR_MESSAGES.sso_error).toBeUndefined();
  });
});
