import { errorResponseSchema, okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  completedSinceQuerySchema,
  createPublicAssignmentSchema,
  issuedSinceQuerySchema,
  PUBLIC_API_BASE_PATH,
  pageQuerySchema,
  publicAssignmentIdParamSchema,
  publicAssignmentPageSchema,
  publicAssignmentSchema,
  publicCertificatePageSchema,
  publicCompletionPageSchema,
  publicDepartmentListSchema,
  publicEnrolmentPageSchema,
  publicKnowledgeCheckResultPageSchema,
  publicMemberIdParamSchema,
  publicMemberPageSchema,
  publicMemberSchema,
  publicModuleListSchema,
  publicProgressPageSchema,
  submittedSinceQuerySchema,
  updatedSinceQuerySchema,
} from "../public-api";

/**
 * The public API v1 (issue 23 item 3; server/features/public-api): one organisation's data, read with
 * its API key. Every endpoint is in the reference at /api/docs with an example answer.
 */
const v1 = PUBLIC_API_BASE_PATH;
const read = { apiKey: "read" } as const;
const write = { apiKey: "write" } as const;
/** The refusals every endpoint may answer (401 no or bad key, 429 over the key's rate limit). */
const refusals = { 401: errorResponseSchema, 429: errorResponseSchema } as const;

const PERSON = "V1StGXR8Z5jdHi6BmyT3a9";
const AT = "2026-11-27T09:30:00.000Z";
const CURSOR = "WyIyMDI2LTExLTI3IDA5OjMwOjAwKzAwIiwxMjM0XQ";
const member = {
  id: PERSON,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  role: "member",
  department: "Operations",
  managerId: null,
  joinedAt: AT,
};
const assignment = {
  id: `${PERSON}:3`,
  personId: PERSON,
  pathwayId: 3,
  pathwaySlug: "strategic-thinking",
  dueDate: "2026-12-31",
  assignedAt: AT,
};

