import { textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { featuredPathwayListSchema, subProcessorListSchema } from "../marketing";
import { paths } from "../routes";

/** What the public pages and search engines read (server/features/marketing). */
const tags = ["Public pages"];

/** The endpoints (contracts/endpoint.ts). */
export const marketingEndpoints = {
  featuredPathways: defineEndpoint({
    method: "GET",
    path: "/api/pathways/featured",
    summary: "The pathways the home page features",
    tags,
    access: "public",
    responses: { 200: featuredPathwayListSchema },
  }),
  subProcessors: defineEndpoint({
    method: "GET",
    path: "/api/privacy/sub-processors",
    summary: "The sub-processors the Privacy page lists, from the settings this server runs with",
    tags,
    access: "public",
    responses: { 200: subProcessorListSchema },
  }),
  robotsTxt: defineEndpoint({
    method: "GET",
    path: paths.robotsTxt,
    summary: "What search engines may crawl, and where the sitemap is",
    tags,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "text/plain",
  }),
  sitemapXml: defineEndpoint({
    method: "GET",
    path: paths.sitemapXml,
    summary: "The public pages, for search engines",
    tags,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "application/xml",
  }),
};
