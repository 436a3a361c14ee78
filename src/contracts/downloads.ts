import { z } from "zod";
import { DOWNLOAD_FORMATS } from "../domain/downloads";
import { idParamSchema } from "./common";

/** GET /api/modules/{id}/downloads/{resourceId}/{format}: a module resource as a generated file. */
export const downloadParamsSchema = idParamSchema.extend({
  // An id shaped like the catalogue's; one that is not in it is a 404 (service).
  resourceId: z
    .string()
    .max(100, "resourceId must be at most 100 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "resourceId must be lower-case words joined by hyphens"),
  format: z.enum(DOWNLOAD_FORMATS, { error: `format must be one of ${DOWNLOAD_FORMATS.join(", ")}` }),
});
