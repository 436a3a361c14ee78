import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "helmet";
import { paths } from "../../contracts/routes";
import { isApiRequest, routePath } from "./route-path";

/**
 * Helmet's headers (CSP, HSTS behind HTTPS, frame and sniffing protection) on every answer. The
 * middleware is built once and run once: @fastify/helmet rebuilds it on each request, which cost a
 * sixth of a dashboard request's CPU (see bench/README.md), and its headers are the same for every
 * request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  scormContentOrigin: string | null = null,
  /** Decision 397: the origins that may frame this page request (an LMS's launch), or null. */
  framedBy: (request: FastifyRequest) => string[] | null = () => null,
) {
  const pageHelmet = (frameAncestors: string[]) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          mediaSrc: ["'self'"],
          connectSrc: ["'self'"],
          // Issue 42: the player of imported SCORM courses frames the courses' own origin (decision 355).
          frameSrc: scormContentOrigin ? ["'self'", scormContentOrigin] : ["'self'"],
          frameAncestors,
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
      // X-Frame-Options cannot say "any site": a frameable page leaves it to the CSP's frame-ancestors.
      xFrameOptions: frameAncestors.includes("*") ? false : undefined,
    });
  const pageHeaders = staticHeaders(pageHelmet(["'none'"]));
  const frameableHeaders = staticHeaders(pageHelmet(["*"]));
  const hsts = pageHeaders["strict-transport-security"];
  const apiHeaders = hsts ? { ...API_HEADERS, "strict-transport-security": hsts } : API_HEADERS;
  app.addHook("onRequest", (request, reply, done) => {
    if (isApiRequest(request)) reply.headers(apiHeaders);
    else if (FRAMEABLE_PAGES.has(routePath(request))) reply.headers(frameableHeaders);
    else {
      const origins = framedBy(request);
      reply.headers(origins ? framedHeaders(pageHeaders, origins) : pageHeaders);
    }
    done();
  });
}

/**
 * Issue 24: the only pages another site may put in a frame. The PIVOT player (/lms/play) runs inside the
 * customer's LMS, whatever its address; its data comes with a launch token and a player key, never a
 * cookie, so framing it lends an attacker no one's session. Every other page keeps frame-ancestors 'none'.
 */
const FRAMEABLE_PAGES: ReadonlySet<string> = new Set([paths.lmsPlay]);

/**
 * JSON and files from /api are never rendered as pages: the OWASP REST Security Cheat Sheet's set,
 * with a CSP that allows nothing (stricter than the pages', and a fifth of the bytes on every answer).
 */
const API_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/**
 * Decision 397: a module page an LMS launched inside its frame. The page's own headers, with
 * frame-ancestors naming the platform's origins only and no X-Frame-Options (it cannot name an origin).
 */
function framedHeaders(headers: Record<string, string>, origins: string[]): Record<string, string> {
  const { "x-frame-options": _denied, ...rest } = headers;
  return {
    ...rest,
    "content-security-policy": headers["content-security-policy"].replace(
      /frame-ancestors [^;]*/,
      `frame-ancestors ${origins.join(" ")}`,
    ),
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Helmet's headers do not depend on the request (no CSP nonce): run it once against a recording
 * response and send the recorded headers with every answer.
 */
function staticHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}
