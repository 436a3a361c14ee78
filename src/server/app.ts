import fs from "node:fs";
import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Auth, createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { sessionCookiesFor } from "./auth/session";
import type { AppConfig } from "./config";
import { CONTENT_DIR } from "./db/catalogue";
import type { Database, Db } from "./db/client";
import { contactRoutes } from "./features/contact/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { downloadRoutes } from "./features/downloads/routes";
import { employerRoutes } from "./features/employer/routes";
import { marketingRoutes } from "./features/marketing/routes";
import { moduleRoutes } from "./features/modules/routes";
import { pathwayRoutes } from "./features/pathways/routes";
import { pilotRoutes } from "./features/pilot/routes";
import { progressRoutes } from "./features/progress/routes";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { renderIndexHtml } from "./plugins/spa";

export interface Services {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  /** Folder of the built client; the SPA is served only when it exists. */
  clientDir?: string;
  logger?: boolean;
}

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: process.env.TRUST_PROXY === "true",
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in development and tests; production serialises
  // the services' explicit objects directly (the check cost a tenth of a dashboard request).
  app.setSerializerCompiler(config.env === "production" ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.decorate("services", { config, database, db: database.db, auth: createAuth(config, database.db) });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config.baseUrl.startsWith("https://"));
  await app.register(rateLimit, {
    max: config.apiRateLimit,
    timeWindow: "1 minute",
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${context.after}`,
    }),
  });
  registerOriginCheck(app, config.trustedOrigins);
  app.addHook("onSend", async (request, reply) => {
    for (const cookie of sessionCookiesFor(request)) reply.header("set-cookie", cookie);
  });

  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(pilotRoutes);
  await app.register(marketingRoutes);
  await app.register(moduleRoutes);
  await app.register(downloadRoutes);
  await app.register(progressRoutes);
  await app.register(pathwayRoutes);
  await app.register(dashboardRoutes);
  await app.register(employerRoutes);

  app.get("/api/health", async (_request, reply) => {
    const up = await database.ping();
    return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "database unreachable" });
  });

  const mediaDir = path.join(CONTENT_DIR, "media");
  if (fs.existsSync(mediaDir)) {
    await app.register(fastifyStatic, { root: mediaDir, prefix: "/media/", decorateReply: false, maxAge: "7d" });
  }

  const clientDir = options.clientDir;
  const indexPath = clientDir ? path.join(clientDir, "index.html") : undefined;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, { root: clientDir, index: false, wildcard: false, maxAge: "1h" });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !indexHtml || request.method !== "GET") {
      return reply.status(404).send({ message: "Not Found" });
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(renderIndexHtml(indexHtml, request.url, config));
  });

  return app;
}
