import { z } from "zod";
import { hasNoNul, invalidCharacter, optionalText, requiredText } from "./common";
import { domainField } from "./organizations";

/**
 * Single sign-on per organisation (issue 21 item 1): one identity provider, SAML 2.0 or OpenID
 * Connect, for one of the organisation's verified e-mail domains. Paths: /api/organizations/{id}/sso.
 */

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2_000, `${label} must be at most 2000 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be an http or https address` }));

const PEM_BODY = /^[A-Za-z0-9+/=\s]+$/;

/** A signing certificate pasted as PEM or as its base64 body; stored as the base64 body. */
export const certificateField = z
  .string({ error: "Certificate is required" })
  .trim()
  .max(20_000, "Certificate must be at most 20000 characters")
  .transform((value) =>
    value
      .replace(/-----BEGIN CERTIFICATE-----/g, "")
      .replace(/-----END CERTIFICATE-----/g, "")
      .replace(/\s+/g, ""),
  )
  .pipe(
    z
      .string()
      .min(100, "Paste the identity provider's signing certificate (PEM or base64)")
      .regex(PEM_BODY, "Paste the identity provider's signing certificate (PEM or base64)"),
  );

const metadataField = z
  .string({ error: "Metadata must be text" })
  .trim()
  .max(100_000, "Metadata must be at most 100 kB")
  .refine(hasNoNul, invalidCharacter("Metadata"))
  .refine(
    (value) => value.includes("EntityDescriptor"),
    "Paste the identity provider's metadata XML (an EntityDescriptor)",
  );

/** SAML: the IdP's metadata XML, or its entity id, sign-in address and certificate typed by hand. */
export const samlSettingsSchema = z.union([
  z.object({ metadataXml: metadataField }),
  z.object({
    entityId: requiredText("Identity provider entity id", 500),
    ssoUrl: httpUrl("Sign-in address (SSO URL)"),
    certificate: certificateField,
  }),
]);

export const oidcSettingsSchema = z.object({
  issuer: httpUrl("Issuer"),
  clientId: requiredText("Client id", 500),
  /** Kept when absent on an update of the same provider. */
  clientSecret: optionalText("Client secret", 1_000),
});

/** PUT /api/organizations/{id}/sso */
export const ssoConfigurationSchema = z.discriminatedUnion(
  "protocol",
  [
    z.object({
      protocol: z.literal("saml"),
      domain: domainField,
      saml: samlSettingsSchema,
      requireSso: z.boolean({ error: "requireSso must be true or false" }).default(false),
      /** Decision 395: sign-in started at the IdP's app portal (an unsolicited SAML answer) is accepted. */
      allowIdpInitiated: z.boolean({ error: "allowIdpInitiated must be true or false" }).default(false),
      departmentAttribute: optionalText("Department attribute", 200),
    }),
    z.object({
      protocol: z.literal("oidc"),
      domain: domainField,
      oidc: oidcSettingsSchema,
      requireSso: z.boolean({ error: "requireSso must be true or false" }).default(false),
      departmentAttribute: optionalText("Department attribute", 200),
    }),
  ],
  { error: "protocol must be saml or oidc" },
);
export type SsoConfigurationInput = z.input<typeof ssoConfigurationSchema>;
export type SsoConfiguration = z.output<typeof ssoConfigurationSchema>;

/** GET /api/organizations/{id}/sso: what is configured (no secret), and what the IdP administrator needs. */
export const ssoStatusSchema = z.object({
  configured: z.boolean(),
  protocol: z.enum(["saml", "oidc"]).nullable(),
  domain: z.string().nullable(),
  domainVerified: z.boolean(),
  requireSso: z.boolean(),
  /** SAML only (decision 395): sign-in started at the identity provider's app portal is accepted. */
  allowIdpInitiated: z.boolean(),
  departmentAttribute: z.string().nullable(),
  /** SAML: the IdP's entity id; OIDC: the issuer. */
  identityProvider: z.string().nullable(),
  oidcClientId: z.string().nullable(),
  /** For the IdP administrator: our entity id, the assertion consumer service, the metadata address. */
  serviceProvider: z.object({
    entityId: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
    oidcRedirectUrl: z.string(),
  }),
});
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

/** The status of an organisation with no identity provider yet: only our addresses, for its IdP administrator. */
export const ssoNotConfigured = (serviceProvider: SsoStatus["serviceProvider"]): SsoStatus => ({
  configured: false,
  protocol: null,
  domain: null,
  domainVerified: false,
  requireSso: false,
  allowIdpInitiated: false,
  departmentAttribute: null,
  identityProvider: null,
  oidcClientId: null,
  serviceProvider,
});

/** GET /api/sso/lookup?email=… : whether the address signs in with its organisation's identity provider. */
export const ssoLookupQuerySchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(3, "Enter a valid email address")
    .max(254, "Email must be at most 254 characters")
    .refine((value) => /^[^@\s]+@[^@\s]+$/.test(value), "Enter a valid email address"),
});
export const ssoLookupSchema = z.object({
  sso: z.boolean(),
  required: z.boolean(),
  organizationName: z.string().nullable(),
});
export type SsoLookup = z.infer<typeof ssoLookupSchema>;

