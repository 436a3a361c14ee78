import { idParamSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  currentPilotCohortSchema,
  pilotApplicationCreatedSchema,
  pilotApplicationListSchema,
  pilotApplicationSchema,
  pilotCohortInputSchema,
  pilotCohortListSchema,
  pilotCohortPatchSchema,
  pilotCohortSchema,
  pilotWaitingListPageSchema,
  pilotWaitingListQuerySchema,
  pilotWaitingListSchema,
} from "../pilot";

/** The pilot programme: its application form, cohorts and waiting list (server/features/pilot). */
const tags = ["Pilot"];
const admin = { role: ["admin"] } as const;

/** The endpoints (contracts/endpoint.ts). */
export const pilotEndpoints = {
  apply: defineEndpoint({
    method: "POST",
    path: "/api/pilot-application",
    summary: "Apply for the pilot programme",
    tags,
    access: "public",
    body: pilotApplicationSchema,
    responses: { 201: pilotApplicationCreatedSchema },
  }),
  currentCohort: defineEndpoint({
    method: "GET",
    path: "/api/pilot/cohort",
    summary: "The pilot cohort the pilot page shows: its dates, places and price",
    tags,
    access: "public",
    responses: { 200: currentPilotCohortSchema },
  }),
  joinWaitingList: defineEndpoint({
    method: "POST",
    path: "/api/pilot/waiting-list",
    summary: "Join the waiting list for the next pilot cohort",
    tags,
    access: "public",
    body: pilotWaitingListSchema,
    responses: { 201: pilotApplicationCreatedSchema },
  }),
  cohorts: defineEndpoint({
    method: "GET",
    path: "/api/admin/pilot/cohorts",
    summary: "Every pilot cohort, for the administrators",
    tags,
    access: admin,
    responses: { 200: pilotCohortListSchema },
  }),
  createCohort: defineEndpoint({
    method: "POST",
    path: "/api/admin/pilot/cohorts",
    summary: "Create a pilot cohort",
    tags,
    access: admin,
    body: pilotCohortInputSchema,
    responses: { 201: pilotCohortSchema },
  }),
  updateCohort: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/pilot/cohorts/:id",
    summary: "Change a pilot cohort's dates, places or price",
    tags,
    access: admin,
    params: idParamSchema,
    body: pilotCohortPatchSchema,
    responses: { 200: pilotCohortSchema },
  }),
  waitingList: defineEndpoint({
    method: "GET",
    path: "/api/admin/pilot/waiting-list",
    summary: "A page of the pilot waiting list, newest first",
    tags,
    access: admin,
    query: pilotWaitingListQuerySchema,
    responses: { 200: pilotWaitingListPageSchema },
  }),
  applications: defineEndpoint({
    method: "GET",
    path: "/api/pilot-applications",
    summary: "Every pilot application, for the administrators",
    tags,
    access: admin,
    responses: { 200: pilotApplicationListSchema },
  }),
  applicationsCsv: defineEndpoint({
    method: "GET",
    path: "/api/pilot-applications.csv",
    summary: "Every pilot application as a CSV file",
    tags,
    access: admin,
    responses: { 200: textDocumentSchema },
    produces: "text/csv",
  }),
};
