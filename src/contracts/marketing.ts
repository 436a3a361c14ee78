import { z } from "zod";
import { pathwaySchema } from "./learning";

/** A public pathway as the public Learning Library advertises it (GET /api/pathways/featured). */
export const featuredPathwaySchema = pathwaySchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  category: true,
  difficulty: true,
  level: true,
  estimatedHours: true,
  topics: true,
  moduleCount: true,
});
export type FeaturedPathway = z.infer<typeof featuredPathwaySchema>;

export const featuredPathwayListSchema = z.array(featuredPathwaySchema);

/**
 * GET /api/privacy/sub-processors (issue 28 item 5): who processes personal data for this site, read
 * from its live settings. Every category is listed; `provider` is null where the site uses none, and
 * `whenNone` says what happens instead.
 */
export const SUB_PROCESSOR_CATEGORIES = ["payments", "mail", "storage", "ai", "database", "rateLimits"] as const;
export type SubProcessorCategory = (typeof SUB_PROCESSOR_CATEGORIES)[number];
export const subProcessorSchema = z.object({
  name: z.string(),
  /** The service's host name (never a path, user name or key). */
  host: z.string().nullable(),
  purpose: z.string(),
  location: z.string(),
});
export const subProcessorCategorySchema = z.object({
  category: z.enum(SUB_PROCESSOR_CATEGORIES),
  label: z.string(),
  provider: subProcessorSchema.nullable(),
  whenNone: z.string(),
});
export const subProcessorListSchema = z.object({ categories: z.array(subProcessorCategorySchema) });
export type SubProcessor = z.infer<typeof subProcessorSchema>;
export type SubProcessorList = z.infer<typeof subProcessorListSchema>;
