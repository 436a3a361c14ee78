import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignPathwaySchema,
  employerPathwaySchema,
  organizationAnalyticsSchema,
  organizationSummarySchema,
} from "../../../contracts/employer";
import { requireRole, requireUser } from "../../auth/session";
import { compressLargeAnswer } from "../../plugins/content-encoding";
import { assignPathway, listOrganizations, managedOrganization, organizationAnalytics } from "./service";

/** spec 1 §2, §7: the Employer Dashboard overlay's data. */
export async function employerRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  // spec 1 §7: issued when the overlay opens; open to any signed-in user.
  typed.get(
    "/api/organizations",
    { schema: { response: { 200: z.array(organizationSummarySchema) } }, config: { access: "owner" } },
    async (request) => listOrganizations(db, (await requireUser(request)).id),
  );

  typed.get(
    "/api/organizations/analytics",
    {
      schema: { response: { 200: organizationAnalyticsSchema } },
      config: { access: "organisationMember" },
      // One row per member: about 1.3 MB of JSON for 5,000 members.
      onSend: compressLargeAnswer,
    },
    async (request) => {
      const user = await requireRole(request, "employer", "admin");
      return organizationAnalytics(db, await managedOrganization(db, user.id), new Date());
    },
  );

  typed.post(
    "/api/organizations/pathways/assign",
    {
      schema: { body: assignPathwaySchema, response: { 200: employerPathwaySchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireRole(request, "employer", "admin");
      const organization = await managedOrganization(db, user.id);
      return assignPathway(db, organization.id, request.body, user.id);
    },
  );
}
