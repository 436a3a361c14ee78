import type { FastifyInstance } from "fastify";
import { marketingEndpoints as endpoints } from "../../../contracts/api/marketing";
import { route } from "../../platform/http/route";
import { listFeaturedPathways, robotsTxt, sitemapXml } from "./service";
import { subProcessors } from "./sub-processors";

export async function marketingRoutes(app: FastifyInstance) {
  const { baseUrl } = app.services.config;

  route(app, endpoints.featuredPathways, async () => listFeaturedPathways(app.services.db));

  // Issue 28 item 5: the Privacy page's sub-processors, from the settings this server runs with.
  route(app, endpoints.subProcessors, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").send(subProcessors(app.services.config)),
  );

  route(app, endpoints.robotsTxt, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(baseUrl)),
  );

  route(app, endpoints.sitemapXml, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemapXml(baseUrl)),
  );
}
