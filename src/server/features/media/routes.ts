import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema } from "../../../contracts/common";
import { getCurrentUser } from "../../auth/session";
import { findModuleMedia } from "./service";

const mediaParamsSchema = idParamSchema.extend({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,4}$/, "file must be a media file name"),
});

export async function mediaRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Module audio and video with HTTP Range support (players seek), behind the premium lock.
  typed.get(
    "/api/modules/:id/media/:file",
    { schema: { params: mediaParamsSchema }, config: { access: "signedIn" } },
    async (request, reply) => {
      const { file, contentType } = await findModuleMedia(
        app.services.db,
        request.params.id,
        request.params.file,
        await getCurrentUser(request),
      );
      reply.header("content-type", contentType);
      return reply.sendFile(file, { acceptRanges: true, cacheControl: false });
    },
  );
}
