import type { FastifyInstance, FastifyRequest } from "fastify";
import { teamEndpoints as endpoints } from "../../../contracts/api/team";
import type { CurrentUser } from "../../../contracts/auth";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
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

const displayName = (user: CurrentUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || "A teammate";

/**
 * Team Collaboration Hub (spec 3 §2). Every route is open to signed-in users and checks in its
 * handler that the caller belongs to the organisation in the path (or is an administrator): 403 for
 * anyone else, another organisation's employer included.
 */
export async function teamRoutes(app: FastifyInstance) {
  const { db } = app.services;

  const scopeOf = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    return { user, scope: await teamScope(db, user, organizationId) };
  };

  route(app, endpoints.overview, async (request) =>
    teamOverview(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  route(app, endpoints.members, async (request) =>
    teamMembersPage(db, (await scopeOf(request, request.params.organizationId)).scope, request.query.page, app.clock()),
  );

  route(app, endpoints.activity, async (request) =>
    activityPage(db, (await scopeOf(request, request.params.organizationId)).scope, request.query.page),
  );

  route(app, endpoints.like, async (request) =>
    setLike(
      db,
      (await scopeOf(request, request.params.organizationId)).scope,
      request.params.activityId,
      () => request.body.liked,
    ),
  );

  route(app, endpoints.comment, async (request, reply) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    reply.code(201);
    return addComment(db, scope, request.params.activityId, () => request.body.body, displayName(user));
  });

  route(app, endpoints.leaderboard, async (request) =>
    teamLeaderboard(
      db,
      (await scopeOf(request, request.params.organizationId)).scope,
      request.query.period,
      app.clock(),
    ),
  );

  route(app, endpoints.studyGroups, async (request) =>
    listStudyGroups(db, (await scopeOf(request, request.params.organizationId)).scope),
  );

  route(app, endpoints.createStudyGroup, async (request, reply) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    reply.code(201);
    return createStudyGroup(db, scope, request.body, displayName(user));
  });

  route(app, endpoints.joinStudyGroup, async (request) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    return joinStudyGroup(db, scope, request.params.groupId, displayName(user));
  });

  route(app, endpoints.events, async (request) =>
    listEvents(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  route(app, endpoints.createEvent, async (request, reply) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    const event = await createEvent(db, scope, request.body, app.clock(), displayName(user));
    reply.code(201);
    return event;
  });

  route(app, endpoints.joinEvent, async (request) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    return joinEvent(db, scope, request.params.eventId, app.clock(), displayName(user));
  });

  route(app, endpoints.eventCalendar, async (request, reply) => {
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
  });

  route(app, endpoints.challenges, async (request) =>
    listChallenges(db, (await scopeOf(request, request.params.organizationId)).scope, app.clock()),
  );

  route(app, endpoints.createChallenge, async (request, reply) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    const challenge = await createChallenge(db, scope, request.body, app.clock(), displayName(user));
    reply.code(201);
    return challenge;
  });

  route(app, endpoints.joinChallenge, async (request) =>
    joinChallenge(
      db,
      (await scopeOf(request, request.params.organizationId)).scope,
      request.params.challengeId,
      app.clock(),
    ),
  );

  route(app, endpoints.mentoring, async (request) =>
    mentoring(db, (await scopeOf(request, request.params.organizationId)).scope),
  );

  route(app, endpoints.offerMentoring, async (request) =>
    offerMentoring(db, (await scopeOf(request, request.params.organizationId)).scope, request.body.expertise),
  );

  route(app, endpoints.requestMentor, async (request) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    return requestMentor(db, scope, request.body, displayName(user));
  });

  route(app, endpoints.mentoringMessage, async (request) => {
    const { user, scope } = await scopeOf(request, request.params.organizationId);
    return sendMentoringMessage(db, scope, request.params.requestId, () => request.body.body, displayName(user));
  });

  // The hub's Notifications button: the caller's own team notifications.
  route(app, endpoints.notifications, async (request) => teamNotifications(db, (await requireUser(request)).id));
}
