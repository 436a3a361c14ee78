/**
 * The shapes of the module page's Resources, Guides, Team and Analytics tab lists (module-resources.ts
 * picks them; data/module-resources-content.ts holds them).
 */
export type ModuleTopic = "leadership" | "impact" | "innovation" | "marketing";

/** Items every module gets, then items per title topic. */
export type TopicContent<T> = { base: readonly T[] } & Partial<Record<ModuleTopic, readonly T[]>>;

export interface InteractiveTool {
  id: string;
  title: string;
  minutes: number;
  description: string;
}

export interface GuideStep {
  title: string;
  detail: string;
}

export interface ImplementationGuide {
  id: string;
  title: string;
  /** Display label, e.g. '12 weeks'. */
  duration: string;
  description: string;
  steps: readonly GuideStep[];
}

export interface AgendaItem {
  minutes: number;
  activity: string;
}

export interface TeamResource {
  id: string;
  title: string;
  /** Display label, e.g. '5-12 people'. */
  groupSize: string;
  /** Display label, e.g. '60 min'. */
  duration: string;
  durationMinutes: number;
  description: string;
  agenda: readonly AgendaItem[];
  facilitatorNotes: readonly string[];
}

export interface AnalyticsTool {
  id: string;
  title: string;
  description: string;
  metrics: readonly string[];
}
