import {
  Award,
  BookOpen,
  Brain,
  ClipboardCheck,
  Compass,
  Gauge,
  Gem,
  Headphones,
  HeartHandshake,
  Landmark,
  Leaf,
  LineChart,
  type LucideIcon,
  Rocket,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Video,
} from "lucide-react";
import type { Pillar } from "../../../../domain/pillars";

export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** spec 1 §2 (2): three value cards. */
export const MISSION_VALUES: IconCard[] = [
  {
    icon: Target,
    title: "Purpose before paperwork",
    description:
      "Compliance is the floor, not the goal. We help teams connect everyday decisions to the impact their organisation wants to have.",
  },
  {
    icon: Scale,
    title: "Justice, equity, diversity and inclusion",
    description:
      "JEDI runs through every module, so inclusive practice becomes part of how work is done rather than a separate initiative.",
  },
  {
    icon: Leaf,
    title: "Business as a force for good",
    description:
      "Practical routes to B-Corp certification and stakeholder governance that strengthen performance as well as reputation.",
  },
];

/** spec 1 §2 (2): four reasons to choose. */
export const REASONS_TO_CHOOSE: IconCard[] = [
  {
    icon: Compass,
    title: "A proven framework",
    description:
      "Every module maps to one of the five PIVOT pillars, so learning adds up to a coherent change programme.",
  },
  {
    icon: Users,
    title: "Sourced and reviewed",
    description:
      "Every module names the legislation, guidance and research it rests on, and the date it was last reviewed.",
  },
  {
    icon: Brain,
    title: "Personalised by AI",
    description:
      "Recommendations adapt to each learner's progress, strengths and goals, with quick wins where time is short.",
  },
  {
    icon: Award,
    title: "Evidence you can show",
    description:
      "Certificates with CPD hours, progress analytics and team reports that support your B-Corp and JEDI evidence.",
  },
];

export interface ExpertiseBlock {
  title: string;
  points: string[];
}

/** spec 1 §2 (2): founder expertise blocks. */
export const FOUNDER_EXPERTISE: ExpertiseBlock[] = [
  {
    title: "B-Corp certification",
    points: [
      "Guiding organisations through the B Impact Assessment",
      "Stakeholder governance and legal requirement changes",
      "Preparing evidence for verification",
    ],
  },
  {
    title: "JEDI strategy",
    points: [
      "Inclusive leadership development",
      "Equity data, pay gap analysis and accountability",
      "Psychological safety in teams",
    ],
  },
  {
    title: "Organisational transformation",
    points: [
      "Purpose and values alignment",
      "Change management that sticks",
      "Measuring social and environmental impact",
    ],
  },
];

export interface StatisticSource {
  /** Who published it, and when (as the publication dates it). */
  publisher: string;
  published: string;
  /** What the figure measured, in words a reader can check against the source. */
  measured: string;
  url: string;
}

export interface HeadlineStatistic {
  value: string;
  label: string;
  source: StatisticSource;
}

/**
 * The headline statistics, each with the study it comes from (decision 389). The labels are the
 * landing page's own; `measured` says what the study found. The "2.5x higher engagement" figure has no
 * source we could find and is not shown.
 */
export const B_CORP_GROWTH_SOURCE: StatisticSource = {
  publisher: "B Lab UK",
  published: "5 March 2025",
  measured: "Turnover growth of small and medium-sized UK B Corps in 2023–24, against 16.8% for UK businesses.",
  url: "https://bcorporation.uk/news-stories-and-events/news/b-corps-outperforming-ordinary-businesses-new-data-shows",
};

export const DIVERSE_LEADERSHIP_SOURCE: StatisticSource = {
  publisher: "Boston Consulting Group, How Diverse Leadership Teams Boost Innovation",
  published: "January 2018",
  measured: "1,700 companies: above-average management diversity, 45% of revenue from new products against 26%.",
  url: "https://www.bcg.com/publications/2018/how-diverse-leadership-teams-boost-innovation",
};

export const VALUES_BUYING_SOURCE: StatisticSource = {
  publisher: "Cone Communications, 2017 CSR Study",
  published: "May 2017",
  measured: "Americans who would buy a product because its maker advocated for an issue they cared about.",
  url: "https://conecomm.com/2017-5-25-announcing-the-2017-cone-communications-csr-study/",
};

