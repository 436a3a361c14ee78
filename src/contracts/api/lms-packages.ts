import { z } from "zod";
import { fileBodySchema, idParamSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  lmsExportQuerySchema,
  lmsLaunchAnswerSchema,
  lmsLaunchSchema,
  lmsPackageListQuerySchema,
  lmsPackageListSchema,
  lmsPackageOriginsSchema,
  lmsPackageParamSchema,
  lmsPackageSchema,
  lmsPendingDecisionSchema,
  lmsPendingLearnerListSchema,
  lmsPendingLearnerParamSchema,
} from "../lms-packages";
import { organizationIdParamSchema } from "../organizations";

/**
 * SCORM 1.2 and cmi5 packages for the organisation's LMS (issue 24 item 1; server/features/lms-packages):
 * owners and admins of the active organisation download them and revoke them; the launch page inside
 * a package calls the launch endpoint from the LMS's origin, authenticated by the package's key.
 */
const tags = ["LMS packages"];
const launchPath = "/api/lms/launches";
/** Both package downloads: a ZIP for an organisation's owners and admins (the handler checks the role and plan). */
const packageDownload = { tags, access: "organisationMember", produces: "application/zip" } as const;

export const lmsPackageEndpoints = {
  exportModule: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/export",
    summary: "A SCORM 1.2 or cmi5 package (ZIP) that opens the module from PIVOT inside the organisation's LMS",
    ...packageDownload,
    params: idParamSchema,
    query: lmsExportQuerySchema,
    responses: { 200: fileBodySchema },
  }),
  exportPathway: defineEndpoint({
    method: "GET",
    path: "/api/pathways/:id/export",
    summary: "A SCORM 1.2 or cmi5 package (ZIP) of a pathway: one SCO or AU per module, in the pathway's order",
    ...packageDownload,
    params: idParamSchema,
    query: lmsExportQuerySchema,
    responses: { 200: fileBodySchema },
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/lms-packages",
    summary: "The LMS packages the organisation issued, newest first, with their launches and learners",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    query: lmsPackageListQuerySchema,
    responses: { 200: lmsPackageListSchema },
  }),
  revoke: defineEndpoint({
    method: "POST",
    path: "/api/organizations/:id/lms-packages/:packageId/revoke",
    summary: "Withdraw an LMS package: its next launches are refused",
    tags,
    access: "organisationMember",
    params: lmsPackageParamSchema,
    responses: { 200: lmsPackageSchema },
  }),
  setOrigins: defineEndpoint({
    method: "PUT",
    path: "/api/organizations/:id/lms-packages/:packageId/origins",
    summary: "The LMS web addresses a package may be launched from; a launch from any other adds nobody",
    tags,
    access: "organisationMember",
    params: lmsPackageParamSchema,
    body: lmsPackageOriginsSchema,
    responses: { 200: lmsPackageSchema },
  }),
  pendingLearners: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/lms-pending-learners",
    summary: "Learners an LMS sent through a package beyond the hour's threshold, waiting for approval, oldest first",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    query: lmsPackageListQuerySchema,
    responses: { 200: lmsPendingLearnerListSchema },
  }),
  approvePendingLearner: defineEndpoint({
    method: "POST",
    path: "/api/organizations/:id/lms-pending-learners/:learnerId/approve",
    summary: "Approve a held LMS learner: they become a member (a seat) and their next launch opens the module",
    tags,
    access: "organisationMember",
    params: lmsPendingLearnerParamSchema,
    responses: { 200: lmsPendingDecisionSchema },
  }),
  rejectPendingLearner: defineEndpoint({
    method: "POST",
    path: "/api/organizations/:id/lms-pending-learners/:learnerId/reject",
    summary: "Reject a held LMS learner: nobody is added and their next launches are refused",
    tags,
    access: "organisationMember",
    params: lmsPendingLearnerParamSchema,
    responses: { 200: lmsPendingDecisionSchema },
  }),
  launch: defineEndpoint({
    method: "POST",
    path: launchPath,
    summary:
      "A package's launch page asks to open its module for the LMS's learner; the answer is the player's address",
    description:
      "Called across origins (CORS, no credentials) by the launch page inside a SCORM 1.2 or cmi5 package, authenticated by the package key it holds.",
    tags,
    access: "public",
    body: lmsLaunchSchema,
    responses: { 200: lmsLaunchAnswerSchema },
  }),
  launchPreflight: defineEndpoint({
    method: "OPTIONS",
    path: launchPath,
    summary: "The CORS preflight of a launch: any origin may post JSON, without credentials",
    tags,
    access: "public",
    responses: { 204: z.null() },
  }),
};
