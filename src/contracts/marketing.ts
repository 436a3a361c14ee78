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
