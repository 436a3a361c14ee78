/**
 * Fixed content of the AI Learning Intelligence screen (spec 3 §2, §3: skill gaps, skill trends,
 * career paths). No data source can exist for these yet — industry benchmarks, market trends and
 * salary ranges — so they are sample content, kept here and nowhere else (DESIGN §1). What the
 * learner has done (their levels, progress, recommended modules) is always computed from their
 * real completions: each skill names the catalogue categories that teach it.
 */

export type SkillPriorityImpact = "high" | "medium" | "low";

export interface SkillDefinition {
  id: string;
  skillName: string;
  /** Catalogue categories whose modules build this skill. */
  categories: readonly string[];
  /** Percent the target role expects. */
  targetLevel: number;
  industryDemand: number;
  careerImpact: SkillPriorityImpact;
  benchmark: { peerAverage: number; industryLeaders: number; roleRequirement: number };
}

/** spec 3 §2: the skills gap is for the role Senior Manager in Professional Services. */
export const SKILLS_GAP_CONTEXT = { role: "Senior Manager", industry: "Professional Services" } as const;

export const SKILL_DEFINITIONS: readonly SkillDefinition[] = [
  {
    id: "inclusive-leadership",
    skillName: "Inclusive Leadership",
    categories: ["Inclusive Leadership", "Allyship & Advocacy"],
    targetLevel: 85,
    industryDemand: 92,
    careerImpact: "high",
    benchmark: { peerAverage: 58, industryLeaders: 88, roleRequirement: 85 },
  },
  {
    id: "esg-governance",
    skillName: "ESG & B-Corp Governance",
    categories: ["Governance & Ethics"],
    targetLevel: 80,
    industryDemand: 89,
    careerImpact: "high",
    benchmark: { peerAverage: 45, industryLeaders: 84, roleRequirement: 80 },
  },
  {
    id: "people-analytics",
    skillName: "Equitable People Operations",
    categories: ["Talent & People Operations"],
    targetLevel: 75,
    industryDemand: 81,
    careerImpact: "high",
    benchmark: { peerAverage: 52, industryLeaders: 80, roleRequirement: 75 },
  },
  {
    id: "psychological-safety",
    skillName: "Psychological Safety & Team Health",
    categories: ["Psychological Safety", "Resilience & Wellbeing"],
    targetLevel: 75,
    industryDemand: 78,
    careerImpact: "medium",
    benchmark: { peerAverage: 55, industryLeaders: 82, roleRequirement: 75 },
  },
  {
    id: "impact-measurement",
    skillName: "Impact Measurement",
    categories: ["Social Impact", "Purpose & Performance"],
    targetLevel: 70,
    industryDemand: 74,
    careerImpact: "medium",
    benchmark: { peerAverage: 40, industryLeaders: 76, roleRequirement: 70 },
  },
  {
    id: "sustainability",
    skillName: "Sustainability & Environmental Justice",
    categories: ["Environmental Justice"],
    targetLevel: 65,
    industryDemand: 86,
    careerImpact: "medium",
    benchmark: { peerAverage: 38, industryLeaders: 79, roleRequirement: 65 },
  },
  {
    id: "responsible-communication",
    skillName: "Responsible Communication",
    categories: ["Marketing & Communications"],
    targetLevel: 60,
    industryDemand: 70,
    careerImpact: "low",
    benchmark: { peerAverage: 50, industryLeaders: 74, roleRequirement: 60 },
  },
  {
    id: "stakeholder-partnerships",
    skillName: "Stakeholder Partnerships",
    categories: ["Growth & Partnership", "Operations & Technology"],
    targetLevel: 55,
    industryDemand: 66,
    careerImpact: "low",
    benchmark: { peerAverage: 42, industryLeaders: 70, roleRequirement: 55 },
  },
];

export interface SkillTrend {
  skill: string;
  growth: number;
  demand: "rising" | "stable" | "declining";
  futureRelevance: number;
  description: string;
}

export const SKILL_TRENDS: readonly SkillTrend[] = [
  {
    skill: "ESG reporting and assurance",
    growth: 34,
    demand: "rising",
    futureRelevance: 95,
    description: "Mandatory sustainability disclosure is widening; assurance skills are scarce.",
  },
  {
    skill: "Inclusive leadership",
    growth: 22,
    demand: "rising",
    futureRelevance: 92,
    description: "Boards increasingly tie leadership objectives to inclusion outcomes.",
  },
  {
    skill: "Responsible AI in HR",
    growth: 41,
    demand: "rising",
    futureRelevance: 90,
    description: "Automated decisions about people need fairness checks and human oversight.",
  },
  {
    skill: "Pay equity analysis",
    growth: 15,
    demand: "stable",
    futureRelevance: 84,
    description: "Gap reporting is routine; explaining and closing gaps is the growing part.",
  },
  {
    skill: "Traditional compliance training",
    growth: -8,
    demand: "declining",
    futureRelevance: 45,
    description: "Tick-box courses are giving way to practice-based, measurable learning.",
  },
];

export interface CareerPath {
  id: string;
  title: string;
  description: string;
  /** Skill ids (SKILL_DEFINITIONS) the role rests on. */
  keySkills: readonly string[];
  avgSalary: { min: number; max: number };
  growthOutlook: string;
  nextSteps: readonly string[];
  /** The catalogue pathway (slug) that starts this career path. */
  pathwaySlug: string;
}

export const CAREER_PATHS: readonly CareerPath[] = [
  {
    id: "chief-diversity-officer",
    title: "Chief Diversity Officer",
    description: "Leads an organisation's inclusion strategy and holds it to measurable outcomes.",
    keySkills: ["inclusive-leadership", "people-analytics", "psychological-safety"],
    avgSalary: { min: 95_000, max: 160_000 },
    growthOutlook: "Strong: +18% roles advertised in the UK over three years",
    nextSteps: ["Complete The Inclusive Leader pathway", "Lead a JEDI assessment", "Sponsor an employee network"],
    pathwaySlug: "inclusive-leader",
  },
  {
    id: "head-of-sustainability",
    title: "Head of Sustainability",
    description: "Owns the environmental and social agenda, from B-Corp certification to reporting.",
    keySkills: ["esg-governance", "sustainability", "impact-measurement"],
    avgSalary: { min: 85_000, max: 140_000 },
    growthOutlook: "Very strong: disclosure rules keep widening",
    nextSteps: ["Complete the B-Corp Certification Pathway", "Run an impact assessment", "Publish an impact report"],
    pathwaySlug: "b-corp-certification-pathway",
  },
  {
    id: "people-director",
    title: "People & Culture Director",
    description: "Shapes hiring, pay and development so that they are fair and help people thrive.",
    keySkills: ["people-analytics", "psychological-safety", "inclusive-leadership"],
    avgSalary: { min: 80_000, max: 130_000 },
    growthOutlook: "Steady: demand for evidence-based people practice",
    nextSteps: ["Complete Inclusive People Operations", "Audit a recruitment process", "Report on pay equity"],
    pathwaySlug: "inclusive-people-operations",
  },
];