export const B_CORP_CEO_SOURCE: StatisticSource = {
  publisher: "B Lab UK",
  published: "5 March 2025",
  measured: "A survey of UK B Corp chief executives, published with B Lab UK's 2025 data.",
  url: B_CORP_GROWTH_SOURCE.url,
};

export const HEADLINE_STATISTICS: HeadlineStatistic[] = [
  { value: "23.2%", label: "higher revenue growth for B-Corps", source: B_CORP_GROWTH_SOURCE },
  { value: "19%", label: "higher revenue from diverse leadership", source: DIVERSE_LEADERSHIP_SOURCE },
  { value: "87%", label: "of consumers buy on values", source: VALUES_BUYING_SOURCE },
];

/** spec 1 §2 (2): the B-Corp pathway's four steps. */
export const B_CORP_PATHWAY_STEPS: IconCard[] = [
  {
    icon: ClipboardCheck,
    title: "Assessment preparation",
    description: "Understand the B Impact Assessment, baseline your score and find your quickest improvements.",
  },
  {
    icon: Landmark,
    title: "Governance framework",
    description: "Embed stakeholder governance in your articles and decision-making, as certification requires.",
  },
  {
    icon: LineChart,
    title: "Impact measurement",
    description: "Set up the metrics and data collection that prove your social and environmental performance.",
  },
  {
    icon: ShieldCheck,
    title: "Certification support",
    description: "Prepare your evidence, get ready for verification and keep improving once you are certified.",
  },
];

/** spec 1 §2 (3): what the AI-enhanced platform brings, and what its content rests on (decision 389). */
export const AI_EXPERT_FEATURES: IconCard[] = [
  {
    icon: Sparkles,
    title: "AI-enhanced personalisation",
    description: "Adaptive learning paths, skills-gap analysis and nudges that keep every learner moving.",
  },
  {
    icon: HeartHandshake,
    title: "Sources you can check",
    description:
      "Modules quote UK law and regulators' guidance with their sources, so you can see what each lesson rests on.",
  },
  {
    icon: LineChart,
    title: "Insight for leaders",
    description: "Team analytics show progress across the five pillars, so you can see where to focus next.",
  },
];

export interface LandingPillar {
  pillar: Pillar;
  /** spec 1 §1: the landing page spells the fourth pillar "Optimisation". */
  name: string;
  icon: LucideIcon;
  description: string;
}

export const LANDING_PILLARS: LandingPillar[] = [
  {
    pillar: "Purpose",
    name: "Purpose",
    icon: Target,
    description: "Define why your organisation exists beyond profit, and let that purpose guide strategy and culture.",
  },
  {
    pillar: "Innovation",
    name: "Innovation",
    icon: Rocket,
    description: "Build inclusive, creative teams that design products and services for a fairer, greener economy.",
  },
  {
    pillar: "Value",
    name: "Value",
    icon: Gem,
    description: "Create shared value for employees, customers, communities and the planet, not just shareholders.",
  },
  {
    pillar: "Optimization",
    name: "Optimisation",
    icon: Gauge,
    description: "Improve processes, governance and measurement so that impact is managed as carefully as finance.",
  },
  {
    pillar: "Transformation",
    name: "Transformation",
    icon: Sparkles,
    description: "Lead lasting change: from meeting requirements to becoming an organisation people want to join.",
  },
];

/**
 * spec 1 §2 (5): learning formats. Issue 26: named for what they are (the media are narrated summaries
 * of a few minutes, not video lessons or conversations), a departure from spec 1's overview words.
 */
export const LEARNING_FORMATS: IconCard[] = [
  {
    icon: Video,
    title: "Narrated summaries",
    description: "A few minutes of a video module's key points, narrated over slides with captions and chapters.",
  },
  {
    icon: Headphones,
    title: "Audio summaries",
    description: "An audio module's key points read aloud for the commute, with a full transcript.",
  },
  {
    icon: BookOpen,
    title: "Smart guides",
    description: "Step-by-step implementation guides, checklists and templates that turn learning into action.",
  },
];
