export const PILLARS = ["Purpose", "Innovation", "Value", "Optimization", "Transformation"] as const;
export type Pillar = (typeof PILLARS)[number];

/** Lowercase keys as used in stats.pivotProgress (spec 1 §3). */
export type PillarKey = Lowercase<Pillar>;
export const pillarKey = (pillar: Pillar): PillarKey => pillar.toLowerCase() as PillarKey;

export const MODULE_TYPES = ["video", "podcast", "guide", "checklist", "audio", "reading", "interactive"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** How a module's type reads on cards, filters and the module page. */
export const MODULE_TYPE_LABELS: Record<ModuleType, string> = {
  video: "Video",
  podcast: "Podcast",
  guide: "Guide",
  checklist: "Checklist",
  audio: "Audio",
  reading: "Reading",
  interactive: "Interactive",
};

const isModuleType = (value: string): value is ModuleType => (MODULE_TYPES as readonly string[]).includes(value);

/** The label of a module type; a type this list does not know yet reads capitalised. */
export const moduleTypeLabel = (type: string): string =>
  isModuleType(type) ? MODULE_TYPE_LABELS[type] : type.charAt(0).toUpperCase() + type.slice(1);

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
  /** Issue 47: the statutory and regulatory library, each module mapped to the pillar it serves (decision 387). */
  "UK Compliance",
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

/** Colour names of the pillars; grey is the spec's colour for anything else. */
export const PILLAR_COLOR_NAMES = ["blue", "purple", "green", "orange", "red", "grey"] as const;
export type PillarColor = (typeof PILLAR_COLOR_NAMES)[number];

/** spec 3 §3: pillar colours on the module page and in the app. */
export const PILLAR_COLORS: Record<Pillar, PillarColor> = {
  Purpose: "blue",
  Innovation: "purple",
  Value: "green",
  Optimization: "orange",
  Transformation: "red",
};

/** spec 3 §3: the PIVOT Framework page swaps Innovation and Value. */
export const FRAMEWORK_PAGE_PILLAR_COLORS: Record<Pillar, PillarColor> = {
  ...PILLAR_COLORS,
  Innovation: "green",
  Value: "purple",
};

export const isPillar = (value: string): value is Pillar => (PILLARS as readonly string[]).includes(value);

/** spec 3 §3: a pillar's colour, grey for a value that is not one of the five pillars. */
export const pillarColor = (pillar: string): PillarColor => (isPillar(pillar) ? PILLAR_COLORS[pillar] : "grey");
