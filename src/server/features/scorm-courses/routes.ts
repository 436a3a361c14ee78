import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { scormCourseEndpoints as endpoints } from "../../../contracts/api/scorm-courses";
import { SCORM_PACKAGE_LIMITS } from "../../../contracts/scorm-courses";
import { canViewEmployerDashboard } from "../../../domain/organization-roles";
import { administeredOrganization } from "../../auth/organization-admin";
import { requireUser } from "../../auth/session";
import { badRequest, forbidden, HttpError, notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { ensureScormImport } from "../../platform/organizations/lms-integration";
import { organizationScope } from "../../platform/organizations/scope";
import { onContentHost } from "../../plugins/content-host";
import { readContentToken } from "./content-token";
import { packagePath, RUNTIME_FOLDER } from "./package";
import {
  contentSecurityPolicy,
  contentTypeOf,
  RUNTIME_PAGE,
  RUNTIME_SCRIPT,
  runtimeFileOf,
  runtimePage,
  runtimeScript,
  runtimeSecurityPolicy,
  scormAgainBuild,
} from "./runtime";
import {
  assignCourse,
  contentCourse,
  contentFile,
  courseOf,
  courseReport,
  courseStorage,
  deleteCourse,
  importPackage,
  launchUrlPath,
  listCourses,
  myCourses,
  playerOf,
  replacePackage,
  saveAttempt,
  setArchived,
} from "./service";

/**
 * SCORM import (issue 24 item 3, decision 335). Owners and admins of an organisation on Enterprise Plus
 * upload, archive, delete and assign packages; members play them in a sandboxed frame whose files come
 * from /api/scorm-content/{token}/…, authorised by the signed token in the path (the frame's opaque
 * origin sends no cookies); the player page saves what the SCO commits.
 */
export async function scormCourseRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  await app.register(multipart, {
    limits: { fileSize: SCORM_PACKAGE_LIMITS.maxUploadBytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });

  /** An owner or admin of the organisation, on a plan with LMS integration. */
  const administered = async (request: FastifyRequest, organizationId: string) => {
    const admin = await administeredOrganization(db, request, organizationId);
    await ensureScormImport(db, admin.organizationId, app.clock());
    return admin;
  };

  route(app, endpoints.list, async (request, reply) => {
    const { organizationId } = await administeredOrganization(db, request, request.params.id);
    reply.header("cache-control", "private, no-store");
    return listCourses(db, organizationId, request.query, app.clock());
  });

  /** Streams the multipart 'file' field to a temporary zip and hands it to `use`; the file is removed after. */
  async function withUploadedZip<T>(request: FastifyRequest, use: (zipFile: string) => Promise<T>): Promise<T> {
    if (!request.isMultipart()) {
      throw new HttpError(415, "Send the package as multipart/form-data with the zip in a 'file' field");
    }
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "pivot-scorm-"));
    const zipFile = path.join(folder, "package.zip");
    try {
      let received = false;
      try {
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          if (part.fieldname !== "file" || received) {
            part.file.resume();
            continue;
          }
          await pipeline(part.file, createWriteStream(zipFile));
          if (part.file.truncated) throw tooLarge();
          received = true;
        }
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413) throw tooLarge();
        if (status && status >= 400 && status < 500) throw error;
        throw badRequest("The upload is not a valid multipart form");
      }
      const size = received ? (await fs.stat(zipFile)).size : 0;
      if (size === 0) {
        const message = "Choose a SCORM package (.zip)";
        throw badRequest(`file: ${message}`, [{ path: "file", message }]);
      }
      return await use(zipFile);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  route(app, endpoints.upload, async (request, reply) => {
    const { organizationId, actor } = await administered(request, request.params.id);
    const course = await withUploadedZip(request, (zipFile) =>
      importPackage(db, config.uploads, organizationId, zipFile, actor, app.clock()),
    );
    return reply.status(201).send(course);
  });

  route(app, endpoints.replace, async (request) => {
    const { organizationId, actor } = await administered(request, request.params.id);
    // Another organisation's course is not found before anything of the body is read.
    await courseOf(db, organizationId, request.params.courseId);
    return withUploadedZip(request, (zipFile) =>
      replacePackage(db, config.uploads, organizationId, request.params.courseId, zipFile, actor),
    );
  });

  route(app, endpoints.update, async (request) => {
    const { organizationId, actor } = await administered(request, request.params.id);
    return setArchived(db, organizationId, request.params.courseId, request.body.archived, actor, app.clock());
  });

  route(app, endpoints.remove, async (request) => {
    const { organizationId, actor } = await administered(request, request.params.id);
    await deleteCourse(db, config.uploads, organizationId, request.params.courseId, actor);
    return { ok: true as const };
  });

  route(app, endpoints.assign, async (request) => {
    const { organizationId, actor } = await administered(request, request.params.id);
    return assignCourse(db, organizationId, request.params.courseId, request.body, actor, app.clock());
  });

  route(app, endpoints.report, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner", "admin", "manager"]);
    if (!canViewEmployerDashboard(scope.role)) throw forbidden("Your role in this organisation does not allow this");
    reply.header("cache-control", "private, no-store");
    return courseReport(db, scope.organization.id, { id: user.id, role: scope.role }, app.clock());
  });

  route(app, endpoints.mine, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "private, no-store");
    return myCourses(db, user);
  });

  route(app, endpoints.player, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "private, no-store");
    return playerOf(
      db,
      user,
      request.params.courseId,
      app.clock(),
      { secret: config.authSecret, contentOrigin: config.scormContentOrigin },
      (organizationId) => ensureScormImport(db, organizationId, app.clock()),
    );
  });

  route(
    app,
    endpoints.saveAttempt,
    async (request) => {
      const user = await requireUser(request);
      return saveAttempt(db, user, request.params.courseId, () => request.body, app.clock());
    },
    { bodyLimit: 512 * 1024 },
  );

  route(
    app,
    endpoints.content,
    async (request, reply) => {
      // A package page runs only on the courses' own host, never with PIVOT's origin (decision 355).
      if (!onContentHost(request, config.scormContentOrigin)) throw notFound();
      const wildcard = request.params["*"];
      const slash = wildcard.indexOf("/");
      if (slash <= 0) throw notFound();
      const token = wildcard.slice(0, slash);
      const claims = readContentToken(token, app.clock(), config.authSecret);
      const course = await contentCourse(db, claims);
      const checked = packagePath(wildcard.slice(slash + 1));
      if ("refused" in checked || !checked.path) throw notFound();
      const file = checked.path;
      const parentOrigin = new URL(config.baseUrl).origin;
      reply.header("x-content-type-options", "nosniff");
      // The API's DENY would keep the frame blank; frame-ancestors says who may frame it.
      reply.removeHeader("x-frame-options");
      reply.header("cross-origin-resource-policy", "same-origin");

      if (file.startsWith(`${RUNTIME_FOLDER}/`)) {
        reply.header("content-security-policy", runtimeSecurityPolicy(parentOrigin));
        const name = file.slice(RUNTIME_FOLDER.length + 1);
        if (name === RUNTIME_PAGE) {
          return reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "private, no-store")
            .send(Buffer.from(runtimePage(course.version, course.title)));
        }
        if (name === RUNTIME_SCRIPT) {
          const script = runtimeScript({
            version: course.version,
            parentOrigin,
            learner: { id: claims.userId, name: course.name },
            scos: course.scos.map((sco) => ({ id: sco.id, url: `../${launchUrlPath(sco.launchPath)}` })),
            cmi: course.stored.scos,
            start: course.startScoId,
          });
          return reply
            .type("text/javascript; charset=utf-8")
            .header("cache-control", "private, no-store")
            .send(Buffer.from(script));
        }
        if (name !== runtimeFileOf(course.version)) throw notFound();
        const build = await scormAgainBuild(name);
        if (!build) throw notFound();
        return reply
          .type("text/javascript; charset=utf-8")
          .header("cache-control", "private, max-age=3600")
          .send(build);
      }

      reply.header("content-security-policy", contentSecurityPolicy(parentOrigin));
      const stored = await contentFile(db, course.id, file);
      if (!stored) throw notFound("This file is not part of the course.");
      const storage = courseStorage(config.uploads, course.storage_prefix);
      const object = await storage.get?.(stored.storage_key);
      if (!object) throw notFound();
      reply.type(contentTypeOf(file));
      return sendStream(reply, object.body, stored.size_bytes);
    },
    // A course loads many files at once; they count against a limit of their own, not the API's.
    { config: { rateLimit: { max: 3000, timeWindow: "1 minute" } } },
  );
}

/** A stored file as it streams from the local folder or the bucket. */
function sendStream(reply: FastifyReply, body: Readable, size: number) {
  return reply.header("content-length", size).header("cache-control", "private, max-age=3600").send(body);
}

const tooLarge = () => {
  const message = `The package is larger than ${SCORM_PACKAGE_LIMITS.maxUploadBytes / 1048576} MB`;
  return new HttpError(413, message, [{ path: "file", message }]);
};
