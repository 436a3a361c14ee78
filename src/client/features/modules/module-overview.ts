import type { Difficulty, Pillar } from "../../../domain/pillars";
import { plural } from "../../../domain/plural";
import {
  CATEGORY_OVERVIEW,
  DEFAULT_CATEGORY_OVERVIEW,
  DIFFICULTY_GROWTH,
  PILLAR_OVERVIEW,
  TITLE_TOPICS,
} from "./content/overview-content";

/**
 * The Overview tab (spec 3 §2): learning objectives, key topics and learning-path integration,
 * derived from the module's title, pillar, category and difficulty rather than the same text
 * for every module.
 */
export interface OverviewModule {
  title: string;
  category: string;
  pivotPillar: Pillar;
  difficulty: Difficulty | null;
  duration: number | null;
}

export interface ModuleOverview {
  objectives: string[];
  keyTopics: string[];
  integration: {
    professionalGrowth: string;
    careerAdvancement: string;
    organizationalImpact: string;
  };
}

export const MAX_KEY_TOPICS = 6;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const durationText = (minutes: number | null) =>
  minutes && minutes > 0 ? `about ${plural(minutes, "minute", "minutes")}` : "a short session";

export function moduleOverview(module: OverviewModule): ModuleOverview {
  const values = { title: module.title, category: module.category, duration: durationText(module.duration) };
  const pillar = PILLAR_OVERVIEW[module.pivotPillar];
  const category = CATEGORY_OVERVIEW[module.category] ?? DEFAULT_CATEGORY_OVERVIEW;
  const growth = DIFFICULTY_GROWTH[module.difficulty ?? "unknown"];

  const objectives = [...pillar.objectives, category.objective, growth.objective].map((text) => fill(text, values));

  const titleTopics = TITLE_TOPICS.filter(({ keyword }) => module.title.includes(keyword)).flatMap(
    ({ topics }) => topics,
  );
  const keyTopics = [...new Set([...titleTopics, ...category.topics, ...pillar.topics])].slice(0, MAX_KEY_TOPICS);

  return {
    objectives,
    keyTopics,
    integration: {
      professionalGrowth: fill(growth.professionalGrowth, values),
      careerAdvancement: fill(category.careerAdvancement, values),
      organizationalImpact: fill(pillar.organizationalImpact, values),
    },
  };
}
