/**
 * Equality action plans (issue 49, decision 405): the law, the government's menu of actions and its rules
 * as far as PIVOT has read them, each with its source and the day it was checked. What the sources did not
 * settle is marked, never guessed: `in-force` is law today; `prospective` is enacted but not commenced;
 * `reported` is what the government's guidance says as summarised by a named secondary source (the
 * guidance's own page was not read); `unconfirmed` is not settled by any source read.
 */

export const CHECKED_ON = "2026-12-02";

export type SourceStatus = "in-force" | "prospective" | "reported" | "unconfirmed";

export const SOURCE_STATUS_LABELS: Record<SourceStatus, string> = {
  "in-force": "In force",
  prospective: "Enacted, not yet in force",
  reported: "From the government's guidance as reported by a legal summary; the guidance's own wording not yet checked",
  unconfirmed: "Not confirmed by any source checked",
};

export interface Source {
  title: string;
  url: string;
}

export interface Sourced {
  source: Source;
  checkedOn: string;
  status: SourceStatus;
}

export const SOURCES = {
  act: {
    title: "Employment Rights Act 2025, section 33 (inserts section 78A into the Equality Act 2010)",
    url: "https://www.legislation.gov.uk/ukpga/2025/36/section/33",
  },
  addleshaw: {
    title: "Addleshaw Goddard, Equality action plans: what employers need to know now (2026)",
    url: "https://www.addleshawgoddard.com/en/insights/insights-briefings/2026/employment/equality-action-plans-what-employers-need-know-now/",
  },
  bdbf: {
    title: "BDBF, Equality action plan guidance published together with a menu of 18 actions (2026)",
    url: "https://www.bdbf.co.uk/employment-rights-act-2025-equality-action-plan-guidance-published-together-with-a-menu-of-18-actions-for-employers-to-consider/",
  },
  pinsent: {
    title: "Pinsent Masons Out-Law, Mandatory gender pay gap and menopause action plans (2026)",
    url: "https://www.pinsentmasons.com/out-law/news/mandatory-gender-pay-gap-menopause-action-plans",
  },
  batesWells: {
    title: "Bates Wells, Equality action plans under the Employment Rights Act 2025 (2026)",
    url: "https://bateswells.co.uk/?p=36309",
  },
  geo2018: {
    title:
      "Government Equalities Office, Closing the gender pay gap: actions for employers (2018), as listed by Equally Ours",
    url: "https://www.equallyours.org.uk/government-equalities-office-guidance-closing-the-gender-pay-gap-actions-for-employers/",
  },
  menopauseGuidance: {
    title: "Doyle Clayton, Menopause action plans: the government's promised menopause guidance for employers (2024)",
    url: "https://content.doyleclayton.co.uk/2024-general-election-result-menopause-action-plans",
  },
  govukWordCount: {
    title: "GOV.UK Design System, Character count component (counting words)",
    url: "https://design-system.service.gov.uk/components/character-count/",
  },
} as const satisfies Record<string, Source>;

const sourced = (source: Source, status: SourceStatus): Sourced => ({ source, checkedOn: CHECKED_ON, status });

// ---- the law ----

export const LAW = {
  /** s.78A(1)–(2): regulations may require employers with 250 or more employees to develop and publish a plan. */
  duty: {
    text: "Regulations may require employers with 250 or more employees to develop and publish an equality action plan showing the steps they are taking on prescribed matters related to gender equality, which include addressing the gender pay gap and supporting employees going through the menopause.",
    ...sourced(SOURCES.act, "prospective"),
  },
  employerThreshold: { value: 250, ...sourced(SOURCES.act, "prospective") },
  /** s.78A(5)(d): the regulations may require senior approval before publication. */
  seniorApproval: {
    text: "The regulations may require a plan to be approved by a senior person before it is published.",
    ...sourced(SOURCES.act, "prospective"),
  },
  /** s.78A(6): not more often than every 12 months after the first publication. */
  frequency: {
    text: "After the first publication, the regulations may not require publication more often than every 12 months.",
    ...sourced(SOURCES.act, "prospective"),
  },
  regulations: {
    text: "No regulations under section 78A had been found on the day this was checked: the mandatory duty, its content and its deadlines are not yet law.",
    ...sourced(SOURCES.act, "unconfirmed"),
  },
} as const;

// ---- the menu ----

export const THEMES = ["pay-gap", "menopause"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  "pay-gap": "Reducing the gender pay gap",
  menopause: "Supporting employees experiencing menopause",
};