/** The refusal of a password sign-in for a domain that requires single sign-on. */
export const SSO_REQUIRED_CODE = "SSO_REQUIRED";

/**
 * What the sign-in page says for each refusal a single sign-on comes back with (`/login?sso=failed&error=<code>`,
 * issue 42 item 4). The codes are the SSO plugin's, ours (SSO_*), OAuth 2.0's for an IdP that refuses
 * (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6) and the finer ones `ssoRefusalCode` derives.
 */
export const SSO_ERROR_MESSAGES: Record<string, string> = {
  saml_error:
    "Your identity provider's answer could not be verified (its signature or validity), so you were not signed in.",
  invalid_saml_response: "Your identity provider's answer could not be verified, so you were not signed in.",
  wrong_audience:
    "Your identity provider's answer was meant for another service, so you were not signed in. Ask your IT team to check the entity ID set for PIVOT Learning.",
  wrong_recipient:
    "Your identity provider sent its answer to another address, so you were not signed in. Ask your IT team to check the reply (ACS) URL set for PIVOT Learning.",
  unknown_request:
    "That sign-in answer does not belong to a sign-in started here, or it was already used. Start the sign-in again.",
  unsolicited_response:
    "Your organisation does not accept sign-ins started from its identity provider's app portal. Start the sign-in here, on PIVOT Learning.",
  replay_detected: "That sign-in answer was already used. Start the sign-in again.",
  invalid_state: "The sign-in took too long or was started elsewhere. Start it again.",
  idp_refused: "Your identity provider did not sign you in. Try again, or ask your IT team.",
  token_not_verified:
    "Your identity provider's sign-in could not be verified, so you were not signed in. Ask your IT team to check the single sign-on settings.",
  missing_user_info:
    "Your identity provider did not send your e-mail address, so you were not signed in. Ask your IT team to release it to PIVOT Learning.",
  access_denied: "The sign-in was cancelled or refused at your identity provider.",
  login_required: "Your identity provider asked you to sign in there first. Start the sign-in again.",
  interaction_required: "Your identity provider asked you to sign in there first. Start the sign-in again.",
  consent_required:
    "Your identity provider needs your consent for PIVOT Learning first. Start the sign-in again, or ask your IT team.",
  server_error: "Your identity provider had a problem and could not sign you in. Try again in a few minutes.",
  temporarily_unavailable:
    "Your identity provider had a problem and could not sign you in. Try again in a few minutes.",
  DEVICE_LIMIT_REACHED:
    "You are signed in on as many devices as allowed. Sign out on another device, then start the sign-in again.",
  SSO_DOMAIN_MISMATCH: "Your identity provider signed you in with an address of another organisation's domain.",
  SSO_NO_SEAT: "Your organisation has no free seat for you. Ask its owner to add seats.",
  SSO_PROVIDER_UNAVAILABLE: "Your organisation's identity provider did not answer. Try again in a few minutes.",
  account_not_linked: "An account with this address exists but is not linked to your identity provider.",
  unable_to_link_account: "An account with this address exists but is not linked to your identity provider.",
  invalid_provider: "Your organisation's single sign-on is not set up correctly. Ask its owner to check it.",
};
export const SSO_FALLBACK_ERROR = "Single sign-on did not complete, so you were not signed in. Try again.";

const REFUSAL_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The refusal code the sign-in page is sent, from the code and description a refused single sign-on
 * came back with: the SSO plugin reports several SAML checks as `invalid_saml_response` and several
 * OIDC ones as `invalid_provider`, and the description says which. A code that is not a plain word
 * becomes `sso_error` (the page then gives its general sentence).
 */
export function ssoRefusalCode(error: string, description: string | null): string {
  const detail = description ?? "";
  // Better Auth's state checks (a callback whose sign-in was started in another browser, or long ago).
  if (/^state_(mismatch|invalid|not_found|security_mismatch)$/.test(error)) return "invalid_state";
  if (error === "invalid_saml_response") {
    if (/audience/i.test(detail)) return "wrong_audience";
    if (/destination|recipient/i.test(detail)) return "wrong_recipient";
    if (/unknown or expired request id/i.test(detail)) return "unknown_request";
  }
  if (error === "invalid_provider" && (detail === "token_not_verified" || detail === "missing_user_info"))
    return detail;
  return REFUSAL_CODE.test(error) ? error : "sso_error";
}

/** POST /api/sso/start: begins the sign-in at the address's identity provider; answers where to go. */
export const ssoStartSchema = ssoLookupQuerySchema.extend({
  returnTo: z.string().max(2_000, "returnTo must be at most 2000 characters").optional(),
});
export const ssoStartResponseSchema = z.object({ url: z.string() });
