import { describe, expect, it } from "vitest";
import { nameExtraFields, nameFieldKey, OIDC_NAME_CLAIMS, personNameFrom, SAML_NAME_ATTRIBUTES } from "./sso-names";

/** Issue 42 item 6: first and last names from what the IdP releases. */
const handed = (attributes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [nameFieldKey(name), value]));

describe("personNameFrom", () => {
  it("reads Entra ID's claim URIs", () => {
    const values = handed({
      "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Ada",
      "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname": "Lovelace",
    });
    expect(personNameFrom(values, SAML_NAME_ATTRIBUTES)).toEqual({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("reads LDAP's givenName and sn, Okta's firstName and lastName, and the X.500 OIDs", () => {
    expect(personNameFrom(handed({ givenName: "Grace", sn: "Hopper" }), SAML_NAME_ATTRIBUTES)).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(personNameFrom(handed({ firstName: "Alan", lastName: "Turing" }), SAML_NAME_ATTRIBUTES)).toEqual({
      firstName: "Alan",
      lastName: "Turing",
    });
    expect(
      personNameFrom(
        handed({ "urn:oid:2.5.4.42": ["Mary", "M."], "urn:oid:2.5.4.4": "Somerville" }),
        SAML_NAME_ATTRIBUTES,
      ),
    ).toEqual({ firstName: "Mary", lastName: "Somerville" });
  });

  it("reads OpenID Connect's given_name and family_name", () => {
    expect(personNameFrom(handed({ given_name: "Katherine", family_name: "Johnson" }), OIDC_NAME_CLAIMS)).toEqual({
      firstName: "Katherine",
      lastName: "Johnson",
    });
  });

  it("splits a display name only when neither part came, and never takes an address for a name", () => {
    expect(personNameFrom(handed({ displayName: "Mary Jane Watson" }), SAML_NAME_ATTRIBUTES)).toEqual({
      firstName: "Mary Jane",
      lastName: "Watson",
    });
    expect(personNameFrom(handed({ name: "Cher" }), OIDC_NAME_CLAIMS)).toEqual({ firstName: "Cher", lastName: null });
    expect(personNameFrom(handed({ name: "ada@example.com" }), OIDC_NAME_CLAIMS)).toEqual({
      firstName: null,
      lastName: null,
    });
    expect(personNameFrom(handed({ givenName: "Ada", displayName: "Someone Else" }), SAML_NAME_ATTRIBUTES)).toEqual({
      firstName: "Ada",
      lastName: null,
    });
  });

  it("trims, drops control characters and empty values, and caps the length at 100", () => {
    const values = handed({ givenName: "  \u0007 ", firstName: " Ada\u0000 ", sn: "L".repeat(150) });
    expect(personNameFrom(values, SAML_NAME_ATTRIBUTES)).toEqual({ firstName: "Ada", lastName: "L".repeat(100) });
    expect(personNameFrom({}, SAML_NAME_ATTRIBUTES)).toEqual({ firstName: null, lastName: null });
    expect(personNameFrom(handed({ givenName: 42 }), SAML_NAME_ATTRIBUTES)).toEqual({
      firstName: null,
      lastName: null,
    });
  });
});

describe("nameExtraFields", () => {
  it("hands every listed attribute over under its own key", () => {
    const fields = nameExtraFields(SAML_NAME_ATTRIBUTES);
    expect(fields[nameFieldKey("sn")]).toBe("sn");
    expect(Object.keys(fields)).toHaveLength(
      SAML_NAME_ATTRIBUTES.given.length + SAML_NAME_ATTRIBUTES.family.length + SAML_NAME_ATTRIBUTES.display.length,
    );
  });
});
