import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import {
  assignedWorkSchema,
  certificateIssuingSchema,
  earnedCertificatesSchema,
  setupChecklistDismissalSchema,
  setupChecklistSchema,
} from "../guided-start";
import { organizationIdParamSchema } from "../organizations";

/** Issue 45 item 3, a guided start (server/features/guided-start). */
const organizationPath = "/api/organizations/:id";

/** The endpoints (contracts/endpoint.ts). */
export const guidedStartEndpoints = {
  setupChecklist: defineEndpoint({
    method: "GET",
    path: `${organizationPath}/setup-checklist`,
    summary: "The organisation's set-up checklist: each step done or not from its data (owners and admins)",
    tags: ["Organisations"],
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: setupChecklistSchema },
  }),
  dismissSetupChecklist: defineEndpoint({
    method: "PUT",
    path: `${organizationPath}/setup-checklist/dismissal`,
    summary: "Put the organisation's set-up checklist away, or bring it back (owners and admins)",
    tags: ["Organisations"],
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: setupChecklistDismissalSchema,
    responses: { 200: setupChecklistSchema },
  }),
  certificateIssuing: defineEndpoint({
    method: "GET",
    path: `${organizationPath}/certificate-issuing`,
    summary: "Whether the organisation's members claim a certificate they earned or get it automatically",
    tags: ["Organisations"],
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: certificateIssuingSchema },
  }),
  updateCertificateIssuing: defineEndpoint({
    method: "PUT",
    path: `${organizationPath}/certificate-issuing`,
    summary: "Choose whether members claim a certificate they earned or get it automatically (owners and admins)",
    tags: ["Organisations"],
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: certificateIssuingSchema,
    responses: { 200: certificateIssuingSchema },
  }),
  assignedWork: defineEndpoint({
    method: "GET",
    path: "/api/dashboard/assignments",
    summary: "The pathways assigned to the caller, with due dates and how far they are",
    tags: ["Dashboard"],
    access: "owner",
    responses: { 200: z.array(assignedWorkSchema) },
  }),
  earnedCertificates: defineEndpoint({
    method: "POST",
    path: "/api/certificates/earned",
    summary:
      "The certificates whose requirements the caller now meets and does not hold: issued now where their organisation issues automatically, else ready to claim",
    tags: ["Credentials"],
    access: "owner",
    responses: { 200: earnedCertificatesSchema },
  }),
};
