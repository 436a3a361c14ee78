import { asc, count, desc, eq } from "drizzle-orm";
import type { FeaturedPathway } from "../../../contracts/marketing";
import { absoluteUrl, CRAWLER_DISALLOWED_PATHS, PUBLIC_PAGE_PATHS, paths } from "../../../contracts/routes";
import type { Db } from "../../db/client";
import { pathwayModules, pathways } from "../../db/schema";

/** The public Learning Library shows three pathways (spec 3 §2): public ones, recommended first. */
export const FEATURED_PATHWAY_LIMIT = 3;

export async function listFeaturedPathways(db: Db, limit = FEATURED_PATHWAY_LIMIT): Promise<FeaturedPathway[]> {
  const moduleCount = count(pathwayModules.moduleId);
  const rows = await db
    .select({
      id: pathways.id,
      slug: pathways.slug,
      title: pathways.title,
      description: pathways.description,
      category: pathways.category,
      difficulty: pathways.difficulty,
      level: pathways.level,
      estimatedHours: pathways.estimatedHours,
      topics: pathways.topics,
      moduleCount,
    })
    .from(pathways)
    .leftJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
    .where(eq(pathways.isPublic, true))
    .groupBy(pathways.id)
    .orderBy(desc(pathways.isRecommended), asc(pathways.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, moduleCount: Number(row.moduleCount) }));
}

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    ...PUBLIC_PAGE_PATHS.map((path) => `Allow: ${path}`),
    ...CRAWLER_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(baseUrl, paths.sitemapXml)}`,
    "",
  ].join("\n");
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function sitemapXml(baseUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>\n    <changefreq>${path === paths.terms || path === paths.privacy || path === paths.dpa ? "yearly" : "monthly"}</changefreq>\n    <priority>${path === paths.home ? "1.0" : "0.8"}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
