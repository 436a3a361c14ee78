import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileBodySchema, idParamSchema } from "../../../contracts/common";
import { DOWNLOAD_FORMATS } from "../../../domain/downloads";
import { requireUser } from "../../auth/session";
import { createDownload } from "./service";

export const downloadParamsSchema = idParamSchema.extend({
  // An id shaped like the catalogue's; one that is not in it is a 404 (service).
  resourceId: z
    .string()
    .max(100, "resourceId must be at most 100 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "resourceId must be lower-case words joined by hyphens"),
  format: z.enum(DOWNLOAD_FORMATS, { error: `format must be one of ${DOWNLOAD_FORMATS.join(", ")}` }),
});

export async function downloadRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/modules/:id/downloads/:resourceId/:format",
    { schema: { params: downloadParamsSchema, response: { 200: fileBodySchema } }, config: { access: "signedIn" } },
    async (request, reply) => {
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
    },
  );
}
