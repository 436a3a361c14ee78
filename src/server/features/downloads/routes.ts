import type { FastifyInstance } from "fastify";
import { downloadsEndpoints as endpoints } from "../../../contracts/api/downloads";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { createDownload } from "./service";

export async function downloadRoutes(app: FastifyInstance) {
  route(app, endpoints.resource, async (request, reply) => {
    const user = await requireUser(request);
    const { id, resourceId, format } = request.params;
    const file = await createDownload(
      app.services.db,
      user,
      { moduleId: id, resourceId, format },
      app.clock(),
      request.ip,
    );
    return (
      reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("content-length", file.body.length)
        // The file names the learner's module and is behind their plan: never cached by a proxy.
        .header("cache-control", "private, no-store")
        .send(file.body)
    );
  });
}
