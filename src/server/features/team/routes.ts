import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CurrentUser } from "../../../contracts/auth";
import { textDocumentSchema } from "../../../contracts/common";
import {
  activityCommentSchema,
  activityPageSchema,
  activityParamsSchema,
  challengeParamsSchema,
  challengeSchema,
  commentBodySchema,
  createChallengeSchema,
  createEventSchema,
  createStudyGroupSchema,
  eventParamsSchema,
  groupParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  likeBodySchema,
  likeResultSchema,
  mentoringRequestParamsSchema,
  mentoringSchema,
  messageBodySchema,
  offerMentoringSchema,
  organizationParamsSchema,
  pageQuerySchema,
  requestMentorSchema,
  studyGroupSchema,
  teamEventSchema,
  teamMembersPageSchema,
  teamNotificationSchema,
  teamOverviewSchema,
} from "../../../contracts/team";
import { requireUser } from "../../auth/session";
import { teamScope } from "./access";
import { activityPage, addComment, setLike } from "./activity";
import {
  createChallenge,
  createEvent,
  createStudyGroup,
  eventCalendar,
  joinChallenge,
  joinEvent,
  joinStudyGroup,
  listChallenges,
  listEvents,
  listStudyGroups,
} from "./gatherings";
import { teamLeaderboard } from "./leaderboard";
import { mentoring, offerMentoring, requestMentor, sendMentoringMessage, teamNotifications } from "./mentoring";
import { teamMembersPage, teamOverview } from "./overview";

const BASE = "/api/organizations/:organizationId/team";

