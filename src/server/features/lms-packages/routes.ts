import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { lmsPackageEndpoints as endpoints } from "../../../contracts/api/lms-packages";
import { administeredOrganization } from "../../auth/organization-admin";
import { requireUser } from "../../auth/session";
import { HttpError } from "../../errors";
import { route } from "../../platform/http/route";
import {
  approvePendingLearner,
  exportPackage,
  launchOriginOf,
  launchPackage,
  listPackages,
  listPendingLearners,
  lmsPackageKeyHash,
  type PackageKind,
  rejectPendingLearner,
  revokePackage,
  setPackageOrigins,
} from "./service";

/** "Content-Disposition" for a file name that may hold any character. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The launch is called by a package's launch page from the LMS's origin (CORS, no credentials). Every
 * answer says any origin may read it, refusals included, so the page can show PIVOT's message.
 * No cookie is ever read: the package key in the body is the only credential, and it opens the module only
 * from the LMS origins registered for the package (decision 392).
 */
const allowAnyOrigin = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header("access-control-allow-origin", "*");
};

/** Launches per package and minute: a whole class starting at once fits; a key tried in a loop does not. */
export const LAUNCHES_PER_MINUTE = 120;
/** Launch requests per client address and minute, whatever package they name (keys nobody holds included). */
export const LAUNCH_REQUESTS_PER_ADDRESS = 300;

/**
 * LMS packages (issue 24 item 1, decision 325): downloads and revocation by the organisation's owners
 * and admins (Enterprise Plus), and the launch endpoint the packages call.
 */
export async function lmsPackageRoutes(app: FastifyInstance) {
  const { db, config } = app.services;

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PackageKind,
    id: number,
    format: "scorm12" | "cmi5",
  ) => {
    const user = await requireUser(request);
    const { bytes, fileName } = await exportPackage(db, config, user, request.ip, { kind, id }, format, app.clock());
    return reply
      .type("application/zip")
      .header("content-disposition", attachment(fileName))
      .header("cache-control", "private, no-store")
      .send(Buffer.from(bytes));
  };

  route(app, endpoints.exportModule, async (request, reply) =>
    download(request, reply, "module", request.params.id, request.query.format),
  );

  route(app, endpoints.exportPathway, async (request, reply) =>
    download(request, reply, "pathway", request.params.id, request.query.format),
  );

  route(app, endpoints.list, async (request, reply) => {
    const { organizationId } = await administeredOrganization(db, request, request.params.id);
    reply.header("cache-control", "private, no-store");
    return listPackages(db, organizationId, request.query.page, app.clock());
  });

  route(app, endpoints.revoke, async (request) => {
    const { organizationId, actor } = await administeredOrganization(db, request, request.params.id);
    return revokePackage(db, organizationId, request.params.packageId, actor, app.clock());
  });

  route(app, endpoints.setOrigins, async (request) => {
    const { organizationId, actor } = await administeredOrganization(db, request, request.params.id);
    return setPackageOrigins(
      db,
      config,
      organizationId,
      request.params.packageId,
      () => request.body.origins,
      actor,
      app.clock(),
    );
  });

  route(app, endpoints.pendingLearners, async (request, reply) => {
    const { organizationId } = await administeredOrganization(db, request, request.params.id);
    reply.header("cache-control", "private, no-store");
    return listPendingLearners(db, organizationId, request.query.page);
  });

  route(app, endpoints.approvePendingLearner, async (request) => {
    const { organizationId, actor } = await administeredOrganization(db, request, request.params.id);
    return approvePendingLearner(db, organizationId, request.params.learnerId, actor, app.clock());
  });

  route(app, endpoints.rejectPendingLearner, async (request) => {
    const { organizationId, actor } = await administeredOrganization(db, request, request.params.id);
    return rejectPendingLearner(db, organizationId, request.params.learnerId, actor, app.clock());
  });

  // Counted per package once the body names it (its own counter: the route's limit below counts per address).
  const packageLaunches = app.createRateLimit({
    max: LAUNCHES_PER_MINUTE,
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) =>
      `lms-package:${lmsPackageKeyHash((request.body as { packageKey: string }).packageKey)}`,
  });

  route(
    app,
    endpoints.launch,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const limit = await packageLaunches(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", String(limit.ttlInSeconds));
        throw new HttpError(
          429,
          `Too many launches of this package at once. Try again in ${limit.ttlInSeconds} seconds.`,
        );
      }
      return launchPackage(db, config, request.body, launchOriginOf(request.headers), request.ip, app.clock());
    },
    {
      onSend: allowAnyOrigin,
      config: {
        // The route's own limit replaces the general one: per client address, before the body is read.
        rateLimit: {
          max: LAUNCH_REQUESTS_PER_ADDRESS,
          timeWindow: "1 minute",
          keyGenerator: (request: FastifyRequest) => `lms-launch-address:${request.ip}`,
        },
      },
    },
  );

  route(
    app,
    endpoints.launchPreflight,
    async (_request, reply) =>
      reply
        .code(204)
        .header("access-control-allow-methods", "POST, OPTIONS")
        .header("access-control-allow-headers", "content-type")
        .header("access-control-max-age", "600")
        .send(null),
    { onSend: allowAnyOrigin },
  );
}
