import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { textDocumentSchema } from "../../../contracts/common";
import { featuredPathwayListSchema, subProcessorListSchema } from "../../../contracts/marketing";
import { paths } from "../../../contracts/routes";
import { listFeaturedPathways, robotsTxt, sitemapXml } from "./service";
import { subProcessors } from "./sub-processors";

export async function marketingRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { baseUrl } = app.services.config;

  typed.get(
    "/api/pathways/featured",
    { schema: { response: { 200: featuredPathwayListSchema } }, config: { access: "public" } },
    async () => listFeaturedPathways(app.services.db),
  );

  // Issue 28 item 5: the Privacy page's sub-processors, from the settings this server runs with.
  typed.get(
    "/api/privacy/sub-processors",
    { schema: { response: { 200: subProcessorListSchema } }, config: { access: "public" } },
    async (_request, reply) =>
      reply.header("cache-control", "public, max-age=300").send(subProcessors(app.services.config)),
  );

  typed.get(
    paths.robotsTxt,
    { schema: { response: { 200: textDocumentSchema } }, config: { access: "public" } },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(baseUrl)),
  );

  typed.get(
    paths.sitemapXml,
    { schema: { response: { 200: textDocumentSchema } }, config: { access: "public" } },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemapXml(baseUrl)),
  );
}
