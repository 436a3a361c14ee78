import type { ModuleSummary } from "../contracts/modules";

/** A catalogue module as GET /api/modules lists it: a free Purpose video unless told otherwise. */
export const moduleSummary = (
  overrides: Partial<ModuleSummary> & Pick<ModuleSummary, "id" | "title">,
): ModuleSummary => ({
  slug: `m-${overrides.id}`,
  description: "",
  category: "Inclusive Leadership",
  pivotPillar: "Purpose",
  type: "video",
  duration: 30,
  difficulty: "beginner",
  thumbnailUrl: null,
  isActive: true,
  isPremium: false,
  hasContent: true,
  hasPodcast: false,
  hasKnowledgeCheck: false,
  learnerCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
