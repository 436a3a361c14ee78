import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { scimEndpoints as endpoints } from "../../../contracts/api/scim";
import { SCIM_BASE_PATH } from "../../../contracts/scim";
import { requireUser } from "../../auth/session";
import { requireRecentSecondFactor } from "../../auth/two-factor";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { isDatabaseDown } from "../../plugins/error-handler";
import type { Page, Projection, ScimContext } from "./context";
import { project } from "./context";
import { DEFAULT_PAGE_SIZE, discovery, MAX_PAGE_SIZE, SCHEMA } from "./discovery";
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from "./groups";
import {
  invalidFilter,
  invalidSyntax,
  invalidValue,
  SCIM_CONTENT_TYPE,
  ScimError,
  scimErrorBody,
  scimNotFound,
  scimUnauthorized,
} from "./scim-errors";
import { hasControlCharacter } from "./text";
import { authenticateScimToken, createScimToken, listScimTokens, revokeScimToken } from "./tokens";
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from "./users";

/**
 * SCIM 2.0 provisioning (issue 21 item 2, decision 290): the token routes owners use under /api, and
 * the SCIM service itself at /scim/v2 for the organisation's identity provider.
 */
export async function scimRoutes(app: FastifyInstance) {
  await app.register(scimTokenRoutes);
  // The contracts name the service's full paths (/scim/v2/Users…), so its routes take no prefix; the
  // unknown paths under /scim/v2 get their SCIM 404 from a prefixed scope of their own.
  await app.register(scimServer);
  await app.register(scimUnknownPaths, { prefix: SCIM_BASE_PATH });
}

/** Owners only (domain/organization-roles.ts): a token can add and remove every member. */
async function scimTokenRoutes(app: FastifyInstance) {
  const { db, config } = app.services;

  route(app, endpoints.tokens, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    return {
      baseUrl: `${config.baseUrl}${SCIM_BASE_PATH}`,
      tokens: await listScimTokens(db, scope.organization.id),
    };
  });

  route(app, endpoints.createToken, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    // Issue 43 step-up: a new SCIM token asks for the second factor again after 15 minutes.
    requireRecentSecondFactor(request, user);
    const created = await createScimToken(
      db,
      scope.organization.id,
      request.body.name,
      { userId: user.id, ip: request.ip },
      app.clock(),
    );
    return reply.code(201).send(created);
  });

  route(app, endpoints.revokeToken, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    await revokeScimToken(
      db,
      scope.organization.id,
      request.params.tokenId,
      { userId: user.id, ip: request.ip },
      app.clock(),
    );
    return { ok: true as const };
  });
}

/** Bodies above this are refused with a 413 (a group of 10,000 members fits). */
const SCIM_BODY_LIMIT = 512 * 1024;

const contexts = new WeakMap<FastifyRequest, ScimContext>();

function contextOf(request: FastifyRequest): ScimContext {
  const context = contexts.get(request);
  if (!context) throw scimUnauthorized();
  return context;
}

/** The bearer token of an Authorization header, or null. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

type Query = Record<string, unknown>;

function singleParameter(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidValue(`${name} is given more than once`);
  return value;
}

function integerParameter(query: Query, name: string): number | undefined {
  const text = singleParameter(query, name);
  if (text === undefined || text.trim() === "") return undefined;
  if (!/^-?\d{1,12}$/.test(text.trim())) throw invalidValue(`${name} must be an integer`);
  return Number(text.trim());
}

/** startIndex and count (RFC 7644 §3.4.2.4): below 1 is 1, a negative count is 0, at most MAX_PAGE_SIZE. */
function pageOf(query: Query): Page {
  const startIndex = Math.max(1, integerParameter(query, "startIndex") ?? 1);
  const count = Math.min(MAX_PAGE_SIZE, Math.max(0, integerParameter(query, "count") ?? DEFAULT_PAGE_SIZE));
  return { startIndex: Math.min(startIndex, 2_000_000_000), count };
}

function listOf(query: Query, name: string): string[] {
  const text = singleParameter(query, name);
  if (!text) return [];
  return text
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 50);
}

function projectionOf(query: Query): Projection {
  const attributes = listOf(query, "attributes");
  return {
    attributes: attributes.length > 0 ? attributes : null,
    excludedAttributes: listOf(query, "excludedAttributes"),
  };
}

