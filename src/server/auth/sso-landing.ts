import { ssoRefusalCode } from "../../contracts/sso";

/**
 * Where the browser lands after an SSO callback (issue 42 item 4). A signed-in person goes where the
 * sign-in asked (the dashboard, `/`, or the page they came from: `/api/sso/start` gave the plugin a
 * same-site path only). Every refusal lands on the sign-in page, whose sentence says why: the plugin
 * sends some refusals elsewhere (its `/api/auth/error` page when the sign-in's state is gone, the
 * provider's callback address when a SAML answer has no relay state) and answers a few with JSON,
 * which a browser posting the IdP's form would show as it is.
 */

export const SSO_FAILED_PATH = "/login?sso=failed";

/** The SSO plugin's callback paths (below /api/auth) whose answers go to a browser. */
const isSsoReturn = (path: string) => path.startsWith("/sso/callback/") || path.startsWith("/sso/saml2/sp/acs/");

const SUCCESS_STATUS = /:status:Success$/;
const MAX_SAML_RESPONSE = 512 * 1024;

/**
 * Whether the IdP's SAML answer says it did not sign the person in (a top-level StatusCode other than
 * Success: AuthnFailed, RequestDenied…). Only chooses the sentence; samlify decides whether it is valid.
 */
function idpRefused(body: Buffer | undefined): boolean {
  if (!body || body.length > MAX_SAML_RESPONSE) return false;
  const samlResponse = new URLSearchParams(body.toString("utf8")).get("SAMLResponse");
  if (!samlResponse) return false;
  const xml = Buffer.from(samlResponse, "base64").toString("utf8");
  const status = /<(?:[A-Za-z0-9_-]+:)?StatusCode\b[^>]*\bValue="([^"]+)"/.exec(xml)?.[1];
  return status !== undefined && !SUCCESS_STATUS.test(status);
}

const refusal = (code: string) => `${SSO_FAILED_PATH}&error=${encodeURIComponent(code)}`;

/** The refusal code of an answer that is not a redirect (the plugin's JSON errors). */
async function codeOfAnswer(response: Response): Promise<string> {
  const answer = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  if (response.status === 404) return "invalid_provider";
  return typeof answer.code === "string" ? ssoRefusalCode(answer.code.toLowerCase(), null) : "sso_error";
}

/**
 * The address to send the browser to instead of the plugin's answer, or null to keep the answer (a
 * success, or anything that is not an SSO callback). 5xx answers are left to the proxy's error handling.
 * `successLanding` is where a success goes instead (an IdP-initiated sign-in's RelayState, a path of
 * this site already: sso-idp-initiated.ts).
 */
export async function ssoLanding(
  path: string,
  response: Response,
  requestBody: Buffer | undefined,
  baseUrl: string,
  successLanding: string | null = null,
): Promise<string | null> {
  if (!isSsoReturn(path) || response.status >= 500) return null;
  if (response.status >= 400) return refusal(idpRefused(requestBody) ? "idp_refused" : await codeOfAnswer(response));
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) return null;
  const target = new URL(location, baseUrl);
  const error = target.searchParams.get("error");
  if (error) {
    if (idpRefused(requestBody)) return refusal("idp_refused");
    return refusal(ssoRefusalCode(error, target.searchParams.get("error_description")));
  }
  // A success leaves for this site only (the plugin checks its candidates against the trusted origins).
  if (target.origin !== new URL(baseUrl).origin) return successLanding ?? "/";
  return successLanding;
}
