import { healthSchema } from "../common";
import { defineEndpoint } from "../endpoint";

/** The server's own health (server/app.ts): load balancers and uptime checks read it. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: "GET",
    path: "/api/health",
    summary: "Whether the server is up and reaches its database (503 when it does not)",
    tags: ["Operations"],
    access: "public",
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