function filterOf(query: Query): string | undefined {
  const filter = singleParameter(query, "filter");
  if (filter !== undefined && filter.trim() === "") throw invalidFilter("The filter is empty");
  return filter;
}

/** A resource id in a path: longer than any we issue names none. */
function resourceId(id: string, what: "User" | "Group"): string {
  if (id.length > 100 || hasControlCharacter(id)) throw scimNotFound(what);
  return id;
}

const send = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));

/** A refusal the router makes before any SCIM route runs (an id over 100 characters: 414), in SCIM's format. */
export const answerScimRefusal = (reply: FastifyReply, status: number, message: string) =>
  send(reply, status, scimErrorBody(status, message));

/** A ListResponse (RFC 7644 §3.4.2), each resource cut to the attributes asked for, if any. */
function listResponse(total: number, page: Page, listed: Record<string, unknown>[], projection?: Projection) {
  const resources = projection ? listed.map((r) => project(r, projection)) : listed;
  return {
    schemas: [SCHEMA.listResponse],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/**
 * What every SCIM scope shares: a bearer token (never a cookie) names the organisation; the body
 * parser takes application/scim+json and application/json; every error, the framework's included, is
 * answered in SCIM's format.
 */
function scimScope(app: FastifyInstance, baseUrl: string) {
  const { db } = app.services;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ["application/scim+json", "application/json"],
    { parseAs: "string", bodyLimit: SCIM_BODY_LIMIT },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === "") return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(invalidSyntax("The body is not valid JSON"), undefined);
      }
    },
  );

  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw scimUnauthorized();
    const now = app.clock();
    const found = await authenticateScimToken(db, token, now);
    if (!found) throw scimUnauthorized("The SCIM bearer token is not valid, or has been revoked");
    contexts.set(request, { ...found, ip: request.ip, now, baseUrl });
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ScimError) {
      if (error.status === 401) reply.header("www-authenticate", 'Bearer realm="SCIM"');
      return send(reply, error.status, error.body);
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || error.statusCode === 413)
      return send(reply, 413, scimErrorBody(413, `The body is larger than ${SCIM_BODY_LIMIT / 1024} KB`));
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.statusCode === 415)
      return send(reply, 415, scimErrorBody(415, "Send the body as application/scim+json"));
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY")
      return send(reply, 400, scimErrorBody(400, "The body is not valid JSON", "invalidSyntax"));
    if (error.statusCode === 429)
      return send(reply, 429, scimErrorBody(429, "Too many requests, please try again later"));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return send(reply, error.statusCode, scimErrorBody(error.statusCode, error.message || "Bad request"));
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, "database unreachable");
      return send(reply, 503, scimErrorBody(503, "Service Unavailable"));
    }
    request.log.error({ err: error }, "unhandled SCIM error");
    return send(reply, 500, scimErrorBody(500, "Internal Server Error"));
  });
}

/** Unknown paths under /scim/v2 need a token as well: a caller without one learns nothing of what is here. */
async function scimUnknownPaths(app: FastifyInstance) {
  scimScope(app, `${app.services.config.baseUrl}${SCIM_BASE_PATH}`);
  app.setNotFoundHandler(async (request, reply) => {
    contextOf(request);
    return send(reply, 404, scimErrorBody(404, "No such SCIM endpoint"));
  });
}

/**
 * The SCIM service, in a scope of its own (scimScope). The routes validate by hand, since RFC 7644
 * says which scimType each bad input gets (invalidFilter, invalidPath, invalidValue…).
 */
