import {
  evidenceFileSchema,
  updateWorkbenchItemSchema,
  workbenchEvidenceParamSchema,
  workbenchItemParamSchema,
  workbenchItemSchema,
  workbenchSchema,
} from "../bcorp-workbench";
import { fileBodySchema, okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";

/** Issue 25 item 4 (server/features/bcorp-workbench): members read, owners and admins edit. */
const base = "/api/organizations/:id/bcorp-workbench";
const tags = ["JEDI for organisations"];
const access = "organisationMember" as const;

export const bcorpWorkbenchEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: base,
    summary:
      "The organisation's B Corp evidence workbench: every requirement with owner, due date, status, notes, evidence and progress",
    tags,
    access,
    params: organizationIdParamSchema,
    responses: { 200: workbenchSchema },
  }),
  updateItem: defineEndpoint({
    method: "PATCH",
    path: `${base}/items/:itemId`,
    summary: "Change a requirement's owner, due date, status or notes (owners and admins)",
    tags,
    access,
    params: workbenchItemParamSchema,
    body: updateWorkbenchItemSchema,
    responses: { 200: workbenchItemSchema },
  }),
  uploadEvidence: defineEndpoint({
    method: "POST",
    path: `${base}/items/:itemId/evidence`,
    summary:
      "multipart/form-data: an evidence file (PDF, DOCX, XLSX or an image, at most 10 MB, checked from its content) in a 'file' field",
    tags,
    access,
    params: workbenchItemParamSchema,
    body: { stream: "multipart", contentTypes: ["multipart/form-data"] },
    responses: { 201: evidenceFileSchema },
  }),
  downloadEvidence: defineEndpoint({
    method: "GET",
    path: `${base}/evidence/:fileId`,
    summary: "An evidence file, as uploaded",
    tags,
    access,
    params: workbenchEvidenceParamSchema,
    responses: { 200: fileBodySchema },
    produces: "application/octet-stream",
  }),
  removeEvidence: defineEndpoint({
    method: "DELETE",
    path: `${base}/evidence/:fileId`,
    summary: "Remove an evidence file (owners and admins)",
    tags,
    access,
    params: workbenchEvidenceParamSchema,
    responses: { 200: okResponseSchema },
  }),
  exportPack: defineEndpoint({
    method: "GET",
    path: `${base}/export.zip`,
    summary: "The export pack for verification: a ZIP with an index PDF and the evidence in a folder per topic",
    tags,
    access,
    params: organizationIdParamSchema,
    responses: { 200: fileBodySchema },
    produces: "application/zip",
  }),
};
