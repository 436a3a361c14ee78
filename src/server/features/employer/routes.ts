import type { FastifyInstance } from "fastify";
import { employerEndpoints as endpoints } from "../../../contracts/api/employer";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { largeAnswerCompression } from "../../plugins/content-encoding";
import { assignPathway, managedOrganization, organizationAnalytics, teamViewOf } from "./service";

/** spec 1 §2, §7: the Employer Dashboard overlay's data. */
export async function employerRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(
    app,
    endpoints.analytics,
    async (request) => {
      const user = await requireUser(request);
      const organization = await managedOrganization(db, user);
      // A manager's figures cover their reports only (issue 20 item 4).
      return organizationAnalytics(db, organization, app.clock(), teamViewOf({ id: user.id, role: organization.role }));
    },
    // One row per member: about 1.3 MB of JSON for 5,000 members.
    { compress: largeAnswerCompression },
  );

  route(app, endpoints.assignPathway, async (request) => {
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
  });
}
