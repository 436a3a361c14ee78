import { fileBodySchema, idParamSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { mediaFileParamsSchema, moduleMediaSchema } from "../media";

/** A module's narrated video or audio and its cover art (issue 15; server/features/media). */
const tags = ["Media"];

export const mediaEndpoints = {
  moduleMedia: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/media",
    summary: "What the player needs for a module: its file, captions, chapters, poster and transcript",
    tags,
    access: "signedIn",
    params: idParamSchema,
    responses: { 200: moduleMediaSchema },
  }),
  cover: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/cover.svg",
    summary: "The module's cover art, for Open Graph tags and links to the module",
    tags,
    access: "public",
    params: idParamSchema,
    responses: { 200: textDocumentSchema },
    produces: "image/svg+xml",
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/media/:file",
    summary: "A file of the module's media (video, audio, captions, chapters, poster), with HTTP Range requests",
    description: "Answers 206 with the part a Range header asks for, so players seek; its type is the file's own.",
    tags,
    access: "signedIn",
    params: mediaFileParamsSchema,
    responses: { 200: fileBodySchema, 206: fileBodySchema },
    produces: "application/octet-stream",
  }),
};
