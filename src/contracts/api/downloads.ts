import { fileBodySchema } from "../common";
import { downloadParamsSchema } from "../downloads";
import { defineEndpoint } from "../endpoint";

/** A module's resources as generated files (server/features/downloads). */
export const downloadsEndpoints = {
  resource: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/downloads/:resourceId/:format",
    summary: "One of a module's resources as a PDF, Word, Excel or PowerPoint file",
    tags: ["Downloads"],
    access: "signedIn",
    params: downloadParamsSchema,
    responses: { 200: fileBodySchema },
    produces: "application/octet-stream",
  }),
};
