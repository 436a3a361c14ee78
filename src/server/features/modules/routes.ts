import fastifyEtag from "@fastify/etag";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema } from "../../../contracts/common";
import {
  bookmarkResponseSchema,
  guideProgressSchema,
  guideProgressUpdateSchema,
  moduleContentSchema,
  moduleDetailSchema,
} from "../../../contracts/learning";
import { moduleListQuerySchema, moduleListSchema } from "../../../contracts/modules";
import { getCurrentUser, requireUser } from "../../auth/session";
import { negotiateEncoding } from "../../plugins/content-encoding";
import { catalogueResponse, encodedBody } from "./catalogue-responses";
import { getGuideProgress, getModuleContent, getModuleDetail, saveGuideProgress, setBookmark } from "./detail-service";
import { listBookmarkedModules } from "./service";

export async function moduleRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  // The catalogue alone gets @fastify/etag: its ETag is computed once per catalogue version and set
  // here, the plugin answers 304 to a client that has it.
  await app.register(async (catalogue) => {
    await catalogue.register(fastifyEtag);
    catalogue.withTypeProvider<ZodTypeProvider>().get(
      "/api/modules",
      {
        schema: { querystring: moduleListQuerySchema, response: { 200: moduleListSchema } },
        config: { access: "public" },
        // Compressed once per catalogue version (catalogue-responses.ts), not per answer.
        compress: false,
      },
      async (request, typedReply) => {
        // The same answer for every caller: pre-serialised bytes (already in the schema's shape, so the
        // serialiser is bypassed), revalidated with its ETag (DESIGN §7).
        const reply = typedReply as FastifyReply;
        const response = await catalogueResponse(db, request.query);
        reply
          .header("etag", response.etag)
          .header("cache-control", "public, no-cache")
          .header("vary", "accept-encoding");
        const encoding = negotiateEncoding(request.headers["accept-encoding"]);
        if (encoding !== "identity") reply.header("content-encoding", encoding);
        return reply.type("application/json; charset=utf-8").send(encodedBody(response, encoding));
      },
    );
  });

  typed.get(
    "/api/modules/:id",
    { schema: { params: idParamSchema, response: { 200: moduleDetailSchema } }, config: { access: "public" } },
    async (request) => getModuleDetail(db, request.params.id, await getCurrentUser(request)),
  );

  typed.get(
    "/api/modules/:id/content",
    { schema: { params: idParamSchema, response: { 200: moduleContentSchema } }, config: { access: "signedIn" } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getModuleContent(db, request.params.id, await getCurrentUser(request), {
        now: app.clock(),
        ip: request.ip,
      });
    },
  );

  typed.post(
    "/api/modules/:id/bookmark",
    { schema: { params: idParamSchema, response: { 200: bookmarkResponseSchema } }, config: { access: "owner" } },
    async (request) => setBookmark(db, (await requireUser(request)).id, request.params.id, true),
  );

  typed.delete(
    "/api/modules/:id/bookmark",
    { schema: { params: idParamSchema, response: { 200: bookmarkResponseSchema } }, config: { access: "owner" } },
    async (request) => setBookmark(db, (await requireUser(request)).id, request.params.id, false),
  );

  typed.get(
    "/api/bookmarks",
    { schema: { response: { 200: moduleListSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return listBookmarkedModules(db, user.id);
    },
  );

  typed.get(
    "/api/modules/:id/guides",
    { schema: { params: idParamSchema, response: { 200: guideProgressSchema } }, config: { access: "owner" } },
    async (request) => getGuideProgress(db, (await requireUser(request)).id, request.params.id),
  );

  typed.put(
    "/api/modules/:id/guides/:guideId",
    {
      schema: {
        params: idParamSchema.extend({ guideId: z.string().min(1).max(100) }),
        body: guideProgressUpdateSchema,
        response: { 200: guideProgressSchema },
      },
      config: { access: "owner" },
    },
    async (request) => {
      const user = await requireUser(request);
      return saveGuideProgress(db, user.id, request.params.id, request.params.guideId, request.body.completedSteps);
    },
  );
}
