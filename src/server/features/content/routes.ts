import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { contentEndpoints as endpoints } from "../../../contracts/api/content";
import { podcastFieldsSchema } from "../../../contracts/content-admin";
import { ukToday } from "../../../domain/due-dates";
import { requireUser } from "../../auth/session";
import { badRequest, HttpError } from "../../errors";
import { route } from "../../platform/http/route";
import { createUploadStorage } from "../../platform/storage/upload-storage";
import { engineFor } from "./engine";
import { uploadPodcast } from "./podcast-service";
import {
  contentAnalytics,
  currentRun,
  generateBulk,
  generateForModule,
  listAdminModules,
  listDrafts,
  listModulesWithoutContent,
  publishDraft,
  requestContentReady,
  updateDraft,
} from "./service";

/** The AI Content Generator's API (spec 3 §7) and podcast uploads: administrators only (issue 14). */
export async function contentRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const engine = engineFor(config);
  const storage = createUploadStorage(config.uploads);
  // Only this plugin's routes take multipart bodies; one file, a few text fields.
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxBytes, files: 1, fields: 4, fieldSize: 200_000, parts: 6 },
  });

  route(app, endpoints.modulesWithoutContent, async () => listModulesWithoutContent(db));

  route(app, endpoints.modules, async () => listAdminModules(db, ukToday(app.clock())));

  route(app, endpoints.generate, async (request) => {
    const user = await requireUser(request);
    return generateForModule(db, engine, request.params.moduleId, user.id);
  });

  route(app, endpoints.generateBulk, async (request) => {
    const user = await requireUser(request);
    return generateBulk(db, engine, request.body.moduleIds, user.id);
  });

  route(app, endpoints.currentRun, async () => ({ run: await currentRun(db) }));

  route(app, endpoints.drafts, async () => listDrafts(db));

  route(app, endpoints.updateDraft, async (request) => updateDraft(db, request.params.id, request.body.markdown));

  route(app, endpoints.publishDraft, async (request) => publishDraft(db, request.params.id));

  // "Notify When Ready" (spec 3 §2), stored so publishing can notify (the notifications feature's table).
  route(app, endpoints.notifyWhenReady, async (request) =>
    requestContentReady(db, (await requireUser(request)).id, request.params.moduleId),
  );

  route(app, endpoints.analytics, async () => contentAnalytics(db));

  route(app, endpoints.uploadPodcast, async (request, reply) => {
    const user = await requireUser(request);
    if (!request.isMultipart()) {
      throw new HttpError(415, "Send the podcast as multipart/form-data with the audio in a 'file' field");
    }
    let body: Buffer | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          const buffer = await part.toBuffer();
          if (part.fieldname === "file") body = buffer;
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413)
        throw new HttpError(413, `The file is larger than ${Math.round(config.uploads.maxBytes / 1048576)} MB`);
      if (status && status >= 400 && status < 500) throw error;
      throw badRequest("The upload is not a valid multipart form");
    }
    if (!body || body.length === 0) {
      throw badRequest("file: choose an MP3 or M4A file", [{ path: "file", message: "Choose an MP3 or M4A file" }]);
    }
    const parsed = podcastFieldsSchema.safeParse({
      durationSeconds: fields.durationSeconds?.trim() ? fields.durationSeconds : undefined,
      transcript: fields.transcript?.trim() ? fields.transcript : undefined,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues);
    }
    const result = await uploadPodcast(db, storage, request.params.id, { body, ...parsed.data }, user.id);
    return reply.status(201).send(result);
  });
}
