import type { z } from "zod";
import type { Role } from "./auth";

/**
 * One declaration per endpoint (issue 23 item 1): method, path, schemas, who may call it and what it
 * is for. The server registers its Fastify route from it (server/platform/http/route.ts), the client
 * builds its URL, fetcher and query key from it (client/lib/api-client.ts), and the OpenAPI document
 * is generated from the registered routes, so a path or a shape cannot drift between them.
 * No Node or browser imports: the client bundles these files.
 */

/**
 * Who may call a route; the server enforces it before the handler (server/plugins/access-policy.ts).
 * - "public": anyone, signed in or not (the handler may personalise the answer).
 * - "signedIn": any signed-in user; the handler may refuse by plan (403).
 * - { role }: a signed-in user with one of these roles, else 403.
 * - "owner": a signed-in user, and the resource is their own (the handler scopes by their user id).
 * - "organisationMember": a signed-in user acting in an organisation; the handler checks their role in it.
 * - "testSupport": a route only end-to-end servers register; never answered in production.
 * - "scimToken": a SCIM 2.0 route (/scim/v2): an organisation's bearer token, never a cookie.
 * - { apiKey }: the public API (/api/v1): an organisation's API key as `Authorization: Bearer`, with
 *   this scope; cookies play no part.
 * - "playerSession": the LMS player (/api/lms/player, issue 24): the player key a launch gave, as
 *   `Authorization: Bearer`, for one learner and one module; cookies play no part.
 */
export type Access =
  | "public"
  | "signedIn"
  | { role: readonly Exclude<Role, "learner">[] }
  | "owner"
  | "organisationMember"
  | "testSupport"
  | "scimToken"
  | "playerSession"
  | { apiKey: ApiKeyScope };

export type ApiKeyScope = "read" | "write";

/** OPTIONS: a CORS preflight a route answers itself (issue 24: the LMS launch, called from the LMS's origin). */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** A request body that is not JSON: an upload (multipart/form-data) or raw bytes the handler reads itself. */
export interface StreamBody {
  readonly stream: "multipart" | "raw";
  /** The media types the route accepts, for the reference. */
  readonly contentTypes: readonly string[];
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify's syntax: `/api/organizations/:id`, a trailing `*` for a wildcard. */
  readonly path: string;
  /** One line for the reference; every endpoint has one (contract test). */
  readonly summary: string;
  readonly description?: string;
  /** The reference's group. */
  readonly tags?: readonly string[];
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | StreamBody;
  /**
   * Request headers the route reads, for the reference and the client (issue 44 item 5: `Idempotency-Key`).
   * The handler checks them itself; Fastify's header validation is not used.
   */
  readonly headers?: z.ZodType;
  /** Status code → the answer's schema. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** The media type of a 2xx answer that is not JSON (a file, a page, a redirect target). */
  readonly produces?: string;
  /** Listed in the public reference at /api/docs (the /api/v1 API); the others are the product's own. */
  readonly public?: boolean;
  /** Examples for the reference: the public endpoints must have a response example (contract test). */
  readonly examples?: { readonly request?: unknown; readonly response?: unknown };
}

const ENDPOINT = Symbol.for("pivot.endpoint");

export type Endpoint<E extends EndpointDefinition = EndpointDefinition> = E & { readonly [ENDPOINT]: true };

/** Declares an endpoint; `const` keeps the literal path and schemas for the types on both sides. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): Endpoint<E> {
  return Object.freeze({ ...definition, [ENDPOINT]: true as const });
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[ENDPOINT] === true;

export const isStreamBody = (body: EndpointDefinition["body"]): body is StreamBody =>
  typeof body === "object" && body !== null && "stream" in body;

type Schema<T> = T extends z.ZodType ? T : never;

/** What the caller sends in the path, as the params schema reads it. */
export type ParamsOf<E extends EndpointDefinition> = E["params"] extends z.ZodType
  ? z.input<Schema<E["params"]>>
  : undefined;
export type QueryOf<E extends EndpointDefinition> = E["query"] extends z.ZodType
  ? z.input<Schema<E["query"]>>
  : undefined;
export type BodyOf<E extends EndpointDefinition> = E["body"] extends z.ZodType ? z.input<Schema<E["body"]>> : undefined;

type SuccessCode<E extends EndpointDefinition> = Extract<keyof E["responses"], 200 | 201 | 202 | 204>;
/** The 2xx answer as the client receives it. */
export type ResponseOf<E extends EndpointDefinition> = z.output<Schema<E["responses"][SuccessCode<E>]>>;

/** The path with its `:name` segments filled in (each value URL-encoded). */
export function pathOf(endpoint: EndpointDefinition, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a GET (blank and undefined values left out), with its "?" when not empty. */
export function queryStringOf(query?: Record<string, unknown>): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The address to call: filled path plus query string. */
export const urlOf = (
  endpoint: EndpointDefinition,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
) => pathOf(endpoint, params) + queryStringOf(query);