/** What the guidance's figures can point to (see diagnosis in equality-action-plan.ts). */
export type DriverKey =
  | "upper-quarter-women"
  | "lower-quarter-women"
  | "mean-gap"
  | "median-gap"
  | "bonus-take-up"
  | "bonus-gap"
  | "gap-widened";

export interface MenuItem extends Sourced {
  id: string;
  theme: Theme;
  title: string;
  /** What the action is, in PIVOT's words after the source named (the guidance's own text not yet read). */
  description: string;
  /** Diagnosis drivers this action answers: a plan suggests it when one is found. */
  answers: readonly DriverKey[];
  /** Item 7: catalogue modules (content/modules slugs) that teach it, and a pathway that assigns them. */
  moduleSlugs: readonly string[];
  pathwaySlug: string;
}

/**
 * The guidance lists 18 actions (Addleshaw Goddard, BDBF). PIVOT holds only those the sources read name:
 * four pay-gap actions from the 2026 guidance as Pinsent Masons reports them, four from the government's
 * 2018 "actions for employers" whose place in the 2026 menu is unconfirmed, and three menopause measures
 * from the government's promised menopause guidance whose place in the menu is unconfirmed.
 */
export const GUIDANCE_MENU_SIZE = { value: 18, ...sourced(SOURCES.addleshaw, "reported") };

export const MENU: readonly MenuItem[] = [
  {
    id: "pay-gap-gender-neutral-adverts",
    theme: "pay-gap",
    title: "Remove gender-stereotyped words from job adverts",
    description: "Review job adverts and take out words typically associated with gender stereotypes.",
    answers: ["upper-quarter-women", "lower-quarter-women"],
    moduleSlugs: ["inclusive-recruitment-selection", "fair-structured-recruitment"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.pinsent, "reported"),
  },
  {
    id: "pay-gap-unbiased-cv-screening",
    theme: "pay-gap",
    title: "Reduce unconscious bias when screening CVs",
    description: "Change how CVs are screened so that unconscious bias plays less part in who is shortlisted.",
    answers: ["upper-quarter-women", "lower-quarter-women"],
    moduleSlugs: ["fair-structured-recruitment", "inclusive-recruitment-selection"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.pinsent, "reported"),
  },
  {
    id: "pay-gap-advertise-leave-policies",
    theme: "pay-gap",
    title: "Advertise leave policies in job adverts",
    description: "State the organisation's leave policies when advertising roles, to encourage more people to apply.",
    answers: ["lower-quarter-women", "upper-quarter-women"],
    moduleSlugs: ["inclusive-recruitment-selection", "flexible-working-requests"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.pinsent, "reported"),
  },
  {
    id: "pay-gap-automatic-promotion-consideration",
    theme: "pay-gap",
    title: "Consider eligible employees for promotion automatically",
    description: "Consider every eligible employee for promotion rather than only those who apply.",
    answers: ["upper-quarter-women", "mean-gap", "median-gap"],
    moduleSlugs: ["inclusive-leadership-essentials", "purpose-driven-performance-conversations"],
    pathwaySlug: "inclusive-leader",
    ...sourced(SOURCES.pinsent, "reported"),
  },
  {
    id: "pay-gap-salary-ranges",
    theme: "pay-gap",
    title: "Show the salary range on offer",
    description: "Communicate the salary range for a role clearly, so that women are better placed to negotiate.",
    answers: ["mean-gap", "median-gap", "gap-widened"],
    moduleSlugs: ["pay-transparency-at-work", "gender-pay-gap-reporting"],
    pathwaySlug: "inclusive-people-operations",
    ...sourced(SOURCES.geo2018, "unconfirmed"),
  },
  {
    id: "pay-gap-structured-interviews",
    theme: "pay-gap",
    title: "Use structured interviews for recruitment and promotion",
    description: "Ask every candidate the same questions in the same order and score them against set criteria.",
    answers: ["upper-quarter-women"],
    moduleSlugs: ["fair-structured-recruitment", "inclusive-recruitment-selection"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.geo2018, "unconfirmed"),
  },
  {
    id: "pay-gap-transparent-pay-and-promotion",
    theme: "pay-gap",
    title: "Make promotion, pay and reward processes transparent",
    description: "Publish how promotion, pay and reward decisions are made, and the criteria used.",
    answers: ["mean-gap", "median-gap", "bonus-gap", "bonus-take-up", "gap-widened"],
    moduleSlugs: ["pay-transparency-at-work", "gender-pay-gap-reporting"],
    pathwaySlug: "inclusive-people-operations",
    ...sourced(SOURCES.geo2018, "unconfirmed"),
  },
  {
    id: "pay-gap-shared-parental-leave",
    theme: "pay-gap",
    title: "Encourage the take-up of Shared Parental Leave",
    description:
      "Promote Shared Parental Leave to all parents, so that caring is shared and careers are not paused for women alone.",
    answers: ["upper-quarter-women", "mean-gap"],
    moduleSlugs: ["flexible-working-requests", "equality-act-essentials"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.geo2018, "unconfirmed"),
  },
  {
    id: "menopause-flexible-working",
    theme: "menopause",
    title: "Offer flexible working for menopause symptoms",
    description:
      "Make flexible working available to employees whose menopause symptoms affect when or where they can work well.",
    answers: [],
    moduleSlugs: ["menopause-support-for-managers", "flexible-working-requests", "menopause-support-at-work"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.menopauseGuidance, "unconfirmed"),
  },
  {
    id: "menopause-uniform-and-temperature",
    theme: "menopause",
    title: "Adjust uniforms and workplace temperature",
    description:
      "Review uniforms and workplace temperature so that employees experiencing menopause symptoms can work comfortably.",
    answers: [],
    moduleSlugs: ["menopause-support-for-managers", "menopause-support-at-work"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.menopauseGuidance, "unconfirmed"),
  },
  {
    id: "menopause-record-leave-and-absence",
    theme: "menopause",
    title: "Record menopause-related leave and absence",
    description: "Record menopause-related leave and absence separately, so that it is understood and handled fairly.",
    answers: [],
    moduleSlugs: ["menopause-support-for-managers", "menopause-support-at-work"],
    pathwaySlug: "uk-compliance-for-managers",
    ...sourced(SOURCES.menopauseGuidance, "unconfirmed"),
  },
];

