import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import {
  changePasswordSchema,
  currentUserSchema,
  safeReturnTo,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from "../../contracts/auth";
import { errorResponseSchema, okResponseSchema } from "../../contracts/common";
import { user } from "../db/schema";
import { badRequest, type FieldIssue } from "../errors";
import { getCurrentUser, requireUser, userChanged } from "./session";

/** Better Auth routes whose JSON body we validate with our own schemas first (clear, field-named 400s). */
const VALIDATED_AUTH_BODIES: Record<string, ZodType> = {
  "/api/auth/sign-up/email": signUpSchema,
  "/api/auth/sign-in/email": signInSchema,
};

export async function authRoutes(app: FastifyInstance) {
  const { auth, config } = app.services;

  // DESIGN §8: the catch-all gets its own scope whose parser passes the raw body through.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (request, reply) => {
        const path = request.url.split("?")[0];
        let body = request.body as Buffer | undefined;
        const schema = request.method === "POST" ? VALIDATED_AUTH_BODIES[path] : undefined;
        if (schema) body = Buffer.from(JSON.stringify(validateAuthBody(path, body, schema)));
        // Sign-out, session revocation or a changed user through Better Auth: drop cached sessions.
        const before = request.method === "POST" ? await getCurrentUser(request) : null;
        const sent = await forwardToBetterAuth(request, reply, body);
        if (before && reply.statusCode < 400) userChanged(app.services.db, before.id);
        return sent;
      },
    });
  });

  async function forwardToBetterAuth(request: FastifyRequest, reply: FastifyReply, body: Buffer | undefined) {
    const headers = fromNodeHeaders(request.headers);
    // DESIGN §8: Fastify's idea of the client address, never a header the client chose.
    headers.set("x-forwarded-for", request.ip);
    if (body) headers.set("content-length", String(body.length));
    const response = await auth.handler(
      new Request(new URL(request.url, config.baseUrl), {
        method: request.method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      }),
    );
    return sendAuthResponse(reply, response);
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/auth/user",
    { schema: { response: { 200: currentUserSchema, 401: errorResponseSchema } } },
    async (request) => requireUser(request),
  );

  typed.get(
    "/api/login",
    { schema: { querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo ?? refererPath(request, config.baseUrl));
      if (!config.oidc) {
        return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      }
      const response = await auth.api.signInSocial({
        body: { provider: "oidc", callbackURL: returnTo },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      const { url } = (await response.clone().json()) as { url?: string };
      copyCookies(reply, response);
      return reply.redirect(url ?? "/login");
    },
  );

  typed.get("/api/logout", async (request, reply) => {
    const current = await getCurrentUser(request);
    if (current) userChanged(app.services.db, current.id);
    if (request.headers.cookie) {
      const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
      copyCookies(reply, response);
    }
    return reply.redirect("/");
  });

  typed.patch(
    "/api/account/profile",
    { schema: { body: updateProfileSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const current = await requireUser(request);
      const { firstName, lastName } = request.body;
      await app.services.db
        .update(user)
        .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
        .where(eq(user.id, current.id));
      userChanged(app.services.db, current.id);
      return { ...current, firstName, lastName };
    },
  );

  typed.post(
    "/api/account/password",
    { schema: { body: changePasswordSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const current = await requireUser(request);
      try {
        await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
        });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 400 || status === 401) {
          throw badRequest("Current password is incorrect", [
            { path: "currentPassword", message: "Current password is incorrect" },
          ]);
        }
        throw error;
      }
      userChanged(app.services.db, current.id);
      return { ok: true as const };
    },
  );

  typed.post("/api/account/deletion", { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const current = await requireUser(request);
    const requestedAt = new Date();
    await app.services.db.update(user).set({ deletionRequestedAt: requestedAt }).where(eq(user.id, current.id));
    userChanged(app.services.db, current.id);
    return { ...current, deletionRequestedAt: requestedAt.toISOString() };
  });

  typed.delete("/api/account/deletion", { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const current = await requireUser(request);
    await app.services.db.update(user).set({ deletionRequestedAt: null }).where(eq(user.id, current.id));
    userChanged(app.services.db, current.id);
    return { ...current, deletionRequestedAt: null };
  });
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
  return path.endsWith("/sign-up/email") ? { ...data, name: `${data.firstName} ${data.lastName}` } : data;
}

/** Translates Better Auth's answers into our `{ message }` error format and clear texts. */
async function sendAuthResponse(reply: FastifyReply, response: Response) {
  copyCookies(reply, response);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding") reply.header(key, value);
  });
  const text = await response.text();
  if (response.ok) {
    return reply.status(response.status).send(text || null);
  }
  let code: string | undefined;
  let message = response.statusText || "Request failed";
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code;
    message = parsed.message ?? message;
  } catch {
    // not JSON: keep the status text
  }
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return reply.status(409).send({ message: "An account with this email already exists. Sign in instead." });
  }
  if (code === "INVALID_EMAIL_OR_PASSWORD") {
    return reply.status(401).send({ message: "Wrong email or password" });
  }
  if (response.status === 429) {
    return reply.status(429).send({ message: "Too many attempts. Please wait a minute and try again." });
  }
  return reply.status(response.status).type("application/json").send({ message });
}

function copyCookies(reply: FastifyReply, response: Response) {
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
}

function refererPath(request: FastifyRequest, baseUrl: string): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(baseUrl).origin ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}