async function scimServer(app: FastifyInstance) {
  const { db, config } = app.services;
  const baseUrl = `${config.baseUrl}${SCIM_BASE_PATH}`;
  const documents = discovery(baseUrl);
  scimScope(app, baseUrl);

  // Discovery (RFC 7644 §4): still only with a valid token.
  route(app, endpoints.serviceProviderConfig, async (request, reply) => {
    contextOf(request);
    return send(reply, 200, documents.serviceProviderConfig);
  });
  route(app, endpoints.resourceTypes, async (request, reply) => {
    contextOf(request);
    const page: Page = { startIndex: 1, count: documents.resourceTypes.length };
    return send(reply, 200, listResponse(documents.resourceTypes.length, page, documents.resourceTypes));
  });
  route(app, endpoints.resourceType, async (request, reply) => {
    contextOf(request);
    const found = documents.resourceTypes.find((r) => r.id === request.params.id);
    if (!found) throw scimNotFound("Resource");
    return send(reply, 200, found);
  });
  route(app, endpoints.schemas, async (request, reply) => {
    contextOf(request);
    const page: Page = { startIndex: 1, count: documents.schemas.length };
    return send(reply, 200, listResponse(documents.schemas.length, page, documents.schemas));
  });
  route(app, endpoints.schema, async (request, reply) => {
    contextOf(request);
    const id = request.params.id.toLowerCase();
    const found = documents.schemas.find((s) => s.id.toLowerCase() === id);
    if (!found) throw scimNotFound("Resource");
    return send(reply, 200, found);
  });

  // Users (RFC 7644 §3.3–3.6).
  route(app, endpoints.users, async (request, reply) => {
    const context = contextOf(request);
    const query = request.query as Query;
    const page = pageOf(query);
    const projection = projectionOf(query);
    const { total, resources } = await listUsers(db, context, filterOf(query), page);
    return send(reply, 200, listResponse(total, page, resources, projection));
  });
  route(app, endpoints.createUser, async (request, reply) => {
    const user = await createUser(db, contextOf(request), request.body);
    reply.header("location", user.meta.location);
    return send(reply, 201, user);
  });
  route(app, endpoints.user, async (request, reply) => {
    const context = contextOf(request);
    const user = await getUser(db, context, resourceId(request.params.id, "User"));
    return send(reply, 200, project(user, projectionOf(request.query as Query)));
  });
  route(app, endpoints.replaceUser, async (request, reply) => {
    const context = contextOf(request);
    return send(reply, 200, await replaceUser(db, context, resourceId(request.params.id, "User"), request.body));
  });
  route(app, endpoints.patchUser, async (request, reply) => {
    const context = contextOf(request);
    return send(reply, 200, await patchUser(db, context, resourceId(request.params.id, "User"), request.body));
  });
  route(app, endpoints.deleteUser, async (request, reply) => {
    const context = contextOf(request);
    await deleteUser(db, context, resourceId(request.params.id, "User"));
    return reply.code(204).send();
  });

  // Groups: the organisation's departments.
  route(app, endpoints.groups, async (request, reply) => {
    const context = contextOf(request);
    const query = request.query as Query;
    const page = pageOf(query);
    const projection = projectionOf(query);
    const withMembers =
      !projection.excludedAttributes.includes("members") &&
      (projection.attributes === null || projection.attributes.some((a) => a.startsWith("members")));
    const { total, resources } = await listGroups(db, context, filterOf(query), page, withMembers);
    return send(reply, 200, listResponse(total, page, resources, projection));
  });
  route(app, endpoints.createGroup, async (request, reply) => {
    const group = await createGroup(db, contextOf(request), request.body);
    reply.header("location", group.meta.location);
    return send(reply, 201, group);
  });
  route(app, endpoints.group, async (request, reply) => {
    const context = contextOf(request);
    const projection = projectionOf(request.query as Query);
    const withMembers = !projection.excludedAttributes.includes("members");
    const group = await getGroup(db, context, resourceId(request.params.id, "Group"), withMembers);
    return send(reply, 200, project(group, projection));
  });
  route(app, endpoints.replaceGroup, async (request, reply) => {
    const context = contextOf(request);
    const id = resourceId(request.params.id, "Group");
    await replaceGroup(db, context, id, request.body);
    return send(reply, 200, await getGroup(db, context, id));
  });
  route(app, endpoints.patchGroup, async (request, reply) => {
    const context = contextOf(request);
    const id = resourceId(request.params.id, "Group");
    await patchGroup(db, context, id, request.body);
    // RFC 7644 §3.5.2: 204 or the resource; Okta and Entra ID accept both. The resource is more useful.
    return send(reply, 200, await getGroup(db, context, id));
  });
  route(app, endpoints.deleteGroup, async (request, reply) => {
    const context = contextOf(request);
    await deleteGroup(db, context, resourceId(request.params.id, "Group"));
    return reply.code(204).send();
  });
}
