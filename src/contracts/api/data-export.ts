import { fileBodySchema, idParamSchema } from "../common";
import {
  dataExportAcceptedSchema,
  dataExportDownloadQuerySchema,
  dataExportSchema,
  latestDataExportSchema,
} from "../data-export";
import { defineEndpoint } from "../endpoint";

/** "Download my data" on /profile (issue 28 item 1; server/features/data-export). */
const exportPath = "/api/account/data-export";
const tags = ["Account"];

/** The endpoints (contracts/endpoint.ts). */
export const dataExportEndpoints = {
  request: defineEndpoint({
    method: "POST",
    path: exportPath,
    summary: "Ask for an export of the caller's data, or get the one already being prepared",
    tags,
    access: "owner",
    responses: { 202: dataExportAcceptedSchema },
  }),
  latest: defineEndpoint({
    method: "GET",
    path: exportPath,
    summary: "The caller's latest data export, or null when they never asked",
    tags,
    access: "owner",
    responses: { 200: latestDataExportSchema },
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${exportPath}/:id`,
    summary: "A data export's status and progress, and its download address once ready",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: dataExportSchema },
  }),
  download: defineEndpoint({
    method: "GET",
    path: `${exportPath}/:id/download`,
    summary: "The export's ZIP file, once: signed in as its owner, or by the e-mailed link's token",
    tags,
    access: "public",
    params: idParamSchema,
    query: dataExportDownloadQuerySchema,
    responses: { 200: fileBodySchema },
    produces: "application/zip",
  }),
};
