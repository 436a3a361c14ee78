import { z } from "zod";
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
const readKey = { apiKey: "read" } as const;
const writeKey = { apiKey: "write" } as const;
/** An error answer, described for the reference. */
const error = (description: string) => errorResponseSchema.meta({ description });

/**
 * Every status an endpoint can answer is declared (decision 394; the OpenAPI test sends each): these
 * every endpoint may answer, 400 for a query it cannot read (a NUL in any query, a bad cursor, limit
 * or date), 401 without a valid key, 429 over the key's rate limit.
 */
const refusals = {
  400: error("The request is not valid: `message` says which value and why"),
  401: error("No API key, or one that is not valid (revoked, expired)"),
  429: error("Too many requests with this key: retry after the `Retry-After` seconds"),
} as const;
/** A read: 304 when If-None-Match names the answer's ETag. */
const reads = {
  304: z.null().meta({ description: "Not modified: the answer is the one whose ETag was sent in If-None-Match" }),
  ...refusals,
} as const;
/** An endpoint with an id in its path: a malformed %-escape (400), an id longer than 100 characters (414), none found (404). */
const byId = {
  404: error("No such record in the API key's organisation"),
  414: error("The id is longer than 100 characters"),
} as const;
/** A write: needs a write key (403). */
const writes = { 403: error("The API key is read-only: this request needs one with write scope") } as const;
/** A request that can carry a body (a DELETE too): too large (413), or of a type it does not read (415). */
const jsonBody = {
  413: error("The body is larger than 256 KB"),
  415: error("The body is of a type the API does not read: send `Content-Type: application/json`"),
} as const;

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
    access: readKey,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicMemberPageSchema, ...reads },
    examples: { response: { items: [member], nextCursor: null } },
  }),
  member: defineEndpoint({
    method: "GET",
    path: `${v1}/members/:id`,
    summary: "One member of the organisation (404 for anyone else)",
    tags: ["Members"],
    access: readKey,
    public: true,
    params: publicMemberIdParamSchema,
    responses: { 200: publicMemberSchema, ...reads, ...byId },
    examples: { response: member },
  }),
  departments: defineEndpoint({
    method: "GET",
    path: `${v1}/departments`,
    summary: "The organisation's departments with their member counts",
    tags: ["Members"],
    access: readKey,
    public: true,
    responses: { 200: publicDepartmentListSchema, ...reads },
    examples: { response: { items: [{ id: 12, name: "Operations", memberCount: 48 }] } },
  }),
  enrolments: defineEndpoint({
    method: "GET",
    path: `${v1}/enrolments`,
    summary: "Members' pathway enrolments",
    tags: ["Learning"],
    access: readKey,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicEnrolmentPageSchema, ...reads },
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
    access: readKey,
    public: true,
    query: pageQuerySchema,
    responses: { 200: publicAssignmentPageSchema, ...reads },
    examples: { response: { items: [assignment], nextCursor: null } },
  }),
  createAssignment: defineEndpoint({
    method: "POST",
    path: `${v1}/assignments`,
    summary: "Assign a pathway to a member (enrols them and tells them); needs a write key",
    tags: ["Assignments"],
    access: writeKey,
    public: true,
    body: createPublicAssignmentSchema,
    responses: {
      201: publicAssignmentSchema,
      ...refusals,
      ...writes,
      404: error("No such member or pathway in the API key's organisation"),
      ...jsonBody,
    },
    examples: { request: { personId: PERSON, pathwayId: 3, dueDate: "2026-12-31" }, response: assignment },
  }),
  deleteAssignment: defineEndpoint({
    method: "DELETE",
    path: `${v1}/assignments/:id`,
    summary: "Withdraw an assignment (the enrolment and progress stay); needs a write key",
    tags: ["Assignments"],
    access: writeKey,
    public: true,
    params: publicAssignmentIdParamSchema,
    responses: { 200: okResponseSchema, ...refusals, ...writes, ...byId, ...jsonBody },
    examples: { response: { ok: true } },
  }),
  progress: defineEndpoint({
    method: "GET",
    path: `${v1}/progress`,
    summary: "Progress per person and module, oldest change first; `updatedSince` for incremental sync",
    description:
      "Ordered by the time each row last changed. Keep the `updatedAt` of the last item you stored and pass it as `updatedSince` next time (rows changed at that instant come again), or keep following `nextCursor`.",
    tags: ["Learning"],
    access: readKey,
    public: true,
    query: updatedSinceQuerySchema,
    responses: { 200: publicProgressPageSchema, ...reads },
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
    access: readKey,
    public: true,
    query: completedSinceQuerySchema,
    responses: { 200: publicCompletionPageSchema, ...reads },
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
    access: readKey,
    public: true,
    query: submittedSinceQuerySchema,
    responses: { 200: publicKnowledgeCheckResultPageSchema, ...reads },
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
    access: readKey,
    public: true,
    query: issuedSinceQuerySchema,
    responses: { 200: publicCertificatePageSchema, ...reads },
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
    access: readKey,
    public: true,
    responses: { 200: publicModuleListSchema, ...reads },
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
