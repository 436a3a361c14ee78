export const PILLARS = ["Purpose", "Innovation", "Value", "Optimization", "Transformation"] as const;
export type Pillar = (typeof PILLARS)[number];

/** Lowercase keys as used in stats.pivotProgress (spec 1 §3). */
export type PillarKey = Lowercase<Pillar>;
export const pillarKey = (pillar: Pillar): PillarKey => pillar.toLowerCase() as PillarKey;

export const MODULE_TYPES = ["video", "podcast", "guide", "checklist", "audio", "reading", "interactive"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** spec 1 §9: the 12 categories of the full library. */
export const LIBRARY_CATEGORIES = [
  "Inclusive Leadership",
  "Psychological Safety",
  "Resilience & Wellbeing",
  "Allyship & Advocacy",
  "Purpose & Performance",
  "Environmental Justice",
  "Social Impact",
  "Governance & Ethics",
  "Marketing & Communications",
  "Talent & People Operations",
  "Operations & Technology",
  "Growth & Partnership",
] as const;

/** spec 1 §9: the dashboard widget's category buttons. */
export const DASHBOARD_CATEGORIES = [
  "All",
  "Leadership",
  "Resilience",
  "Allyship",
  "Purpose",
  "Psychological Safety",
  "Interview Skills",
] as const;

/** spec 3 §3: pillar colours on the module page and in the app. */
export const PILLAR_COLORS: Record<Pillar, string> = {
  Purpose: "blue",
  Innovation: "purple",
  Value: "green",
  Optimization: "orange",
  Transformation: "red",
};

/** spec 3 §3: the PIVOT Framework page swaps Innovation and Value. */
export const FRAMEWORK_PAGE_PILLAR_COLORS: Record<Pillar, string> = {
  ...PILLAR_COLORS,
  Innovation: "green",
  Value: "purple",
};

export const isPillar = (value: string): value is Pillar => (PILLARS as readonly string[]).includes(value);
