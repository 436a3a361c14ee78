import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, idParamSchema } from "../../../contracts/common";
import {
  adminModuleSchema,
  bulkGenerateRequestSchema,
  bulkGenerateResponseSchema,
  contentAnalyticsSchema,
  contentDraftSchema,
  currentRunResponseSchema,
  draftUpdateSchema,
  generateResponseSchema,
  moduleWithoutContentSchema,
  notifyRequestResponseSchema,
  podcastFieldsSchema,
  podcastUploadResponseSchema,
  publishResponseSchema,
} from "../../../contracts/content-admin";
import { requireUser } from "../../auth/session";
import { badRequest, HttpError } from "../../errors";
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

const ADMIN = { access: { role: ["admin"] } } as const;
const moduleIdParamsSchema = z.object({ moduleId: idParam("moduleId") });

/** The AI Content Generator's API (spec 3 §7) and podcast uploads: administrators only (issue 14). */
export async function contentRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.services;
  const engine = engineFor(config);
  const storage = createUploadStorage(config.uploads);
  // Only this plugin's routes take multipart bodies; one file, a few text fields.
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxBytes, files: 1, fields: 4, fieldSize: 200_000, parts: 6 },
  });

  typed.get(
    "/api/content/modules-without-content",
    { schema: { response: { 200: z.array(moduleWithoutContentSchema) } }, config: ADMIN },
    async () => listModulesWithoutContent(db),
  );

  typed.get(
    "/api/content/modules",
    { schema: { response: { 200: z.array(adminModuleSchema) } }, config: ADMIN },
    async () => listAdminModules(db),
  );

  typed.post(
    "/api/content/generate/:moduleId",
    { schema: { params: moduleIdParamsSchema, response: { 200: generateResponseSchema } }, config: ADMIN },
    async (request) => {
      const user = await requireUser(request);
      return generateForModule(db, engine, request.params.moduleId, user.id);
    },
  );

  typed.post(
    "/api/content/generate-bulk",
    {
      schema: { body: bulkGenerateRequestSchema, response: { 200: bulkGenerateResponseSchema } },
      config: ADMIN,
    },
    async (request) => {
      const user = await requireUser(request);
      return generateBulk(db, engine, request.body.moduleIds, user.id);
    },
  );

  typed.get(
    "/api/content/generation-runs/current",
    { schema: { response: { 200: currentRunResponseSchema } }, config: ADMIN },
    async () => ({ run: await currentRun(db) }),
  );

  typed.get(
    "/api/content/drafts",
    { schema: { response: { 200: z.array(contentDraftSchema) } }, config: ADMIN },
    async () => listDrafts(db),
  );

  typed.put(
    "/api/content/drafts/:id",
    {
      schema: { params: idParamSchema, body: draftUpdateSchema, response: { 200: contentDraftSchema } },
      config: ADMIN,
    },
    async (request) => updateDraft(db, request.params.id, request.body.markdown),
  );

  typed.post(
    "/api/content/drafts/:id/publish",
    { schema: { params: idParamSchema, response: { 200: publishResponseSchema } }, config: ADMIN },
    async (request) => publishDraft(db, request.params.id),
  );

  // "Notify When Ready" (spec 3 §2), stored so publishing can notify (the notifications feature's table).
  typed.post(
    "/api/content/notify-when-ready/:moduleId",
    {
      schema: { params: moduleIdParamsSchema, response: { 200: notifyRequestResponseSchema } },
      config: { access: "owner" },
    },
    async (request) => requestContentReady(db, (await requireUser(request)).id, request.params.moduleId),
  );

  typed.get(
    "/api/content/analytics",
    { schema: { response: { 200: contentAnalyticsSchema } }, config: ADMIN },
    async () => contentAnalytics(db),
  );

  typed.post(
    "/api/content/modules/:id/podcast",
    { schema: { params: idParamSchema, response: { 201: podcastUploadResponseSchema } }, config: ADMIN },
    async (request, reply) => {
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
    },
  );
}
