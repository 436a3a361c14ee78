import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { assignPathwaySchema, employerPathwaySchema, organizationAnalyticsSchema } from "../../../contracts/employer";
import { requireUser } from "../../auth/session";
import { largeAnswerCompression } from "../../plugins/content-encoding";
import { assignPathway, managedOrganization, organizationAnalytics, teamViewOf } from "./service";

/** spec 1 §2, §7: the Employer Dashboard overlay's data. */
export async function employerRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/organizations/analytics",
    {
      schema: { response: { 200: organizationAnalyticsSchema } },
      config: { access: "organisationMember" },
      // One row per member: about 1.3 MB of JSON for 5,000 members.
      compress: largeAnswerCompression,
    },
    async (request) => {
      const user = await requireUser(request);
      const organization = await managedOrganization(db, user);
      // A manager's figures cover their reports only (issue 20 item 4).
      return organizationAnalytics(db, organization, app.clock(), teamViewOf({ id: user.id, role: organization.role }));
    },
  );

  typed.post(
    "/api/organizations/pathways/assign",
    {
      schema: { body: assignPathwaySchema, response: { 200: employerPathwaySchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const organization = await managedOrganization(db, user);
      return assignPathway(
        db,
        organization.id,
        request.body,
        user.id,
        app.clock(),
        teamViewOf({ id: user.id, role: organization.role }),
      );
    },
  );
}
