import type { Difficulty, Pillar } from "../../../../domain/pillars";

/**
 * Text the Overview tab builds a module's objectives, key topics and learning-path integration
 * from (spec 3 §2 "Overview"). `{title}` and `{category}` are replaced with the module's own.
 */
export interface PillarOverview {
  objectives: readonly string[];
  topics: readonly string[];
  organizationalImpact: string;
}

export const PILLAR_OVERVIEW: Record<Pillar, PillarOverview> = {
  Purpose: {
    objectives: [
      "Connect the ideas in {title} to your organisation's mission and values",
      "Explain to colleagues why this matters, in terms of the people it affects",
    ],
    topics: ["Purpose and shared values", "Meaningful work"],
    organizationalImpact:
      "Purpose-led practice gives teams a shared reason for their work, which strengthens engagement, retention and trust with stakeholders.",
  },
  Innovation: {
    objectives: [
      "Use the ideas in {title} to open up new options rather than repeat old habits",
      "Design a small, safe-to-fail experiment you can run with your team",
    ],
    topics: ["Diverse perspectives", "Experimentation"],
    organizationalImpact:
      "Teams that feel safe to contribute and test ideas find better solutions faster and adapt sooner when conditions change.",
  },
  Value: {
    objectives: [
      "Show the value that {title} creates for people, the organisation and its stakeholders",
      "Build a simple business case with measures a decision-maker will recognise",
    ],
    topics: ["Stakeholder value", "Business case and ROI"],
    organizationalImpact:
      "Evidencing value for customers, employees and communities turns good intentions into investment decisions and credible reporting.",
  },
  Optimization: {
    objectives: [
      "Turn the ideas in {title} into repeatable processes and clear responsibilities",
      "Choose a few measures to track progress and review them regularly",
    ],
    topics: ["Processes and accountability", "Measurement"],
    organizationalImpact:
      "Embedding practice in processes and measures makes improvements stick, reduces risk and makes progress visible to leaders.",
  },
  Transformation: {
    objectives: [
      "Lead change grounded in {title}, bringing others with you",
      "Anticipate resistance and plan how to sustain momentum after the first steps",
    ],
    topics: ["Leading change", "Culture and behaviour"],
    organizationalImpact:
      "Lasting transformation shifts culture and everyday behaviour, so commitments show up in decisions, not only in statements.",
  },
};

export interface CategoryOverview {
  objective: string;
  topics: readonly string[];
  careerAdvancement: string;
}

export const CATEGORY_OVERVIEW: Record<string, CategoryOverview> = {
  Framework: {
    objective: "Apply the five PIVOT pillars to assess where your organisation is today",
    topics: ["The five PIVOT pillars", "From compliance to transformation"],
    careerAdvancement:
      "Fluency in a recognised transformation framework prepares you to lead strategy, sustainability and culture programmes.",
  },
  "Inclusive Leadership": {
    objective: "Practise everyday inclusive leadership behaviours with your team",
    topics: ["Inclusive behaviours", "Fair opportunities"],
    careerAdvancement:
      "Inclusive leadership is a core expectation for people managers and a differentiator for senior and executive roles.",
  },
  "Psychological Safety": {
    objective: "Create conditions where people can speak up, disagree and admit mistakes",
    topics: ["Psychological safety", "Speaking up"],
    careerAdvancement:
      "Leaders who build psychologically safe teams are trusted with high-stakes, cross-functional work and change programmes.",
  },
  "Resilience & Wellbeing": {
    objective: "Protect energy and workload for yourself and your team without lowering standards",
    topics: ["Sustainable performance", "Wellbeing and workload"],
    careerAdvancement:
      "Sustaining performance under pressure, and helping others do so, is what organisations look for in people they promote.",
  },
  "Allyship & Advocacy": {
    objective: "Take consistent, practical action as an ally and advocate at work",
    topics: ["Active allyship", "Bystander intervention"],
    careerAdvancement:
      "Visible, credible advocacy builds the trust and networks that open leadership and inclusion roles.",
  },
  "Purpose & Performance": {
    objective: "Link individual performance to purpose in everyday conversations and goals",
    topics: ["Performance conversations", "Goal setting"],
    careerAdvancement:
      "Managers who connect performance to purpose are better placed for people leadership and organisational development roles.",
  },
  "Environmental Justice": {
    objective: "Recognise who bears the costs of environmental decisions and act more fairly",
    topics: ["Climate and fairness", "Affected communities"],
    careerAdvancement:
      "Understanding environmental justice equips you for growing sustainability, ESG and responsible business roles.",
  },
  "Social Impact": {
    objective: "Plan and measure the social outcomes of your organisation's activities",
    topics: ["Outcomes and measurement", "Community partnerships"],
    careerAdvancement:
      "Impact measurement skills are in demand across social enterprises, B Corps, foundations and corporate responsibility teams.",
  },
  "Governance & Ethics": {
    objective: "Apply clear, ethical criteria to governance decisions and trade-offs",
    topics: ["Governance and accountability", "Ethical judgement"],
    careerAdvancement:
      "Sound governance and ethical judgement are prerequisites for board, risk and senior leadership responsibilities.",
  },
  "Marketing & Communications": {
    objective: "Communicate with authenticity and inclusion, backing every claim with evidence",
    topics: ["Authentic messaging", "Inclusive communication"],
    careerAdvancement:
      "Trusted, inclusive communicators lead brand, internal communications and change communication work.",
  },
  "Talent & People Operations": {
    objective: "Make people processes fairer, from hiring and pay to progression",
    topics: ["Fair people processes", "Data-informed decisions"],
    careerAdvancement:
      "Fair, evidence-based people practice is central to HR business partner, reward and talent leadership roles.",
  },
  "Operations & Technology": {
    objective: "Build responsible practice into operations, systems and technology choices",
    topics: ["Responsible operations", "Systems and tools"],
    careerAdvancement:
      "Operations leaders who combine efficiency with responsibility are sought after for transformation and programme roles.",
  },
  "Growth & Partnership": {
    objective: "Grow partnerships that share value fairly with suppliers and communities",
    topics: ["Inclusive partnerships", "Shared value"],
    careerAdvancement:
      "Partnership and supplier-diversity expertise supports procurement, business development and alliance roles.",
  },
};

