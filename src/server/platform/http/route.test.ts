import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "../../../contracts/endpoint";
import { notFound } from "../../errors";
import { registerErrorHandler } from "../../plugins/error-handler";
import { schemaSerializerCompiler } from "../../plugins/serializer";
import { route } from "./route";

/**
 * Decision 393: the body is checked when the handler first reads it, so the handler's own ownership
 * check answers a caller it refuses before the body's schema can (a foreign member never learns it).
 */
const renameTeam = defineEndpoint({
  method: "PATCH",
  path: "/api/teams/:id",
  summary: "Renames a team",
  access: "public",
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ name: z.string().trim().min(1), colour: z.string().default("blue") }),
  responses: { 200: z.object({ id: z.number(), name: z.string(), colour: z.string() }) },
});

let app: FastifyInstance;
let handlerRuns = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler({ check: true }));
  registerErrorHandler(app);
  route(app, renameTeam, async (request) => {
    handlerRuns += 1;
    // The ownership lookup comes first: only team 7 is the caller's.
    if (request.params.id !== 7) throw notFound("No such team");
    return { id: request.params.id, ...request.body };
  });
  // A scope with a validator of its own (Better Auth's proxy) gets the body as parsed, unchecked.
  await app.register(async (scope) => {
    scope.setValidatorCompiler(() => (value: unknown) => ({ value }));
    route(scope, defineEndpoint({ ...renameTeam, path: "/api/raw-teams/:id" }), async (request) => ({
      id: 0,
      name: JSON.stringify(request.body),
      colour: "none",
    }));
  });
  await app.ready();
});
afterAll(() => app?.close());

const patch = (id: string, payload: unknown) =>
  app.inject({ method: "PATCH", url: `/api/teams/${id}`, payload: payload as object });

describe("route(): the body is checked on first read", () => {
  it("answers a caller the handler refuses 404 whatever body it sent", async () => {
    const res = await patch("8", { name: 42 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No such team" });
  });

  it("answers an authorised caller's bad body the same 400 as Fastify's own check did", async () => {
    const res = await patch("7", { name: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "name: Invalid input: expected string, received number",
      issues: [{ path: "name", message: "Invalid input: expected string, received number" }],
    });
  });

  it("answers a request without a body 400 once the handler reads it", async () => {
    const res = await app.inject({ method: "PATCH", url: "/api/teams/7" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "body", message: expect.any(String) }]);
  });

  it("gives the handler the parsed body, the schema's trimming and defaults applied", async () => {
    const res = await patch("7", { name: "  Ops  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: "Ops", colour: "blue" });
  });

  it("still checks the path before the handler: a malformed id is a 400 and the handler does not run", async () => {
    const before = handlerRuns;
    const res = await patch("not-a-number", { name: "Ops" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("id");
    expect(handlerRuns).toBe(before);
  });

  it("leaves the body to a scope that brings its own validator", async () => {
    const res = await app.inject({ method: "PATCH", url: "/api/raw-teams/1", payload: { name: 42 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('{"name":42}');
  });
});
