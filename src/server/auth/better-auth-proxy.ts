import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { betterAuthEndpoints } from "../../contracts/api/auth";
import { DEVICE_LIMIT_CODE, deviceLimitRefusalSchema } from "../../contracts/device-limit";
import type { Endpoint } from "../../contracts/endpoint";
import { badRequest, type FieldIssue, notFound } from "../errors";
import { usersWritten } from "../platform/caches/writes";
import { route } from "../platform/http/route";
import { untrustedOriginHint, untrustedOriginMessage } from "../plugins/origin-check";
import { BETTER_AUTH_ENDPOINTS } from "./better-auth-endpoints";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { verifiedSessionToken } from "./session-token";
import { withIdpInitiated } from "./sso";
import { prepareSamlAnswer } from "./sso-idp-initiated";
import { ssoLanding } from "./sso-landing";
import { SECOND_FACTOR_PATHS, stampSecondFactor } from "./two-factor";

/**
 * Better Auth routes whose JSON body we validate with their contract's schema first (clear,
 * field-named 400s); Better Auth checks the others' bodies itself.
 */
const VALIDATED_BODIES: ReadonlySet<Endpoint> = new Set<Endpoint>([
  betterAuthEndpoints.signUpEmail,
  betterAuthEndpoints.signInEmail,
  betterAuthEndpoints.adminSetRole,
  betterAuthEndpoints.adminBanUser,
  betterAuthEndpoints.adminUnbanUser,
  betterAuthEndpoints.adminRevokeUserSessions,
  betterAuthEndpoints.adminRemoveUser,
  // Issue 43: codes and passwords checked by our schemas; `trustDevice` and `issuer` are never passed on.
  betterAuthEndpoints.twoFactorEnable,
  betterAuthEndpoints.twoFactorDisable,
  betterAuthEndpoints.twoFactorGenerateBackupCodes,
  betterAuthEndpoints.twoFactorVerifyTotp,
  betterAuthEndpoints.twoFactorVerifyBackupCode,
  // Decision 388: a passkey is named when added; `createSession` is never passed on.
  betterAuthEndpoints.passkeyVerifyRegistration,
  betterAuthEndpoints.passkeyVerifyAuthentication,
  betterAuthEndpoints.passkeyDelete,
]);

/** Issue 43: Better Auth's two-factor refusals in our words, each under the field it concerns. */
const TWO_FACTOR_REFUSALS: Record<string, { status: number; message: string; field?: string }> = {
  INVALID_CODE: {
    status: 400,
    message: "That code is not right. Enter the code your authenticator app shows now.",
    field: "code",
  },
  INVALID_BACKUP_CODE: {
    status: 400,
    message: "That recovery code is not right, or it has already been used.",
    field: "code",
  },
  INVALID_PASSWORD: { status: 400, message: "Wrong password", field: "password" },
  INVALID_TWO_FACTOR_COOKIE: {
    status: 400,
    message: "This sign-in has expired. Enter your email and password again.",
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: 429,
    message: "Too many wrong codes. Enter your email and password again to get another try.",
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    status: 429,
    message: "Too many wrong codes for this account. Try again in 15 minutes, or use a recovery code later.",
  },
  TOTP_ALREADY_ENABLED: { status: 409, message: "Two-factor sign-in is already on for this account." },
  TOTP_NOT_ENABLED: { status: 400, message: "Two-factor sign-in is not on for this account." },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: "Two-factor sign-in is not on for this account." },
  BACKUP_CODES_NOT_ENABLED: { status: 400, message: "Two-factor sign-in is not on for this account." },
};

/** Decision 388: the passkey plugin's refusals in our words. */
const PASSKEY_REFUSALS: Record<string, { status: number; message: string }> = {
  CHALLENGE_NOT_FOUND: { status: 400, message: "This passkey request has expired. Try again." },
  PASSKEY_NOT_FOUND: {
    status: 401,
    message: "This passkey is not registered with PIVOT Learning. Sign in with your email and password.",
  },
  AUTHENTICATION_FAILED: { status: 401, message: "The passkey could not be checked. Try again." },
  FAILED_TO_VERIFY_REGISTRATION: { status: 400, message: "The passkey could not be added. Try again." },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: { status: 400, message: "The passkey could not be added. Try again." },
  // Adding one needs a sign-in from the last day (the plugin's fresh-session rule).
  SESSION_NOT_FRESH: {
    status: 403,
    message: "Sign out and in again to add a passkey: your sign-in is more than a day old.",
  },
};

