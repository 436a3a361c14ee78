/**
 * A person's first and last name from what their identity provider releases at single sign-on (issue
 * 42 item 6). IdPs name these attributes differently: LDAP's `givenName`/`sn`, the SAML 2.0 X.500 URI
 * profile's OIDs, Microsoft Entra ID's (and ADFS's) claim URIs, the `firstName`/`lastName` of Okta's
 * and OneLogin's attribute statements, and OpenID Connect's `given_name`/`family_name` (Core §5.1).
 * The settings card lists the same names, so what the IdP administrator is told is what is read.
 */

export interface SsoNameAttributes {
  given: readonly string[];
  family: readonly string[];
  /** A full name, split at its last space when neither part is sent. */
  display: readonly string[];
}

export const SAML_NAME_ATTRIBUTES: SsoNameAttributes = {
  given: [
    "givenName",
    "firstName",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
    "urn:oid:2.5.4.42",
    "FirstName",
    "User.FirstName",
  ],
  family: [
    "sn",
    "surname",
    "lastName",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
    "urn:oid:2.5.4.4",
    "LastName",
    "User.LastName",
  ],
  display: [
    "displayName",
    "http://schemas.microsoft.com/identity/claims/displayname",
    "urn:oid:2.16.840.1.113730.3.1.241",
  ],
};

export const OIDC_NAME_CLAIMS: SsoNameAttributes = {
  given: ["given_name"],
  family: ["family_name"],
  display: ["name"],
};

/** The extra-field key under which the SSO plugin hands an attribute's value over (`name:<attribute>`). */
export const nameFieldKey = (attribute: string) => `name:${attribute}`;

const MAX_NAME = 100;

/** The first text value (SAML attributes may be lists), trimmed, without control characters. */
function textOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string") return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = first.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean === "" ? null : clean.slice(0, MAX_NAME);
}

const firstPresent = (values: Readonly<Record<string, unknown>>, names: readonly string[]) => {
  for (const name of names) {
    const value = textOf(values[nameFieldKey(name)]);
    if (value) return value;
  }
  return null;
};

/**
 * The first and last name in the values the plugin handed over (keyed by `nameFieldKey`): the first
 * attribute of each list that has a value; a full name only when neither part came.
 */
export function personNameFrom(
  values: Readonly<Record<string, unknown>>,
  attributes: SsoNameAttributes,
): { firstName: string | null; lastName: string | null } {
  const firstName = firstPresent(values, attributes.given);
  const lastName = firstPresent(values, attributes.family);
  if (firstName || lastName) return { firstName, lastName };
  const display = firstPresent(values, attributes.display);
  if (!display || display.includes("@")) return { firstName: null, lastName: null };
  const space = display.lastIndexOf(" ");
  if (space < 0) return { firstName: display, lastName: null };
  return { firstName: display.slice(0, space).trim(), lastName: display.slice(space + 1).trim() };
}

/** The plugin's `mapping.extraFields` that hands every name attribute over under its `nameFieldKey`. */
export function nameExtraFields(attributes: SsoNameAttributes): Record<string, string> {
  const all = [...attributes.given, ...attributes.family, ...attributes.display];
  return Object.fromEntries(all.map((attribute) => [nameFieldKey(attribute), attribute]));
}
