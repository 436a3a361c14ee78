import { z } from "zod";
import { DIFFICULTIES, MODULE_TYPES, PILLARS } from "../domain/pillars";

export const MODULE_SORTS = ["newest", "popular", "title", "duration"] as const;
export type ModuleSort = (typeof MODULE_SORTS)[number];

const allOrEmpty = (v: unknown) => (v === "" || v === "all" || v === "All" ? undefined : v);

/** spec 1 §5: the value all or empty means no filter; all filters combine with AND. */
const pillarFilter = (name: string) =>
  z.preprocess(allOrEmpty, z.enum(PILLARS, { error: `${name} must be one of ${PILLARS.join(", ")}` }).optional());

export const moduleListQuerySchema = z
  .object({
    category: z.preprocess(allOrEmpty, z.string().max(100).optional()),
    search: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(200).optional()),
    pivotPillar: pillarFilter("pivotPillar"),
    /** The full library's name for the same filter. */
    pillar: pillarFilter("pillar"),
    type: z.preprocess(
      allOrEmpty,
      z.enum(MODULE_TYPES, { error: `type must be one of ${MODULE_TYPES.join(", ")}` }).optional(),
    ),
    sort: z.enum(MODULE_SORTS).optional(),
  })
  .transform(({ pillar, ...query }) => ({ ...query, pivotPillar: query.pivotPillar ?? pillar }));
export type ModuleListQuery = Partial<z.output<typeof moduleListQuerySchema>>;

export const moduleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  pivotPillar: z.enum(PILLARS),
  type: z.enum(MODULE_TYPES),
  duration: z.number().int().nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  hasContent: z.boolean(),
  hasPodcast: z.boolean(),
  /** issue 22: completing the module takes a passed knowledge check, not a click. */
  hasKnowledgeCheck: z.boolean(),
  learnerCount: z.number().int(),
  createdAt: z.string(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const moduleListSchema = z.array(moduleSummarySchema);
