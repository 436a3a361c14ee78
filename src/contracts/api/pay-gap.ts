import { errorResponseSchema, fileBodySchema, okResponseSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";
import {
  payGapAnalystBodySchema,
  payGapAnalystListSchema,
  payGapAnalystParamSchema,
  payGapAnalystSchema,
  payGapRecordBodySchema,
  payGapRecordListSchema,
  payGapRecordParamSchema,
  payGapReportSchema,
  payGapSectorBodySchema,
  payGapStatementSchema,
  payGapUploadQuerySchema,
  payGapUploadResultSchema,
  payGapWorkspaceSchema,
  payGapYearParamSchema,
} from "../pay-gap";

/**
 * Pay-gap data for the organisation (issue 25 item 1; server/features/pay-gap). Owners and members
 * with the HR analyst permission; anyone else in the organisation 403, anyone outside it 404.
 */
const base = "/api/organizations/:id/pay-gap";
const snapshot = `${base}/snapshots/:year`;
const tags = ["Pay gap"];
const access = "organisationMember" as const;

export const payGapEndpoints = {
  workspace: defineEndpoint({
    method: "GET",
    path: base,
    summary: "The organisation's pay-gap workspace: its sector and reporting years (no salaries)",
    tags,
    access,
    params: organizationIdParamSchema,
    responses: { 200: payGapWorkspaceSchema },
  }),
  setSector: defineEndpoint({
    method: "PUT",
    path: `${base}/sector`,
    summary: "Set whether the organisation reports as a private employer (5 April) or public body (31 March) (owner)",
    tags,
    access,
    params: organizationIdParamSchema,
    body: payGapSectorBodySchema,
    responses: { 200: payGapWorkspaceSchema },
  }),
  analysts: defineEndpoint({
    method: "GET",
    path: `${base}/analysts`,
    summary: "The organisation's members and which of them hold the HR analyst permission (owner)",
    tags,
    access,
    params: organizationIdParamSchema,
    responses: { 200: payGapAnalystListSchema },
  }),
  setAnalyst: defineEndpoint({
    method: "PUT",
    path: `${base}/analysts/:userId`,
    summary: "Grant or revoke a member's HR analyst permission (owner)",
    tags,
    access,
    params: payGapAnalystParamSchema,
    body: payGapAnalystBodySchema,
    responses: { 200: payGapAnalystSchema },
  }),
  upload: defineEndpoint({
    method: "POST",
    path: `${base}/snapshots`,
    summary: "Upload a reporting year's employee records as CSV, replacing that year's snapshot",
    description:
      "The CSV as the body (text/csv), or multipart/form-data with the CSV in a 'file' field and an optional 'year' field. Every row is checked first: one bad row refuses the whole file with each bad row's number.",
    tags,
    access,
    params: organizationIdParamSchema,
    query: payGapUploadQuerySchema,
    body: { stream: "raw", contentTypes: ["text/csv", "multipart/form-data"] },
    responses: { 201: payGapUploadResultSchema },
  }),
  records: defineEndpoint({
    method: "GET",
    path: `${snapshot}/records`,
    summary: "A reporting year's employee records, decrypted for the caller (recorded in the audit log)",
    tags,
    access,
    params: payGapYearParamSchema,
    responses: { 200: payGapRecordListSchema },
  }),
  addRecord: defineEndpoint({
    method: "POST",
    path: `${snapshot}/records`,
    summary: "Enter one employee record into a reporting year (the year's snapshot is started if needed)",
    tags,
    access,
    params: payGapYearParamSchema,
    body: payGapRecordBodySchema,
    responses: { 201: payGapRecordListSchema },
  }),
  removeRecord: defineEndpoint({
    method: "DELETE",
    path: `${snapshot}/records/:recordId`,
    summary: "Remove one employee record from a reporting year",
    tags,
    access,
    params: payGapRecordParamSchema,
    responses: { 200: okResponseSchema },
  }),
  removeSnapshot: defineEndpoint({
    method: "DELETE",
    path: snapshot,
    summary: "Delete a reporting year's snapshot and its records",
    tags,
    access,
    params: payGapYearParamSchema,
    responses: { 200: okResponseSchema },
  }),
  report: defineEndpoint({
    method: "GET",
    path: `${snapshot}/report`,
    summary: "The year's six statutory measures, quarters, group gaps and movement since the year before",
    tags,
    access,
    params: payGapYearParamSchema,
    responses: { 200: payGapReportSchema },
  }),
  reportPdf: defineEndpoint({
    method: "GET",
    path: `${snapshot}/report.pdf`,
    summary: "The statutory report as PDF: the six figures, the quarters and the written statement",
    tags,
    access,
    params: payGapYearParamSchema,
    responses: { 200: fileBodySchema, 409: errorResponseSchema },
    produces: "application/pdf",
  }),
  reportCsv: defineEndpoint({
    method: "GET",
    path: `${snapshot}/report.csv`,
    summary: "The statutory figures as CSV, under the field names of GOV.UK's gender pay gap service",
    tags,
    access,
    params: payGapYearParamSchema,
    responses: { 200: textDocumentSchema, 409: errorResponseSchema },
    produces: "text/csv",
  }),
  saveStatement: defineEndpoint({
    method: "PUT",
    path: `${snapshot}/statement`,
    summary: "Save the year's written statement: narrative, action plan, and the senior person who signs it",
    tags,
    access,
    params: payGapYearParamSchema,
    body: payGapStatementSchema,
    responses: { 200: payGapStatementSchema },
  }),
};
