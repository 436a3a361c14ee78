import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { healthEndpoints } from "../contracts/api/health";
import { SCIM_BASE_PATH } from "../contracts/scim";
import { type Auth, createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { sessionCookiesFor } from "./auth/session";
import { verifiedSessionToken } from "./auth/session-token";
import { BACKGROUND_QUEUES, DAILY_TASKS } from "./background-work";
import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import { accountSessionRoutes } from "./features/account-sessions/routes";
import { API_VERSION, openApiOptions } from "./features/api-reference/openapi";
import { apiReferenceRoutes } from "./features/api-reference/routes";
import { assistantRoutes } from "./features/assistant/routes";
import { bcorpWorkbenchRoutes } from "./features/bcorp-workbench/routes";
import { billingRoutes } from "./features/billing/routes";
import { complianceRoutes } from "./features/compliance/routes";
import { complianceRulesForMember } from "./features/compliance/service";
import { contactRoutes } from "./features/contact/routes";
import { contentRoutes } from "./features/content/routes";
import { credentialRoutes } from "./features/credentials/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { dataExportRoutes } from "./features/data-export/routes";
import { stopExportsOfDeletedAccounts } from "./features/data-export/service";
import { downloadRoutes } from "./features/downloads/routes";
import { dpaRoutes } from "./features/dpa/routes";
import { employerRoutes } from "./features/employer/routes";
import { guidedStartRoutes } from "./features/guided-start/routes";
import { insightsRoutes } from "./features/insights/routes";
import { jediRoutes } from "./features/jedi/routes";
import { jediSurveyRoutes } from "./features/jedi-surveys/routes";
import { knowledgeCheckAuthoringRoutes } from "./features/knowledge-checks/authoring-routes";
import { knowledgeCheckRoutes } from "./features/knowledge-checks/routes";
import { lmsPackageRoutes } from "./features/lms-packages/routes";
import { lmsPlayerRoutes } from "./features/lms-player/routes";
import { ltiRoutes } from "./features/lti/routes";
import { mailRoutes } from "./features/mail/routes";
import { marketingRoutes } from "./features/marketing/routes";
import { mediaRoutes } from "./features/media/routes";
import { moduleRoutes } from "./features/modules/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { organizationRoutes } from "./features/organizations/routes";
import { pathwayRoutes } from "./features/pathways/routes";
import { equalityPlanRoutes } from "./features/pay-gap/equality-plan-routes";
import { payGapRoutes } from "./features/pay-gap/routes";
import { pilotRoutes } from "./features/pilot/routes";
import { progressRoutes } from "./features/progress/routes";
import { protectionRoutes } from "./features/protection/routes";
import { createKeyUsageRecorder, type KeyUsageRecorder } from "./features/public-api/key-usage";
import { publicApiRoutes } from "./features/public-api/routes";
import { answerScimRefusal, scimRoutes } from "./features/scim/routes";
import { scormCourseRoutes } from "./features/scorm-courses/routes";
import { ssoRoutes } from "./features/sso/routes";
import { supportRoutes } from "./features/support/routes";
import { teamRoutes } from "./features/team/routes";
import { testSupportRoutes } from "./features/test-support/routes";
import { webhookRoutes } from "./features/webhooks/routes";
import { onAccountDeletion } from "./platform/accounts/account-deletion-hooks";
import { attachEventContext } from "./platform/events/record-event";
import { route } from "./platform/http/route";
import { createJobRunner, type JobRunner } from "./platform/jobs/runner";
import { registerRequestCounting } from "./platform/jobs/yield";
import { framedModuleOf, frameGrantOrigins } from "./platform/lti/frame-grant";
import { attachMailContext } from "./platform/mail/mail-context";
import { createSmtpMailer, type Mailer } from "./platform/mail/mailer";
import { onMembershipChanged } from "./platform/organizations/membership-hooks";
import { registerAccessPolicy } from "./plugins/access-policy";
import { registerApiRateLimit } from "./plugins/api-rate-limit";
import { registerCompression } from "./plugins/content-encoding";
import { registerContentHostFence } from "./plugins/content-host";
import { registerErrorHandler } from "./plugins/error-handler";
import { frameworkErrors } from "./plugins/framework-errors";
import { loggerOptions } from "./plugins/logging";
import { registerOriginCheck } from "./plugins/origin-check";
import { createPagePreloads, readViteManifest } from "./plugins/page-preload";
import { registerQueryNulCheck } from "./plugins/query-nul";
import { isApiRequest } from "./plugins/route-path";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { schemaSerializerCompiler } from "./plugins/serializer";
import { renderIndexHtml } from "./plugins/spa";

export interface Services {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  /** Background jobs (platform/jobs/runner.ts): started when the app is ready if config.jobs, stopped on close. */
  jobs: JobRunner;
  /** SMTP, or null: mail stays in the outbox (features/mail). */
  mailer: Mailer | null;
  /** The public API's use per key, counted in memory and written every few seconds (decision 409). */
  apiKeyUsage: KeyUsageRecorder;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** The time every time-based rule reads (due dates, expiry, retention, idle sessions); tests control it. */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  /** Folder of the built client; the SPA is served only when it exists. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: Writable;
  /** The clock of time-based rules (tests pass a controlled one); the system clock by default. */
  clock?: () => Date;
}

/**
 * What a feature does when another's data changes, wired here rather than as a side effect of
 * registering some feature's routes: people who join later, or move into a rule's department or role,
 * get its compliance assignment at once; accounts asked to be deleted stop their data exports. The
 * registries are sets of module-level functions, so building several apps adds each once.
 */
function registerFeatureHooks() {
  onMembershipChanged(complianceRulesForMember);
  onAccountDeletion(stopExportsOfDeletedAccounts);
}

/** Believe X-Forwarded-For for the given number of proxy hops nearest the server, and no further. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // The router's own refusals (414, a bad %-escape's 400) answer `{ message }`, SCIM's in its format (decision 394).
    frameworkErrors: frameworkErrors({ [SCIM_BASE_PATH]: answerScimRefusal }),
  });
  // Bulk jobs give way to the requests being answered (decision 408).
  registerRequestCounting(app);
  app.setValidatorCompiler(validatorCompiler);
  // The same schema-compiled serialiser everywhere; outside production answers are also checked
  // against their zod schemas (the check cost a tenth of a dashboard request).
  app.setSerializerCompiler(schemaSerializerCompiler({ check: config.env !== "production" }));
  const clock = options.clock ?? (() => new Date());
  registerFeatureHooks();
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null;
  const jobs = createJobRunner(database, config, app.log, mailer, {
    dailyTasks: DAILY_TASKS,
    queues: BACKGROUND_QUEUES,
  });
  app.decorate("services", {
    config,
    database,
    db: database.db,
    auth: createAuth(config, database.db, app.log),
    jobs,
    mailer,
    apiKeyUsage: createKeyUsageRecorder(database.db, app.log),
  });
  attachEventContext(database.db, { wake: (ids) => jobs.queueEventDeliveries(ids) });
  attachMailContext(database.db, {
    baseUrl: config.baseUrl,
    secret: config.authSecret,
    from: config.mailFrom,
    wake: (id) => jobs.wakeMail(id),
    wakeMany: (ids) => jobs.wakeMails(ids),
  });
  if (config.jobs) {
    app.addHook("onReady", async () => {
      await jobs.start();
      if (!mailer) app.log.warn("SMTP_URL is not set: e-mail is not being delivered, admins read it at /admin/outbox");
    });
  }
  app.addHook("onReady", async () => app.services.apiKeyUsage.start(clock));
  app.addHook("onClose", async () => {
    await app.services.apiKeyUsage.stop();
    await jobs.stop();
    mailer?.close();
  });

  app.decorate("clock", clock);
  registerErrorHandler(app);
  // Decision 397: a module page an LMS launched in its frame may be framed by that LMS only (a signed grant).
  registerSecurityHeaders(app, config.baseUrl.startsWith("https://"), config.scormContentOrigin, (request) => {
    const framed = framedModuleOf(request.url);
    return framed ? frameGrantOrigins(config.authSecret, framed.moduleId, framed.grant, clock()) : null;
  });
  // Issue 42: the courses' host serves course content and nothing else (decision 355).
  registerContentHostFence(app, config.scormContentOrigin);
  // Counted in Redis or the database, so the limit holds across processes (issue 29 item 11).
  await registerApiRateLimit(app, config, database);
  registerOriginCheck(app, config.trustedOrigins);
  // Issue 29: a NUL in any /api query string (Better Auth's too) is a 400, as in bodies and paths.
  registerQueryNulCheck(app);
  // Before any route: every /api route must declare its access policy (DESIGN §5).
  registerAccessPolicy(app);
  // Before the routes: a route asks for compression with its `compress` option.
  await registerCompression(app);
  app.addHook("onSend", async (request, reply) => {
    for (const cookie of sessionCookiesFor(request)) reply.header("set-cookie", cookie);
    // DESIGN §5: what a signed-in caller is answered is never kept by a browser or proxy cache.
    // A route that states its own caching (the public catalogue, private downloads) keeps it.
    if (request.headers.cookie && isApiRequest(request) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
  });

  // Before the routes: it collects each one as it is registered (the public API's OpenAPI document).
  await app.register(fastifySwagger, openApiOptions(config.baseUrl, API_VERSION));
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(pilotRoutes);
  await app.register(marketingRoutes);
  await app.register(moduleRoutes);
  await app.register(knowledgeCheckRoutes);
  await app.register(knowledgeCheckAuthoringRoutes);
  await app.register(downloadRoutes);
  await app.register(mediaRoutes);
  await app.register(progressRoutes);
  await app.register(pathwayRoutes);
  await app.register(dashboardRoutes);
  await app.register(organizationRoutes);
  await app.register(guidedStartRoutes);
  await app.register(dpaRoutes);
  await app.register(ssoRoutes);
  await app.register(webhookRoutes);
  await app.register(ltiRoutes);
  await app.register(employerRoutes);
  await app.register(complianceRoutes);
  await app.register(credentialRoutes);
  await app.register(contentRoutes);
  await app.register(protectionRoutes);
  await app.register(jediRoutes);
  await app.register(payGapRoutes);
  await app.register(equalityPlanRoutes);
  await app.register(jediSurveyRoutes);
  await app.register(bcorpWorkbenchRoutes);
  await app.register(teamRoutes);
  await app.register(insightsRoutes);
  await app.register(notificationRoutes);
  await app.register(mailRoutes);
  await app.register(supportRoutes);
  await app.register(assistantRoutes);
  await app.register(billingRoutes);
  await app.register(dataExportRoutes);
  await app.register(scimRoutes);
  await app.register(publicApiRoutes);
  await app.register(accountSessionRoutes);
  // Issue 24: the PIVOT player LMS packages open in a frame (a launch token, then a player key).
  await app.register(lmsPackageRoutes);
  await app.register(lmsPlayerRoutes);
  // Issue 24 item 3: SCORM packages an organisation imports, played in a sandboxed frame.
  await app.register(scormCourseRoutes);
  await app.register(apiReferenceRoutes);
  // End-to-end tests make their own users and organisations here (E2E_TEST_SUPPORT, never in production).
  if (config.testSupport && config.env !== "production") await app.register(testSupportRoutes);

  route(app, healthEndpoints.health, async (_request, reply) => {
    const up = await database.ping();
    return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "database unreachable" });
  });

  // reply.sendFile for module media (served by the media routes, which apply the premium lock).
  await app.register(fastifyStatic, { root: path.join(config.contentDir, "media"), serve: false });

  const clientDir = options.clientDir;
  const indexPath = clientDir ? path.join(clientDir, "index.html") : undefined;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;
  const pagePreloads = createPagePreloads(clientDir && indexHtml ? readViteManifest(clientDir) : undefined);
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      maxAge: "1h",
      // The .br and .gz siblings the build writes beside each script and stylesheet (vite.config.ts).
      preCompressed: true,
      decorateReply: false,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !indexHtml || request.method !== "GET") {
      return reply.status(404).send({ message: "Not Found" });
    }
    // A signed-in page's HTML names its chunks and reads (page-preload.ts), so it varies with the cookie.
    const hasSession = verifiedSessionToken(request.headers.cookie, config.authSecret) !== null;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "cookie")
      .send(renderIndexHtml(indexHtml, request.url, config, pagePreloads(request.url, hasSession)));
  });

  return app;
}
