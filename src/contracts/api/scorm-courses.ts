import { fileBodySchema, okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";
import {
  assignScormCourseSchema,
  myScormCourseListSchema,
  myScormCourseParamSchema,
  replacedScormCourseSchema,
  savedScormAttemptSchema,
  saveScormAttemptSchema,
  scormAssignmentResultSchema,
  scormContentParamSchema,
  scormCourseListQuerySchema,
  scormCourseListSchema,
  scormCourseParamSchema,
  scormCourseReportSchema,
  scormCourseSchema,
  scormPlayerSchema,
  updateScormCourseSchema,
} from "../scorm-courses";

/**
 * Issue 24 item 3 (server/features/scorm-courses, decision 335): SCORM packages an organisation imports.
 * Owners and admins upload, archive, delete and assign them (Enterprise Plus); members play them.
 */
const base = "/api/organizations/:id/scorm-courses";
const tags = ["SCORM courses"];

export const scormCourseEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary: "The organisation's imported SCORM courses with their size, version and learners (owners and admins)",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    query: scormCourseListQuerySchema,
    responses: { 200: scormCourseListSchema },
  }),
  upload: defineEndpoint({
    method: "POST",
    path: base,
    summary:
      "multipart/form-data: a SCORM 1.2 or 2004 package (a zip with imsmanifest.xml at its root, at most 200 MB) in a 'file' field",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: { stream: "multipart", contentTypes: ["multipart/form-data"] },
    responses: { 201: scormCourseSchema },
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${base}/:courseId`,
    summary: "Archive a course (members no longer see it; attempts are kept) or bring it back",
    tags,
    access: "organisationMember",
    params: scormCourseParamSchema,
    body: updateScormCourseSchema,
    responses: { 200: scormCourseSchema },
  }),
  replace: defineEndpoint({
    method: "POST",
    path: `${base}/:courseId/package`,
    summary:
      "multipart/form-data: a new version of the course's package in a 'file' field; attempts are kept when it has the same SCORM version and launch file",
    tags,
    access: "organisationMember",
    params: scormCourseParamSchema,
    body: { stream: "multipart", contentTypes: ["multipart/form-data"] },
    responses: { 200: replacedScormCourseSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: `${base}/:courseId`,
    summary: "Delete a course, its files, its attempts and its assignments",
    tags,
    access: "organisationMember",
    params: scormCourseParamSchema,
    responses: { 200: okResponseSchema },
  }),
  assign: defineEndpoint({
    method: "POST",
    path: `${base}/:courseId/assignments`,
    summary: "Assign a course to members or departments, with an optional due date",
    tags,
    access: "organisationMember",
    params: scormCourseParamSchema,
    body: assignScormCourseSchema,
    responses: { 200: scormAssignmentResultSchema },
  }),
  report: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/scorm-course-report",
    summary:
      "The employer view's Organisation courses: learners started, completed and passed and the average score per course, and each member's status (owners, admins and managers)",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: scormCourseReportSchema },
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/scorm-courses",
    summary: "The imported courses of the caller's active organisation, with their attempt and due date",
    tags,
    access: "signedIn",
    responses: { 200: myScormCourseListSchema },
  }),
  player: defineEndpoint({
    method: "GET",
    path: "/api/scorm-courses/:courseId",
    summary:
      "A course to play: its attempt, its lessons and the runtime frame's address on the courses' own origin, carrying a signed content token",
    tags,
    access: "signedIn",
    params: myScormCourseParamSchema,
    responses: { 200: scormPlayerSchema },
  }),
  saveAttempt: defineEndpoint({
    method: "PUT",
    path: "/api/scorm-courses/:courseId/attempt",
    summary:
      "Save the CMI a lesson (SCO) of the course committed; the course's status, score and time are rolled up from its lessons",
    tags,
    access: "signedIn",
    params: myScormCourseParamSchema,
    body: saveScormAttemptSchema,
    responses: { 200: savedScormAttemptSchema },
  }),
  content: defineEndpoint({
    method: "GET",
    path: "/api/scorm-content/*",
    summary:
      "A file of a course at /api/scorm-content/{token}/{path}, answered only on the courses' own host (SCORM_CONTENT_ORIGIN): the signed, expiring token in the path authorises the read, as that host gets no cookies",
    tags,
    access: "public",
    params: scormContentParamSchema,
    responses: { 200: fileBodySchema },
    produces: "application/octet-stream",
  }),
};