/** A NUL anywhere in a body Better Auth would store: PostgreSQL refuses it with a 500. */
const containsNul = (body: Buffer | undefined) => Boolean(body && (body.includes(0) || body.includes("\\u0000")));

/** The request as it arrived: the proxy reads the bytes itself and Better Auth validates the rest. */
const unvalidated = () => (value: unknown) => ({ value });

/**
 * Better Auth mounted at /api/auth (DESIGN §8): its own scope whose parser passes the raw body
 * through; only the endpoints the product uses are routes (BETTER_AUTH_ENDPOINTS, one contract each),
 * so every other path below /api/auth answers 404. The access policy of each is checked before the
 * handler (plugins/access-policy.ts), as for every route.
 */
export async function betterAuthProxy(app: FastifyInstance) {
  const { auth, config, database } = app.services;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    // The contracts' schemas describe the endpoints; the handler below applies them (a bad provider
    // id is a 404, as for any path the product does not expose), so Fastify validates nothing here.
    scope.setValidatorCompiler(unvalidated);
    for (const { endpoint, path: pattern } of BETTER_AUTH_ENDPOINTS) {
      route(scope, endpoint, async (request, reply) => {
        const params = (request.params ?? {}) as Record<string, unknown>;
        if (endpoint.params && !endpoint.params.safeParse(params).success) throw notFound();
        const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => String(params[name]));
        let body = request.body as Buffer | undefined;
        if (containsNul(body)) throw badRequest("The request contains an invalid character");
        const schema = VALIDATED_BODIES.has(endpoint) ? (endpoint.body as ZodType) : undefined;
        if (schema) body = Buffer.from(JSON.stringify(validateAuthBody(path, body, schema)));
        // Decision 395: a SAML answer is handled with its organisation's choice on IdP-initiated sign-in.
        const saml = await prepareSamlAnswer(app.services.db, path, body, config.baseUrl);
        body = saml.body;
        const response = await withIdpInitiated(saml.idpInitiated, () => forward(request, path, body));
        // Bulk session revocations bypass Better Auth's per-row hooks: drop the target's cached sessions.
        if (path.startsWith("/admin/") && response.ok) {
          const target = jsonField(body, "userId");
          if (target) await usersWritten(app.services.db, target);
        }
        // Issue 43: a code proved: the session it gave or re-confirmed holds when (the app's clock).
        if (SECOND_FACTOR_PATHS.has(path) && response.ok) {
          // The session the answer sets (sign-in's second step, or confirming a new app), else the asker's.
          const issued = response.headers
            .getSetCookie()
            .map((cookie) => cookie.split(";")[0])
            .join("; ");
          const token =
            verifiedSessionToken(issued, config.authSecret) ??
            verifiedSessionToken(request.headers.cookie, config.authSecret);
          if (token) await stampSecondFactor(app.services.db, token, app.clock());
        }
        logSsoRefusal(request, path, response);
        if (response.status >= 500 && !(await database.ping())) {
          return reply.status(503).send({ message: "Service Unavailable" });
        }
        const landing = await ssoLanding(path, response, body, config.baseUrl, saml.landing);
        if (landing) {
          copyCookies(reply, response);
          return reply.header("cache-control", "no-store").redirect(landing, 302);
        }
        return sendAuthResponse(request, reply as FastifyReply, response, path);
      });
    }
  });

  async function forward(request: FastifyRequest, path: string, body: Buffer | undefined) {
    const headers = fromNodeHeaders(request.headers);
    // DESIGN §8: Fastify's idea of the client address, never a header the client chose.
    headers.set("x-forwarded-for", request.ip);
    if (body) headers.set("content-length", String(body.length));
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return auth.handler(
      new Request(new URL(`/api/auth${path}${query}`, config.baseUrl), {
        method: request.method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      }),
    );
  }
}

