import fastifyEtag from "@fastify/etag";
import type { FastifyInstance, FastifyReply } from "fastify";
import { modulesEndpoints as endpoints } from "../../../contracts/api/modules";
import { getCurrentUser, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { getModuleContent, getModuleDetail } from "../../platform/learning/module-content";
import { negotiateEncoding } from "../../plugins/content-encoding";
import { catalogueResponse, encodedBody } from "./catalogue-responses";
import { getGuideProgress, saveGuideProgress, setBookmark } from "./detail-service";
import { recordScenarioChoice } from "./scenario-service";
import { listBookmarkedModules } from "./service";

export async function moduleRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // The catalogue alone gets @fastify/etag: its ETag is computed once per catalogue version and set
  // here, the plugin answers 304 to a client that has it.
  await app.register(async (catalogue) => {
    await catalogue.register(fastifyEtag);
    route(
      catalogue,
      endpoints.list,
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
      // Compressed once per catalogue version (catalogue-responses.ts), not per answer.
      { compress: false },
    );
  });

  route(app, endpoints.detail, async (request) =>
    getModuleDetail(db, request.params.id, await getCurrentUser(request), app.clock()),
  );

  route(app, endpoints.content, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getModuleContent(db, request.params.id, await getCurrentUser(request), {
      now: app.clock(),
      ip: request.ip,
    });
  });

  route(app, endpoints.scenarioChoice, async (request, reply) => {
    const user = await requireUser(request);
    const result = await recordScenarioChoice(
      db,
      user,
      request.params.id,
      request.params.scenarioId,
      request.body,
      app.clock(),
    );
    return reply.status(201).send(result);
  });

  route(app, endpoints.bookmark, async (request) =>
    setBookmark(db, (await requireUser(request)).id, request.params.id, true),
  );

  route(app, endpoints.removeBookmark, async (request) =>
    setBookmark(db, (await requireUser(request)).id, request.params.id, false),
  );

  route(app, endpoints.bookmarks, async (request) => {
    const user = await requireUser(request);
    return listBookmarkedModules(db, user.id);
  });

  route(app, endpoints.guides, async (request) =>
    getGuideProgress(db, (await requireUser(request)).id, request.params.id),
  );

  route(app, endpoints.saveGuide, async (request) => {
    const user = await requireUser(request);
    return saveGuideProgress(db, user.id, request.params.id, request.params.guideId, request.body.completedSteps);
  });
}