export const publicApiEndpoints = {
  members: defineEndpoint({
    method: "GET",
    path: `${v1}/members`,
    summary: "The organisation's members",
    tags: ["Members"],
    access: read,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicMemberPageSchema, ...refusals },
    examples: { response: { items: [member], nextCursor: null } },
  }),
  member: defineEndpoint({
    method: "GET",
    path: `${v1}/members/:id`,
    summary: "One member of the organisation (404 for anyone else)",
    tags: ["Members"],
    access: read,
    public: true,
    params: publicMemberIdParamSchema,
    responses: { 200: publicMemberSchema, 404: errorResponseSchema, ...refusals },
    examples: { response: member },
  }),
  departments: defineEndpoint({
    method: "GET",
    path: `${v1}/departments`,
    summary: "The organisation's departments with their member counts",
    tags: ["Members"],
    access: read,
    public: true,
    responses: { 200: publicDepartmentListSchema, ...refusals },
    examples: { response: { items: [{ id: 12, name: "Operations", memberCount: 48 }] } },
  }),
  enrolments: defineEndpoint({
    method: "GET",
    path: `${v1}/enrolments`,
    summary: "Members' pathway enrolments",
    tags: ["Learning"],
    access: read,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicEnrolmentPageSchema, ...refusals },
    examples: {
      response: {
        items: [{ personId: PERSON, pathwayId: 3, pathwaySlug: "strategic-thinking", enrolledAt: AT }],
        nextCursor: CURSOR,
      },
    },
  }),
  assignments: defineEndpoint({
    method: "GET",
    path: `${v1}/assignments`,
    summary: "The pathways the organisation assigned to its members, with due dates",
    tags: ["Assignments"],
    access: read,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicAssignmentPageSchema, ...refusals },
    examples: { response: { items: [assignment], nextCursor: null } },
  }),
  createAssignment: defineEndpoint({
    method: "POST",
    path: `${v1}/assignments`,
    summary: "Assign a pathway to a member (enrols them and tells them); needs a write key",
    tags: ["Assignments"],
    access: write,
    public: true,
    body: createPublicAssignmentSchema,
    responses: {
      201: publicAssignmentSchema,
      400: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      ...refusals,
    },
    examples: { request: { personId: PERSON, pathwayId: 3, dueDate: "2026-12-31" }, response: assignment },
  }),
  deleteAssignment: defineEndpoint({
    method: "DELETE",
    path: `${v1}/assignments/:id`,
    summary: "Withdraw an assignment (the enrolment and progress stay); needs a write key",
    tags: ["Assignments"],
    access: write,
    public: true,
    params: publicAssignmentIdParamSchema,
    responses: { 200: okResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, ...refusals },
    examples: { response: { ok: true } },
  }),
  progress: defineEndpoint({
    method: "GET",
    path: `${v1}/progress`,
    summary: "Progress per person and module, oldest change first; `updatedSince` for incremental sync",
    description:
      "Ordered by the time each row last changed. Keep the `updatedAt` of the last item you stored and pass it as `updatedSince` next time (rows changed at that instant come again), or keep following `nextCursor`.",
    tags: ["Learning"],
    access: read,
    public: true,
    query: updatedSinceQuerySchema,
    responses: { 200: publicProgressPageSchema, ...refusals },
    examples: {
      response: {
        items: [
          {
            personId: PERSON,
            moduleId: 7,
            progressPercentage: 100,
            completed: true,
            timeSpent: 1260,
            startedAt: "2026-11-20T14:02:11.000Z",
            completedAt: AT,
            updatedAt: AT,
          },
        ],
        nextCursor: CURSOR,
      },
    },
  }),
  completions: defineEndpoint({
    method: "GET",
    path: `${v1}/completions`,
    summary: "Modules completed by members, oldest first",
    tags: ["Learning"],
    access: read,
    public: true,
    query: completedSinceQuerySchema,
    responses: { 200: publicCompletionPageSchema, ...refusals },
    examples: {
      response: {
        items: [{ personId: PERSON, moduleId: 7, moduleSlug: "purpose-driven-leadership", completedAt: AT }],
        nextCursor: null,
      },
    },
  }),
  knowledgeCheckResults: defineEndpoint({
    method: "GET",
    path: `${v1}/knowledge-check-results`,
    summary: "Members' submitted knowledge checks with score and pass or fail, oldest first",
    tags: ["Learning"],
    access: read,
    public: true,
    query: submittedSinceQuerySchema,
    responses: { 200: publicKnowledgeCheckResultPageSchema, ...refusals },
    examples: {
      response: {
        items: [
          { id: 501, personId: PERSON, moduleId: 7, scorePercent: 80, passMark: 80, passed: true, submittedAt: AT },
        ],
        nextCursor: null,
      },
    },
  }),
  certificates: defineEndpoint({
    method: "GET",
    path: `${v1}/certificates`,
    summary: "Certificates issued to members, with the address that verifies each",
    tags: ["Certificates"],
    access: read,
    public: true,
    query: issuedSinceQuerySchema,
    responses: { 200: publicCertificatePageSchema, ...refusals },
    examples: {
      response: {
        items: [
          {
            id: 88,
            personId: PERSON,
            certificateSlug: "purpose-foundations",
            title: "Purpose Foundations",
            issuedAt: AT,
            expiresAt: null,
            revokedAt: null,
            verificationUrl: "https://pivot.example.com/verify/Jq2yY2p0b1h0cGx1c2Fu",
          },
        ],
        nextCursor: null,
      },
    },
  }),
  modules: defineEndpoint({
    method: "GET",
    path: `${v1}/modules`,
    summary: "The catalogue: every active module",
    tags: ["Catalogue"],
    access: read,
    public: true,
    responses: { 200: publicModuleListSchema, ...refusals },
    examples: {
      response: {
        items: [
          {
            id: 7,
            slug: "purpose-driven-leadership",
            title: "Purpose-Driven Leadership",
            category: "Leadership",
            pillar: "Purpose",
            type: "video",
            durationMinutes: 25,
            difficulty: "beginner",
          },
        ],
      },
    },
  }),
};