const displayName = (user: CurrentUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || "A teammate";

/**
 * Team Collaboration Hub (spec 3 §2). Every route is open to signed-in users and checks in its
 * handler that the caller belongs to the organisation in the path (or is an administrator): 403 for
 * anyone else, another organisation's employer included.
 */
export async function teamRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const signedIn = { access: "signedIn" } as const;

  const scopeOf = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    return { user, scope: await teamScope(db, user, organizationId) };
  };

  typed.get(
    `${BASE}/overview`,
    { schema: { params: organizationParamsSchema, response: { 200: teamOverviewSchema } }, config: signedIn },
    async (request) => teamOverview(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  typed.get(
    `${BASE}/members`,
    {
      schema: {
        params: organizationParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: teamMembersPageSchema },
      },
      config: signedIn,
    },
    async (request) =>
      teamMembersPage(
        db,
        (await scopeOf(request, request.params.organizationId)).scope,
        request.query.page,
        app.clock(),
      ),
  );

  typed.get(
    `${BASE}/activity`,
    {
      schema: { params: organizationParamsSchema, querystring: pageQuerySchema, response: { 200: activityPageSchema } },
      config: signedIn,
    },
    async (request) =>
      activityPage(db, (await scopeOf(request, request.params.organizationId)).scope, request.query.page),
  );

  typed.put(
    `${BASE}/activity/:activityId/like`,
    {
      schema: { params: activityParamsSchema, body: likeBodySchema, response: { 200: likeResultSchema } },
      config: signedIn,
    },
    async (request) =>
      setLike(
        db,
        (await scopeOf(request, request.params.organizationId)).scope,
        request.params.activityId,
        request.body.liked,
      ),
  );

  typed.post(
    `${BASE}/activity/:activityId/comments`,
    {
      schema: { params: activityParamsSchema, body: commentBodySchema, response: { 201: activityCommentSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      reply.code(201);
      return addComment(db, scope, request.params.activityId, request.body.body, displayName(user));
    },
  );

  typed.get(
    `${BASE}/leaderboard`,
    {
      schema: {
        params: organizationParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema },
      },
      config: signedIn,
    },
    async (request) =>
      teamLeaderboard(
        db,
        (await scopeOf(request, request.params.organizationId)).scope,
        request.query.period,
        app.clock(),
      ),
  );

  typed.get(
    `${BASE}/study-groups`,
    { schema: { params: organizationParamsSchema, response: { 200: z.array(studyGroupSchema) } }, config: signedIn },
    async (request) => listStudyGroups(db, (await scopeOf(request, request.params.organizationId)).scope),
  );

  typed.post(
    `${BASE}/study-groups`,
    {
      schema: { params: organizationParamsSchema, body: createStudyGroupSchema, response: { 201: studyGroupSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      reply.code(201);
      return createStudyGroup(db, scope, request.body, displayName(user));
    },
  );

  typed.post(
    `${BASE}/study-groups/:groupId/join`,
    { schema: { params: groupParamsSchema, response: { 200: studyGroupSchema } }, config: signedIn },
    async (request) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      return joinStudyGroup(db, scope, request.params.groupId, displayName(user));
    },
  );

  typed.get(
    `${BASE}/events`,
    { schema: { params: organizationParamsSchema, response: { 200: z.array(teamEventSchema) } }, config: signedIn },
    async (request) => listEvents(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  typed.post(
    `${BASE}/events`,
    {
      schema: { params: organizationParamsSchema, body: createEventSchema, response: { 201: teamEventSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      const event = await createEvent(db, scope, request.body, app.clock(), displayName(user));
      reply.code(201);
      return event;
    },
  );

  typed.post(
    `${BASE}/events/:eventId/join`,
    { schema: { params: eventParamsSchema, response: { 200: teamEventSchema } }, config: signedIn },
    async (request) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      return joinEvent(db, scope, request.params.eventId, app.clock(), displayName(user));
    },
  );

  typed.get(
    `${BASE}/events/:eventId/calendar.ics`,
    { schema: { params: eventParamsSchema, response: { 200: textDocumentSchema } }, config: signedIn },
    async (request, reply) => {
      const { scope } = await scopeOf(request, request.params.organizationId);
      const file = await eventCalendar(
        db,
        scope,
        request.params.eventId,
        app.clock(),
        new URL(app.services.config.baseUrl).host,
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  typed.get(
    `${BASE}/challenges`,
    { schema: { params: organizationParamsSchema, response: { 200: z.array(challengeSchema) } }, config: signedIn },
    async (request) => listChallenges(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  typed.post(
    `${BASE}/challenges`,
    {
      schema: { params: organizationParamsSchema, body: createChallengeSchema, response: { 201: challengeSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      const challenge = await createChallenge(db, scope, request.body, app.clock(), displayName(user));
      reply.code(201);
      return challenge;
    },
  );

  typed.post(
    `${BASE}/challenges/:challengeId/join`,
    { schema: { params: challengeParamsSchema, response: { 200: challengeSchema } }, config: signedIn },
    async (request) =>
      joinChallenge(
        db,
        (await scopeOf(request, request.params.organizationId)).scope,
        request.params.challengeId,
        app.clock(),
      ),
  );

  typed.get(
    `${BASE}/mentoring`,
    { schema: { params: organizationParamsSchema, response: { 200: mentoringSchema } }, config: signedIn },
    async (request) => mentoring(db, (await scopeOf(request, request.params.organizationId)).scope),
  );

  typed.post(
    `${BASE}/mentoring/offers`,
    {
      schema: { params: organizationParamsSchema, body: offerMentoringSchema, response: { 200: mentoringSchema } },
      config: signedIn,
    },
    async (request) =>
      offerMentoring(db, (await scopeOf(request, request.params.organizationId)).scope, request.body.expertise),
  );

  typed.post(
    `${BASE}/mentoring/requests`,
    {
      schema: { params: organizationParamsSchema, body: requestMentorSchema, response: { 200: mentoringSchema } },
      config: signedIn,
    },
    async (request) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      return requestMentor(db, scope, request.body, displayName(user));
    },
  );

  typed.post(
    `${BASE}/mentoring/requests/:requestId/messages`,
    {
      schema: { params: mentoringRequestParamsSchema, body: messageBodySchema, response: { 200: mentoringSchema } },
      config: signedIn,
    },
    async (request) => {
      const { user, scope } = await scopeOf(request, request.params.organizationId);
      return sendMentoringMessage(db, scope, request.params.requestId, request.body.body, displayName(user));
    },
  );

  // The hub's Notifications button: the caller's own team notifications.
  typed.get(
    "/api/team/notifications",
    { schema: { response: { 200: z.array(teamNotificationSchema) } }, config: { access: "owner" } },
    async (request) => teamNotifications(db, (await requireUser(request)).id),
  );
}