/** Issue 21: a refused single sign-on comes back as a redirect carrying the reason; the log keeps it. */
function logSsoRefusal(request: FastifyRequest, path: string, response: Response) {
  if (!path.startsWith("/sso/")) return;
  const location = response.headers.get("location");
  if (!location) {
    if (response.status >= 400) request.log.warn({ ssoPath: path, status: response.status }, "single sign-on refused");
    return;
  }
  const reason = new URL(location, "http://localhost").searchParams;
  if (!reason.get("error")) return;
  request.log.warn(
    { ssoPath: path, error: reason.get("error"), description: reason.get("error_description") },
    "single sign-on refused",
  );
}

function jsonField(body: Buffer | undefined, field: string): string | undefined {
  try {
    const value = (JSON.parse(body?.toString("utf8") || "{}") as Record<string, unknown>)[field];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

function validateAuthBody(path: string, raw: Buffer | undefined, schema: ZodType): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw?.toString("utf8") || "");
  } catch {
    throw badRequest("Malformed JSON in request body");
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issues: FieldIssue[] = result.error.issues.map((i) => ({
      path: i.path.join(".") || "body",
      message: i.message,
    }));
    throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues);
  }
  const data = result.data as Record<string, unknown>;
  // Better Auth requires a display name; ours is derived from the first and last name.
  return path === "/sign-up/email" ? { ...data, name: `${data.firstName} ${data.lastName}` } : data;
}

/** Translates Better Auth's answers into our `{ message }` error format and clear texts. */
async function sendAuthResponse(request: FastifyRequest, reply: FastifyReply, response: Response, path: string) {
  copyCookies(reply, response);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding") reply.header(key, value);
  });
  const text = await response.text();
  if (response.ok || (response.status >= 300 && response.status < 400)) {
    return reply.status(response.status).send(text || null);
  }
  let code: string | undefined;
  let message = response.statusText || "Request failed";
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    code = (parsed as { code?: string }).code;
    message = (parsed as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the status text
  }
  // Issue 29: the device limit's refusal names the sessions to end and carries the proof to end one.
  const deviceLimit = code === DEVICE_LIMIT_CODE ? deviceLimitRefusalSchema.safeParse(parsed) : undefined;
  if (deviceLimit?.success) return reply.status(403).send(deviceLimit.data);
  // decision 30 in docs/decisions/: sign-up says plainly that the address has an account.
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return reply.status(409).send({ message: "An account with this email already exists. Sign in instead." });
  }
  const twoFactorRefusal = code ? TWO_FACTOR_REFUSALS[code] : undefined;
  if (twoFactorRefusal && path.startsWith("/two-factor/")) {
    const { status, message: text, field } = twoFactorRefusal;
    return reply.status(status).send({ message: text, ...(field ? { issues: [{ path: field, message: text }] } : {}) });
  }
  const passkeyRefusal = code ? PASSKEY_REFUSALS[code] : undefined;
  if (passkeyRefusal && path.startsWith("/passkey/")) {
    return reply.status(passkeyRefusal.status).send({ message: passkeyRefusal.message });
  }
  if (code === "INVALID_EMAIL_OR_PASSWORD") {
    return reply.status(401).send({ message: "Wrong email or password" });
  }
  if (code === "PASSWORD_TOO_COMMON") {
    const field = path === "/sign-up/email" ? "password" : "newPassword";
    return reply.status(400).send({ message: COMMON_PASSWORD_MESSAGE, issues: [{ path: field, message: message }] });
  }
  if (response.status === 403 && /origin/i.test(message)) {
    const origin = request.headers.origin;
    request.log.warn({ origin: origin ?? null }, untrustedOriginHint(origin));
    return reply.status(403).send({ message: untrustedOriginMessage(origin) });
  }
  if (response.status === 429) {
    return reply.status(429).send({ message: "Too many attempts. Please wait a minute and try again." });
  }
  if (response.status >= 500) {
    return reply.status(500).send({ message: "Internal Server Error" });
  }
  return reply.status(response.status).type("application/json").send({ message });
}

export function copyCookies(reply: FastifyReply, response: Response | Headers) {
  const headers = response instanceof Headers ? response : response.headers;
  for (const cookie of headers.getSetCookie()) reply.header("set-cookie", cookie);
}
