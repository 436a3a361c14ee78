import type { z } from "zod";
import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
  urlOf,
} from "../../contracts/endpoint";
import { apiRequest, type RequestOptions } from "./api-request";

/**
 * Calls an endpoint from its contract (issue 23 item 1): the address, the method and the answer's type
 * come from the declaration the server registered its route from, so the client restates no path.
 * Errors are ApiError (api-request.ts).
 */
type Input<E extends Endpoint> = (E["params"] extends z.ZodType ? { params: ParamsOf<E> } : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E["body"] extends z.ZodType
    ? { body: BodyOf<E> }
    : E["body"] extends { stream: string }
      ? { body: FormData | Blob }
      : { body?: undefined }) &
  RequestOptions;

/** An input argument that may be left out when the endpoint takes nothing. */
export type CallArgs<E extends Endpoint> = object extends Input<E> ? [input?: Input<E>] : [input: Input<E>];

export function callApi<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, headers, credentials } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
  } & RequestOptions;
  const url = urlOf(endpoint, params as Record<string, unknown>, query as Record<string, unknown>);
  return apiRequest<ResponseOf<E>>(endpoint.method, url, body, { headers, credentials });
}

/** The address of a GET, for links, downloads and `<a href>` (a file the browser saves). */
export function hrefOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return urlOf(endpoint, params as Record<string, unknown>, query as Record<string, unknown>);
}

/**
 * The TanStack Query key of a GET: the filled path's segments, then the query when it has one. Keys
 * follow the URL's hierarchy, so invalidating an organisation's key (a prefix of the others) also
 * refreshes every read under it (members, SSO, SCIM tokens).
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): readonly unknown[] {
  const { params, query } = (input ?? {}) as { params?: object; query?: Record<string, unknown> };
  const segments = pathOf(endpoint, params as Record<string, unknown>)
    .split("/")
    .filter(Boolean);
  const definedQuery = query
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""))
    : {};
  return Object.keys(definedQuery).length ? [...segments, definedQuery] : segments;
}
