import type { FastifyInstance, FastifyRequest } from "fastify";
import { jediSurveyEndpoints as endpoints } from "../../../contracts/api/jedi-surveys";
import { administeredOrganization } from "../../auth/organization-admin";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { answerOrgAssessment, listOrgAssessments, myOrgAssessments, startOrgAssessment } from "./org-assessments";
import {
  assignFromSurvey,
  closeSurvey,
  launchSurvey,
  listSurveys,
  openSurvey,
  remindSurvey,
  respond,
  surveyResults,
} from "./surveys";

/**
 * JEDI for organisations (issue 25 items 2 and 3): the confidential inclusion survey (owners and
 * admins launch it and read its results; respondents answer with the one-time link from their
 * e-mail, signed in or not) and the readiness assessment run as the organisation.
 */
export async function jediSurveyRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const now = () => app.clock();

  const administeredBy = (request: FastifyRequest, organizationId: string) =>
    administeredOrganization(db, request, organizationId);

  route(app, endpoints.list, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return listSurveys(db, organizationId, now());
  });

  route(app, endpoints.create, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return reply.code(201).send(await launchSurvey(db, organizationId, request.body, actor, now()));
  });

  route(app, endpoints.results, async (request, reply) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    reply.header("cache-control", "private, no-store");
    return surveyResults(db, organizationId, request.params.surveyId, request.query.groupBy, now());
  });

  route(app, endpoints.close, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await closeSurvey(db, organizationId, request.params.surveyId, actor, now());
    return { ok: true as const };
  });

  route(app, endpoints.remind, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return remindSurvey(db, organizationId, request.params.surveyId, now());
  });

  route(app, endpoints.assign, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return assignFromSurvey(db, organizationId, request.params.surveyId, () => request.body.pathwayId, actor, now());
  });

  // The respondent: the token is in the body, never in an address a log keeps.
  route(app, endpoints.open, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return openSurvey(db, request.body.token, now());
  });

  route(app, endpoints.respond, async (request, reply) => {
    reply.header("cache-control", "no-store");
    await respond(db, request.body.token, request.body.answers, now());
    return reply.code(201).send({ ok: true as const });
  });

  route(app, endpoints.assessments, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return listOrgAssessments(db, organizationId);
  });

  route(app, endpoints.startAssessment, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return reply.code(201).send(await startOrgAssessment(db, organizationId, request.body.memberIds, actor, now()));
  });

  route(app, endpoints.answerAssessment, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner", "admin", "manager", "member"]);
    await answerOrgAssessment(
      db,
      scope.organization.id,
      request.params.assessmentId,
      user.id,
      () => request.body.answers,
      now(),
    );
    return { ok: true as const };
  });

  route(app, endpoints.myAssessments, async (request) => {
    const user = await requireUser(request);
    return myOrgAssessments(db, user.id);
  });
}