export const menuItem = (id: string) => MENU.find((item) => item.id === id) ?? null;

// ---- the rules ----

export const ACTION_STAGES = ["new", "in-progress", "embedded"] as const;
export type ActionStage = (typeof ACTION_STAGES)[number];
export const ACTION_STAGE_LABELS: Record<ActionStage, string> = {
  new: "New",
  "in-progress": "In progress",
  embedded: "Embedded (already part of how we work)",
};

export const RULES = {
  minActions: { value: 2, ...sourced(SOURCES.addleshaw, "reported") },
  /** No maximum is named by any source read: the plan does not cap it. */
  maxActions: { value: null as number | null, ...sourced(SOURCES.bdbf, "unconfirmed") },
  /** At least one action per theme. */
  minPerTheme: { value: 1, ...sourced(SOURCES.bdbf, "reported") },
  /** At least this many actions must be new or in progress (not embedded). */
  minNewOrInProgress: { value: 2, ...sourced(SOURCES.addleshaw, "reported") },
  actionWords: { value: 100, ...sourced(SOURCES.addleshaw, "reported") },
  narrativeWords: { value: 200, ...sourced(SOURCES.addleshaw, "reported") },
  /**
   * How the gender pay gap service counts words is not published in any source read. PIVOT counts as
   * GOV.UK's design system's character count component does when it limits words: each run of
   * non-space characters is one word.
   */
  wordCounting: {
    text: "Each run of characters between spaces or line breaks counts as one word.",
    ...sourced(SOURCES.govukWordCount, "unconfirmed"),
  },
  publication: {
    text: "Plans are submitted and published on the government's gender pay gap service, beside the gender pay gap figures.",
    ...sourced(SOURCES.addleshaw, "reported"),
  },
  review: {
    text: "Track the outcomes and review the plan every year; once mandatory, an interim review one and two years after submission and a fuller review after three years are expected, subject to legislation.",
    ...sourced(SOURCES.addleshaw, "reported"),
  },
} as const;

export const DEADLINES = [
  {
    id: "voluntary-from",
    label: "Employers may publish a plan voluntarily from",
    date: "2026-04-06",
    ...sourced(SOURCES.batesWells, "reported"),
  },
  {
    id: "voluntary-2026-27",
    label: "Voluntary plans for the 2026 to 2027 reporting year, encouraged by",
    date: "2027-04-04",
    ...sourced(SOURCES.bdbf, "reported"),
  },
  {
    id: "mandatory-from",
    label:
      "Plans mandatory from spring 2027, subject to regulations not yet made; first mandatory plans expected by April 2028",
    date: null as string | null,
    ...sourced(SOURCES.addleshaw, "unconfirmed"),
  },
] as const;
