import {
  ClipboardCheck,
  Gauge,
  Gem,
  GraduationCap,
  type LucideIcon,
  Map as MapIcon,
  Puzzle,
  Rocket,
  Sparkles,
  Target,
} from "lucide-react";
import type { Pillar } from "../../../../domain/pillars";
import {
  B_CORP_CEO_SOURCE,
  B_CORP_GROWTH_SOURCE,
  DIVERSE_LEADERSHIP_SOURCE,
  type StatisticSource,
  VALUES_BUYING_SOURCE,
} from "./landing";

export interface FrameworkPillar {
  pillar: Pillar;
  icon: LucideIcon;
  tagline: string;
  description: string;
  /** The headline impact claim and what it rests on (a study, or the B Impact Assessment itself). */
  impact: { figure: string; claim: string; source?: StatisticSource };
  focusAreas: string[];
}

/** spec 3 §2: the five pillars with impact claims. */
export const FRAMEWORK_PILLARS: FrameworkPillar[] = [
  {
    pillar: "Purpose",
    icon: Target,
    tagline: "Why your organisation exists",
    description:
      "Articulate a purpose beyond profit and use it to guide strategy, culture and everyday decisions, so people know what they are working towards.",
    impact: {
      figure: "87%",
      claim: "of consumers buy on values: a clear purpose earns trust and loyalty.",
      source: VALUES_BUYING_SOURCE,
    },
    focusAreas: ["Purpose statement and values", "Stakeholder mapping", "Purpose-led decision-making"],
  },
  {
    pillar: "Innovation",
    icon: Rocket,
    tagline: "New ideas from diverse teams",
    description:
      "Build inclusive teams and the psychological safety they need to challenge assumptions and design products and services for a fairer economy.",
    impact: {
      figure: "19%",
      claim: "higher revenue from diverse leadership, driven by broader perspectives.",
      source: DIVERSE_LEADERSHIP_SOURCE,
    },
    focusAreas: ["Psychological safety", "Inclusive product design", "Experimentation and learning"],
  },
  {
    pillar: "Value",
    icon: Gem,
    tagline: "Shared value for every stakeholder",
    description:
      "Create value for employees, customers, communities and the planet as well as shareholders, and make the business case for doing so.",
    impact: {
      figure: "23.2%",
      claim: "higher revenue growth for B-Corps compared with ordinary businesses.",
      source: B_CORP_GROWTH_SOURCE,
    },
    focusAreas: ["Stakeholder value creation", "Fair pay and supply chains", "Impact business models"],
  },
  {
    pillar: "Optimization",
    icon: Gauge,
    tagline: "Systems that make impact routine",
    description:
      "Improve governance, processes and measurement so that social and environmental performance is managed as carefully as financial results.",
    impact: {
      figure: "5",
      claim:
        "impact areas of the B Impact Assessment made manageable: governance, workers, community, environment and customers.",
    },
    focusAreas: ["Impact measurement and data", "Governance and policy", "Operational efficiency"],
  },
  {
    pillar: "Transformation",
    icon: Sparkles,
    tagline: "Change that lasts",
    description:
      "Lead culture change from the top and throughout the organisation, turning commitments into habits and becoming a place people want to work.",
    impact: {
      figure: "91%",
      claim: "of UK B Corp chief executives say certification has had a positive effect on their business.",
      source: B_CORP_CEO_SOURCE,
    },
    focusAreas: ["Change leadership", "Culture and behaviours", "Certification and beyond"],
  },
];

export interface ProcessStep {
  title: string;
  icon: LucideIcon;
  description: string;
}

/** spec 3 §2: the four-step implementation process. */
export const IMPLEMENTATION_STEPS: ProcessStep[] = [
  {
    title: "Assessment",
    icon: ClipboardCheck,
    description: "Baseline your organisation across the five pillars with our diagnostic and the B Impact Assessment.",
  },
  {
    title: "Strategy",
    icon: MapIcon,
    description: "Agree priorities, owners and measures of success, and build a roadmap your leadership team backs.",
  },
  {
    title: "Training",
    icon: GraduationCap,
    description: "Equip leaders and teams through expert-led workshops and personalised learning on the platform.",
  },
  {
    title: "Integration",
    icon: Puzzle,
    description: "Embed new practices in policy, governance and everyday work, and track progress over time.",
  },
];
