/**
 * The JEDI hub's Learning Paths tab: spec 2 §2 "four sample pathways, each marked Coming Soon"
 * (§9: durations 35-60 minutes) and the AI learning recommendations (spec 2 §3 "AI recommendation",
 * static sample content; §9: five entries, confidence 78-94). Modules are named by their catalogue
 * slug, so each links to the real module page, and a module that leaves the library is not linked.
 */

import type { JediCategory } from "./jedi-assessment";

export const RECOMMENDATION_TYPES = [
  "skill_gap",
  "career_advancement",
  "trending",
  "peer_success",
  "ai_curated",
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** spec 2 §2: the filter tabs, All first. */
export const RECOMMENDATION_FILTERS: readonly { value: "all" | RecommendationType; label: string }[] = [
  { value: "all", label: "All" },
  { value: "skill_gap", label: "Skill Gaps" },
  { value: "career_advancement", label: "Career" },
  { value: "trending", label: "Trending" },
  { value: "peer_success", label: "Peer Success" },
  { value: "ai_curated", label: "AI Curated" },
];

export interface LearningRecommendation {
  id: string;
  type: RecommendationType;
  title: string;
  description: string;
  reason: string;
  confidence: number;
  estimatedImpact: "high" | "medium" | "low";
  timeInvestment: number;
  moduleSlugs: readonly string[];
  skills: readonly string[];
  careerRelevance: string;
  priority: number;
}

export const SAMPLE_RECOMMENDATIONS: readonly LearningRecommendation[] = [
  {
    id: "rec-pay-equity",
    type: "skill_gap",
    title: "Close the pay equity knowledge gap",
    description: "Learn how the six gender pay gap measures are worked out and how to explain them.",
    reason:
      "Pay equity is one of the readiness questions, and employers of 250 or more must publish their gender pay gap.",
    confidence: 94,
    estimatedImpact: "high",
    timeInvestment: 2,
    moduleSlugs: ["gender-pay-gap-reporting", "jedi-metrics-and-accountability"],
    skills: ["Pay gap analysis", "Data storytelling"],
    careerRelevance: "HR, reward and people analytics roles",
    priority: 1,
  },
  {
    id: "rec-inclusive-leader",
    type: "career_advancement",
    title: "Become an inclusive leader",
    description: "Build the habits that make teams feel safe to speak up and contribute.",
    reason: "Psychological safety and employee voice make up the Inclusion score of the readiness assessment.",
    confidence: 88,
    estimatedImpact: "high",
    timeInvestment: 2,
    moduleSlugs: ["inclusive-leadership-essentials", "building-psychological-safety"],
    skills: ["Psychological safety", "Inclusive decision-making"],
    careerRelevance: "Team leaders moving into senior management",
    priority: 2,
  },
  {
    id: "rec-2026-standards",
    type: "trending",
    title: "Prepare for B Lab's 2026 standards",
    description: "Understand the Impact Topics and what certification asks of you from 2026.",
    reason: "Certifications from 2026 follow the new standards.",
    confidence: 85,
    estimatedImpact: "medium",
    timeInvestment: 2,
    moduleSlugs: ["b-corp-certification-essentials", "b-corp-readiness-checklist"],
    skills: ["B Corp certification", "Standards mapping"],
    careerRelevance: "Sustainability and operations leads",
    priority: 3,
  },
  {
    id: "rec-hiring",
    type: "peer_success",
    title: "Fairer hiring, as peers did it",
    description: "Structured, inclusive recruitment that organisations like yours have put in place.",
    reason: "Structured, inclusive hiring is a practical first step towards representation at every level.",
    confidence: 81,
    estimatedImpact: "medium",
    timeInvestment: 1,
    moduleSlugs: ["inclusive-recruitment-selection", "everyday-allyship-in-practice"],
    skills: ["Structured interviewing", "Allyship"],
    careerRelevance: "Hiring managers and recruiters",
    priority: 4,
  },
  {
    id: "rec-supply-chain",
    type: "ai_curated",
    title: "Equity beyond your walls",
    description: "Bring JEDI into procurement and partnerships.",
    reason: "Supplier diversity is one of the two Justice questions of the readiness assessment.",
    confidence: 78,
    estimatedImpact: "low",
    timeInvestment: 1,
    moduleSlugs: ["supplier-diversity-partnerships"],
    skills: ["Supplier diversity", "Responsible procurement"],
    careerRelevance: "Procurement and partnership roles",
    priority: 5,
  },
];

/** spec 2 §2 and §9: four sample pathways, marked Coming Soon, of 35-60 minutes. */
export const SAMPLE_JEDI_PATHWAYS: readonly { title: string; description: string; minutes: number }[] = [
  { title: "JEDI Fundamentals", description: "The four dimensions and why they matter at work.", minutes: 35 },
  { title: "Equitable Pay and Progression", description: "From pay gap figures to fair promotion.", minutes: 45 },
  {
    title: "Inclusive Team Practices",
    description: "Meetings, feedback and decisions that include everyone.",
    minutes: 50,
  },
  { title: "Leading JEDI Change", description: "Accountability, measurement and lasting culture change.", minutes: 60 },
];

export const filterRecommendations = (filter: "all" | RecommendationType) =>
  filter === "all" ? [...SAMPLE_RECOMMENDATIONS] : SAMPLE_RECOMMENDATIONS.filter((r) => r.type === filter);

/** Library modules for a readiness dimension, offered for each recommendation of the user's latest assessment. */
export const CATEGORY_MODULE_SLUGS: Record<JediCategory, readonly string[]> = {
  justice: ["jedi-leadership-commitments", "supplier-diversity-partnerships", "ethical-decision-making"],
  equity: ["gender-pay-gap-reporting", "jedi-metrics-and-accountability"],
  diversity: ["inclusive-recruitment-selection", "jedi-foundations", "inclusive-marketing-communication"],
  inclusion: ["building-psychological-safety", "inclusive-leadership-essentials", "everyday-allyship-in-practice"],
};