export const DEFAULT_CATEGORY_OVERVIEW: CategoryOverview = {
  objective: "Apply the practices of {category} to your own role",
  topics: ["Practical application"],
  careerAdvancement:
    "Applying this learning visibly in your role builds a record of impact you can point to in reviews and applications.",
};

/** Key topics suggested by words in the title (checked case-sensitively, like spec 3's tool lists). */
export const TITLE_TOPICS: readonly { keyword: string; topics: readonly string[] }[] = [
  { keyword: "PIVOT", topics: ["The five PIVOT pillars"] },
  { keyword: "B-Corp", topics: ["B Corp certification", "B Impact Assessment"] },
  { keyword: "JEDI", topics: ["Justice, equity, diversity and inclusion"] },
  { keyword: "Leadership", topics: ["Leadership behaviours"] },
  { keyword: "Allyship", topics: ["Everyday allyship"] },
  { keyword: "Psychological Safety", topics: ["Psychological safety"] },
  { keyword: "Marketing", topics: ["Marketing claims and greenwashing"] },
  { keyword: "Communication", topics: ["Clear, inclusive messages"] },
  { keyword: "Recruitment", topics: ["Inclusive hiring"] },
  { keyword: "Pay Gap", topics: ["Pay gap analysis"] },
  { keyword: "AI", topics: ["Responsible AI"] },
  { keyword: "Decision", topics: ["Decision quality"] },
  { keyword: "Innovation", topics: ["Innovation practice"] },
  { keyword: "Impact", topics: ["Impact measurement"] },
  { keyword: "Resilience", topics: ["Resilience"] },
  { keyword: "Climate", topics: ["Climate adaptation"] },
  { keyword: "Supplier", topics: ["Supplier diversity"] },
  { keyword: "Volunteering", topics: ["Employee volunteering"] },
];

/** Growth text by difficulty; `{duration}` is the module's length. */
export const DIFFICULTY_GROWTH: Record<Difficulty | "unknown", { objective: string; professionalGrowth: string }> = {
  beginner: {
    objective: "Take one practical first step within a week of finishing",
    professionalGrowth:
      "A clear, practical introduction in {duration}: you finish with the vocabulary and first habits to build on in later modules.",
  },
  intermediate: {
    objective: "Apply what you learn to a live situation in your team and review the result",
    professionalGrowth:
      "Builds on what you already know in {duration}, turning familiar ideas into techniques you can use with confidence.",
  },
  advanced: {
    objective: "Lead others through the approach and evaluate its impact over time",
    professionalGrowth:
      "Stretches experienced practitioners in {duration}, with the depth needed to coach others and lead the work.",
  },
  unknown: {
    objective: "Choose one idea to apply and review how it went",
    professionalGrowth:
      "Adds a focused, practical skill to your development plan in {duration}, at a pace that fits around your work.",
  },
};
