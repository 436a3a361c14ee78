import {
  ANALYTICS_TOOLS,
  IMPLEMENTATION_GUIDES,
  INTERACTIVE_TOOLS,
  TEAM_RESOURCES,
} from "./data/module-resources-content";
import type {
  AnalyticsTool,
  ImplementationGuide,
  InteractiveTool,
  ModuleTopic,
  TeamResource,
  TopicContent,
} from "./module-resource-types";

export type {
  AgendaItem,
  AnalyticsTool,
  GuideStep,
  ImplementationGuide,
  InteractiveTool,
  ModuleTopic,
  TeamResource,
  TopicContent,
} from "./module-resource-types";

/**
 * The module page's Resources, Guides, Team and Analytics tab lists (spec 3 §2 "Per-module tool,
 * guide and team lists"). What a module gets depends on keywords in its title.
 */

// spec 3 §2: case-sensitive substrings of the module title.
export const TOPIC_KEYWORDS: Record<ModuleTopic, readonly string[]> = {
  leadership: ["Purpose-Driven", "Leadership"],
  impact: ["B-Corp", "Impact"],
  innovation: ["Innovation", "Decision"],
  marketing: ["Marketing", "Communication"],
};

const TOPIC_ORDER: readonly ModuleTopic[] = ["leadership", "impact", "innovation", "marketing"];

export function moduleTopics(title: string): ModuleTopic[] {
  return TOPIC_ORDER.filter((topic) => TOPIC_KEYWORDS[topic].some((keyword) => title.includes(keyword)));
}

function itemsFor<T>(content: TopicContent<T>, title: string): T[] {
  return [...content.base, ...moduleTopics(title).flatMap((topic) => content[topic] ?? [])];
}

export const interactiveToolsFor = (title: string): InteractiveTool[] => itemsFor(INTERACTIVE_TOOLS, title);
export const guidesFor = (title: string): ImplementationGuide[] => itemsFor(IMPLEMENTATION_GUIDES, title);
export const teamResourcesFor = (title: string): TeamResource[] => itemsFor(TEAM_RESOURCES, title);
export const analyticsToolsFor = (title: string): AnalyticsTool[] => itemsFor(ANALYTICS_TOOLS, title);

export type ToolKind = "assessment" | "roi" | "diagnostic";

/** spec 3 §2 "Tool dialog": calculator/roi is checked before diagnostic/team. */
export function toolKindFor(toolTitle: string): ToolKind {
  const lower = toolTitle.toLowerCase();
  if (lower.includes("calculator") || lower.includes("roi")) return "roi";
  if (lower.includes("diagnostic") || lower.includes("team")) return "diagnostic";
  return "assessment";
}

const ALL_TOOLS: readonly InteractiveTool[] = Object.values(INTERACTIVE_TOOLS).flatMap((tools) => tools ?? []);

/** Undefined for an unknown id: the dialog then shows 'Tool not found' (spec 3 §2). */
export const toolById = (id: string): InteractiveTool | undefined => ALL_TOOLS.find((tool) => tool.id === id);
