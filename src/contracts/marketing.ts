import { z } from "zod";

/** A public pathway as the public Learning Library advertises it (GET /api/pathways/featured). */
export const featuredPathwaySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.string(),
  level: z.string(),
  estimatedHours: z.number(),
  topics: z.array(z.string()),
  moduleCount: z.number().int(),
});
export type FeaturedPathway = z.infer<typeof featuredPathwaySchema>;

export const featuredPathwayListSchema = z.array(featuredPathwaySchema);
