import { z } from "zod";
import { textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";

/** The public API's reference (issue 23 item 2; server/features/api-reference). */
const tags = ["Reference"];

/** The files of the interactive reference page, served from the swagger-ui-dist package. */
export const API_REFERENCE_ASSETS = ["swagger-ui.css", "swagger-ui-bundle.js", "reference.js"] as const;

export const apiReferenceEndpoints = {
  openApi: defineEndpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "The public API's OpenAPI 3.1 document, generated from the endpoint contracts",
    tags,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "application/json",
  }),
  page: defineEndpoint({
    method: "GET",
    path: "/api/docs",
    summary: "The interactive reference of the public API",
    tags,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "text/html",
  }),
  asset: defineEndpoint({
    method: "GET",
    path: "/api/docs/:file",
    summary: "A script or stylesheet of the reference page",
    tags,
    access: "public",
    params: z.object({ file: z.string().max(100, "No such file") }),
    responses: { 200: textDocumentSchema },
    produces: "text/javascript",
  }),
};
