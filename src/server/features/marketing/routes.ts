import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { featuredPathwayListSchema } from "../../../contracts/marketing";
import { listFeaturedPathways, robotsTxt, sitemapXml } from "./service";

export async function marketingRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { baseUrl } = app.services.config;

  typed.get("/api/pathways/featured", { schema: { response: { 200: featuredPathwayListSchema } } }, async () =>
    listFeaturedPathways(app.services.db),
  );

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(baseUrl)),
  );

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemapXml(baseUrl)),
  );
}
