/**
 * The JEDI hub's B-Corp Impact tab (spec 2 §2, §9 "B-Corp minimum score"), worded for what holds now
 * (DESIGN §1 "Where the world has moved on"): the 80-point minimum belonged to the B Impact
 * Assessment; B Lab's new standards, published in April 2025 for certifications from 2026, have no
 * score. A company meets the Foundation Requirements and every applicable requirement of seven
 * Impact Topics, phased in at years 0, 3 and 5 of certification.
 */

/** spec 2 §2: five areas with sample scores (the B Impact Assessment's areas). */
export const SAMPLE_IMPACT_AREAS: readonly { area: string; score: number }[] = [
  { area: "Governance", score: 78 },
  { area: "Workers", score: 65 },
  { area: "Community", score: 72 },
  { area: "Environment", score: 58 },
  { area: "Customers", score: 81 },
];

// spec 2 §9: the B Impact Assessment's certification threshold (history since the 2026 standards).
export const LEGACY_BIA_MINIMUM_SCORE = 80;

export const STANDARDS_TIP = {
  history: `Under the B Impact Assessment, B Corporations needed a minimum score of ${LEGACY_BIA_MINIMUM_SCORE} points.`,
  now: "B Lab's new standards (published April 2025, for certifications from 2026) have no score: a company meets the Foundation Requirements and every applicable requirement of the seven Impact Topics, phased in at years 0, 3 and 5.",
  samples:
    "The area scores above are sample figures in the B Impact Assessment's style, to show where effort is going.",
};

export const PHASE_YEARS = [0, 3, 5] as const;

export interface ImpactTopic {
  id: string;
  name: string;
  summary: string;
  /** Readiness checks, each a step a company can tick when done. */
  checks: readonly { id: string; label: string }[];
  /** Slugs of library modules that help (content/modules). */
  moduleSlugs: readonly string[];
}

export const IMPACT_TOPICS: readonly ImpactTopic[] = [
  {
    id: "purpose-governance",
    name: "Purpose & Stakeholder Governance",
    summary: "A stated purpose and decisions that weigh every stakeholder, written into governance.",
    checks: [
      { id: "pg-purpose", label: "Purpose statement agreed by the board" },
      { id: "pg-legal", label: "Stakeholder duty written into the articles of association" },
      { id: "pg-review", label: "Stakeholder impact reviewed at board meetings" },
    ],
    moduleSlugs: ["b-corp-stakeholder-governance", "b-corp-certification-essentials"],
  },
  {
    id: "fair-work",
    name: "Fair Work",
    summary: "Fair pay, secure contracts, wellbeing and a voice for workers.",
    checks: [
      { id: "fw-living-wage", label: "Everyone paid at least the real Living Wage" },
      { id: "fw-pay-gap", label: "Pay gaps analysed and actions planned (use the Pay Equity tab)" },
      { id: "fw-voice", label: "Regular employee feedback with visible follow-up" },
    ],
    moduleSlugs: ["gender-pay-gap-reporting", "sustainable-resilience-wellbeing"],
  },
  {
    id: "jedi",
    name: "Justice, Equity, Diversity & Inclusion",
    summary: "Know your workforce, remove barriers and hold leaders to account for equity.",
    checks: [
      { id: "jedi-assess", label: "JEDI readiness assessment completed (the Assessment tab)" },
      { id: "jedi-data", label: "Demographic data collected and analysed by level" },
      { id: "jedi-plan", label: "JEDI action plan with owners and dates" },
    ],
    moduleSlugs: ["jedi-foundations", "jedi-metrics-and-accountability", "jedi-leadership-commitments"],
  },
  {
    id: "human-rights",
    name: "Human Rights",
    summary: "Human rights risks in operations and the supply chain identified and acted on.",
    checks: [
      { id: "hr-policy", label: "Human rights policy approved" },
      { id: "hr-supply", label: "Supply chain risk assessment done" },
      { id: "hr-grievance", label: "Grievance route open to workers and communities" },
    ],
    moduleSlugs: ["supplier-diversity-partnerships", "ethical-decision-making"],
  },
  {
    id: "climate-action",
    name: "Climate Action",
    summary: "Emissions measured, targets set and a transition plan in place.",
    checks: [
      { id: "ca-measure", label: "Scope 1, 2 and material scope 3 emissions measured" },
      { id: "ca-targets", label: "Science-aligned reduction targets set" },
      { id: "ca-plan", label: "Climate transition plan published" },
    ],
    moduleSlugs: ["environmental-justice-sustainable-leadership", "climate-adaptation-fair-workplaces"],
  },
  {
    id: "environmental-stewardship",
    name: "Environmental Stewardship & Circularity",
    summary: "Material environmental impacts beyond climate, and a move to circular use of resources.",
    checks: [
      { id: "es-impacts", label: "Material environmental impacts identified" },
      { id: "es-waste", label: "Waste and resource use measured with reduction goals" },
      { id: "es-design", label: "Circular design or reuse considered for products and services" },
    ],
    moduleSlugs: ["environmental-justice-sustainable-leadership", "measuring-social-impact"],
  },
  {
    id: "government-affairs",
    name: "Government Affairs & Collective Action",
    summary:
      "Lobbying and trade association positions consistent with purpose; working with others on systemic issues.",
    checks: [
      { id: "ga-disclose", label: "Political and lobbying activity disclosed" },
      { id: "ga-align", label: "Trade association positions checked against purpose" },
      { id: "ga-collective", label: "Joined at least one collective action initiative" },
    ],
    moduleSlugs: ["partnership-innovation-lab", "community-impact-volunteering"],
  },
];

export const IMPACT_CHECK_IDS = IMPACT_TOPICS.flatMap((t) => t.checks.map((c) => c.id));

/** Ticked checks out of a topic's, for its progress bar. */
export function topicReadiness(topic: ImpactTopic, ticked: readonly string[]) {
  const done = topic.checks.filter((c) => ticked.includes(c.id)).length;
  return { done, total: topic.checks.length, percent: Math.round((done / topic.checks.length) * 100) };
}
