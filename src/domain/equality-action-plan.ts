/**
 * Equality action plans (issue 49, decision 405): the plan's rules (equality-action-menu.ts), the
 * diagnosis of a pay-gap snapshot, indicators with a baseline from the figures and a target, and the
 * review of a later snapshot against them. Shared by the server (validation, approval, exports) and the
 * client (live counters, the editor).
 */
import {
  ACTION_STAGES,
  type ActionStage,
  type DriverKey,
  MENU,
  type MenuItem,
  menuItem,
  RULES,
  THEME_LABELS,
  THEMES,
} from "./equality-action-menu";
import type { PayBasis } from "./jedi-pay-gap";
import type { StatutoryMeasures } from "./pay-gap-statutory";

/** Words as GOV.UK's character count component counts them (RULES.wordCounting): runs of non-space characters. */
export const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

// ---- indicators ----

export const INDICATOR_METRICS = [
  "women-upper-quarter",
  "women-upper-middle-quarter",
  "women-lower-quarter",
  "mean-hourly-gap",
  "median-hourly-gap",
  "women-receiving-bonus",
  "mean-bonus-gap",
  "median-bonus-gap",
  "assignment-completion",
] as const;
export type IndicatorMetric = (typeof INDICATOR_METRICS)[number];

interface MetricInfo {
  label: string;
  /** Which way is progress: a larger share of women at the top, a smaller gap. */
  better: "higher" | "lower";
  /** Read from a pay-gap snapshot, or from the linked compliance assignment. */
  from: "snapshot" | "assignment";
}

export const METRICS: Record<IndicatorMetric, MetricInfo> = {
  "women-upper-quarter": { label: "Share of women in the upper pay quarter", better: "higher", from: "snapshot" },
  "women-upper-middle-quarter": {
    label: "Share of women in the upper middle pay quarter",
    better: "higher",
    from: "snapshot",
  },
  "women-lower-quarter": { label: "Share of women in the lower pay quarter", better: "lower", from: "snapshot" },
  "mean-hourly-gap": { label: "Mean gender pay gap", better: "lower", from: "snapshot" },
  "median-hourly-gap": { label: "Median gender pay gap", better: "lower", from: "snapshot" },
  "women-receiving-bonus": { label: "Percentage of women receiving bonus pay", better: "higher", from: "snapshot" },
  "mean-bonus-gap": { label: "Mean bonus gender pay gap", better: "lower", from: "snapshot" },
  "median-bonus-gap": { label: "Median bonus gender pay gap", better: "lower", from: "snapshot" },
  "assignment-completion": {
    label: "People who have completed the linked learning",
    better: "higher",
    from: "assignment",
  },
};

/** A metric's value in a snapshot's statutory figures (a percentage, one decimal), or null. */
export function metricValue(measures: StatutoryMeasures, metric: IndicatorMetric): number | null {
  switch (metric) {
    case "women-upper-quarter":
      return measures.quarters[3]?.womenPercent ?? null;
    case "women-upper-middle-quarter":
      return measures.quarters[2]?.womenPercent ?? null;
    case "women-lower-quarter":
      return measures.quarters[0]?.womenPercent ?? null;
    case "mean-hourly-gap":
      return measures.meanHourlyGap;
    case "median-hourly-gap":
      return measures.medianHourlyGap;
    case "women-receiving-bonus":
      return measures.womenReceivingBonus;
    case "mean-bonus-gap":
      return measures.meanBonusGap;
    case "median-bonus-gap":
      return measures.medianBonusGap;
    case "assignment-completion":
      return null;
  }
}

/** Completed ÷ assigned × 100, one decimal; null when nobody is assigned. */
export function completionPercent(summary: { assigned: number; onTime: number; late: number }): number | null {
  if (summary.assigned === 0) return null;
  return Math.round(((summary.onTime + summary.late) / summary.assigned) * 1000) / 10;
}

export interface Indicator {
  metric: IndicatorMetric;
  /** The snapshot year the baseline was read from (null for the completion of learning: it starts at 0). */
  baselineYear: number | null;
  baseline: number;
  target: number;
  /** The snapshot year (or, for learning, the year) the target is for. */
  targetYear: number;
}

/** "Share of women in the upper pay quarter from 33.3 % to 40 % by the 2028 snapshot". */
export function describeIndicator(indicator: Indicator): string {
  const info = METRICS[indicator.metric];
  const when = info.from === "snapshot" ? `by the ${indicator.targetYear} snapshot` : `by ${indicator.targetYear}`;
  return `${info.label} from ${formatPercent(indicator.baseline)} to ${formatPercent(indicator.target)} ${when}`;
}

export const formatPercent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} %`;

/** Why an indicator cannot stand, or null: a target on the wrong side of the baseline, a past target year. */
export function indicatorProblem(indicator: Indicator): string | null {
  const info = METRICS[indicator.metric];
  if (indicator.target === indicator.baseline) return "The target must differ from the baseline";
  const improves =
    info.better === "higher" ? indicator.target > indicator.baseline : indicator.target < indicator.baseline;
  if (!improves)
    return info.better === "higher"
      ? "The target must be higher than the baseline for this measure"
      : "The target must be lower than the baseline for this measure";
  if (indicator.baselineYear !== null && indicator.targetYear <= indicator.baselineYear)
    return "The target year must be after the baseline year";
  return null;
}

export interface IndicatorReview {
  result: number | null;
  resultYear: number | null;
  /** Result − baseline, one decimal. */
  change: number | null;
  /** "met", "progress" (moved the right way), "no-progress", "worse", or "no-data". */
  outcome: "met" | "progress" | "no-progress" | "worse" | "no-data";
}

/** Target against result: the result read from a later snapshot's figures (or the learning's completion). */
export function reviewIndicator(
  indicator: Indicator,
  result: number | null,
  resultYear: number | null,
): IndicatorReview {
  if (result === null) return { result: null, resultYear, change: null, outcome: "no-data" };
  const change = Math.round((result - indicator.baseline) * 10) / 10 || 0;
  const better = METRICS[indicator.metric].better;
  const signed = better === "higher" ? change : -change;
  const met = better === "higher" ? result >= indicator.target : result <= indicator.target;
  const outcome = met ? "met" : signed > 0 ? "progress" : signed === 0 ? "no-progress" : "worse";
  return { result, resultYear, change, outcome };
}

export const OUTCOME_LABELS: Record<IndicatorReview["outcome"], string> = {
  met: "Target met",
  progress: "Moving towards the target",
  "no-progress": "No change yet",
  worse: "Moved away from the target",
  "no-data": "No result yet",
};

// ---- diagnosis ----

export interface SnapshotFigures {
  year: number;
  basis: PayBasis;
  men: number;
  women: number;
  meanPayMen: number | null;
  meanPayWomen: number | null;
  medianPayMen: number | null;
  medianPayWomen: number | null;
  measures: StatutoryMeasures;
}

export interface Driver {
  key: DriverKey;
  title: string;
  detail: string;
  /** The figures it comes from, each named. */
  figures: { label: string; value: string }[];
}

/** How far a quarter's share of women must differ from the workforce's before it is called a driver (points). */
export const QUARTER_SKEW_POINTS = 5;

const pounds = (value: number | null, basis: PayBasis) =>
  value === null
    ? "not available"
    : `£${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${basis === "hourly" ? " an hour" : " a year"}`;
const pct = (value: number | null) => (value === null ? "not available" : formatPercent(value));

/** What drives the gap in a snapshot, each driver naming the figures it is read from. */
export function diagnose(current: SnapshotFigures, previous: SnapshotFigures | null): Driver[] {
  const drivers: Driver[] = [];
  const m = current.measures;
  const headcount = current.men + current.women;
  const womenShare = headcount ? Math.round((current.women / headcount) * 1000) / 10 : null;
  const upper = m.quarters[3]?.womenPercent ?? null;
  const lower = m.quarters[0]?.womenPercent ?? null;
  const basisWord = current.basis === "hourly" ? "hourly pay" : "annual salary";
  const workforce = { label: `Women in the workforce (${current.year})`, value: pct(womenShare) };

  if (womenShare !== null && upper !== null && upper < womenShare - QUARTER_SKEW_POINTS) {
    drivers.push({
      key: "upper-quarter-women",
      title: "Women are under-represented in the upper pay quarter",
      detail: `${formatPercent(upper)} of the upper quarter are women, against ${formatPercent(womenShare)} of the workforce.`,
      figures: [{ label: `Women in the upper quarter (${current.year})`, value: pct(upper) }, workforce],
    });
  }
  if (womenShare !== null && lower !== null && lower > womenShare + QUARTER_SKEW_POINTS) {
    drivers.push({
      key: "lower-quarter-women",
      title: "Women are concentrated in the lower pay quarter",
      detail: `${formatPercent(lower)} of the lower quarter are women, against ${formatPercent(womenShare)} of the workforce.`,
      figures: [{ label: `Women in the lower quarter (${current.year})`, value: pct(lower) }, workforce],
    });
  }
  if (m.meanHourlyGap !== null && m.meanHourlyGap > 0) {
    drivers.push({
      key: "mean-gap",
      title: `Women's mean ${basisWord} is ${formatPercent(m.meanHourlyGap)} lower than men's`,
      detail: `Men's mean is ${pounds(current.meanPayMen, current.basis)}; women's is ${pounds(current.meanPayWomen, current.basis)}.`,
      figures: [
        { label: `Mean gender pay gap (${current.year})`, value: pct(m.meanHourlyGap) },
        { label: "Men's mean", value: pounds(current.meanPayMen, current.basis) },
        { label: "Women's mean", value: pounds(current.meanPayWomen, current.basis) },
      ],
    });
  }
  if (m.medianHourlyGap !== null && m.medianHourlyGap > 0) {
    drivers.push({
      key: "median-gap",
      title: `Women's median ${basisWord} is ${formatPercent(m.medianHourlyGap)} lower than men's`,
      detail: `Men's median is ${pounds(current.medianPayMen, current.basis)}; women's is ${pounds(current.medianPayWomen, current.basis)}.`,
      figures: [
        { label: `Median gender pay gap (${current.year})`, value: pct(m.medianHourlyGap) },
        { label: "Men's median", value: pounds(current.medianPayMen, current.basis) },
        { label: "Women's median", value: pounds(current.medianPayWomen, current.basis) },
      ],
    });
  }
  if (m.menReceivingBonus !== null && m.womenReceivingBonus !== null && m.womenReceivingBonus < m.menReceivingBonus) {
    drivers.push({
      key: "bonus-take-up",
      title: "Fewer women than men receive a bonus",
      detail: `${formatPercent(m.womenReceivingBonus)} of women received bonus pay, against ${formatPercent(m.menReceivingBonus)} of men.`,
      figures: [
        { label: `Women receiving bonus pay (${current.year})`, value: pct(m.womenReceivingBonus) },
        { label: `Men receiving bonus pay (${current.year})`, value: pct(m.menReceivingBonus) },
      ],
    });
  }
  if (m.meanBonusGap !== null && m.meanBonusGap > 0) {
    drivers.push({
      key: "bonus-gap",
      title: `Women's mean bonus is ${formatPercent(m.meanBonusGap)} lower than men's`,
      detail: "The bonus gap adds to the pay gap for the women who receive one.",
      figures: [{ label: `Mean bonus gender pay gap (${current.year})`, value: pct(m.meanBonusGap) }],
    });
  }
  if (previous && m.meanHourlyGap !== null && previous.measures.meanHourlyGap !== null) {
    const change = Math.round((m.meanHourlyGap - previous.measures.meanHourlyGap) * 10) / 10;
    if (change > 0) {
      drivers.push({
        key: "gap-widened",
        title: `The mean gap widened by ${change.toFixed(1)} points since ${previous.year}`,
        detail: `From ${formatPercent(previous.measures.meanHourlyGap)} in ${previous.year} to ${formatPercent(m.meanHourlyGap)} in ${current.year}.`,
        figures: [
          { label: `Mean gender pay gap (${previous.year})`, value: pct(previous.measures.meanHourlyGap) },
          { label: `Mean gender pay gap (${current.year})`, value: pct(m.meanHourlyGap) },
        ],
      });
    }
  }
  return drivers;
}

export interface Suggestion {
  item: MenuItem;
  /** Why it is suggested, or null when nothing in the figures points to it. */
  reason: string | null;
}

/** The menu with the actions that answer a driver first, each saying why. */
export function suggestActions(drivers: readonly Driver[]): Suggestion[] {
  const found = new Map(drivers.map((d) => [d.key, d]));
  const suggestions = MENU.map((item) => {
    const driver = item.answers.map((key) => found.get(key)).find((d) => d !== undefined);
    if (driver) return { item, reason: `Suggested because ${lowerFirst(driver.title)}.` };
    if (item.theme === "menopause")
      return {
        item,
        reason:
          "Every plan needs a menopause action; pay figures cannot point to one, so choose from what your people tell you.",
      };
    return { item, reason: null };
  });
  const rank = (s: Suggestion) => (s.reason === null ? 2 : s.item.theme === "pay-gap" ? 0 : 1);
  return suggestions
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// ---- the plan's rules ----

export interface PlanLink {
  kind: "assignment" | "evidence";
  /** A compliance assignment (rule) of the organisation. */
  ruleId?: number;
  /** An evidence item: what it is, and where it is kept. */
  title?: string;
  url?: string | null;
}

export interface PlanAction {
  menuItemId: string;
  stage: ActionStage;
  text: string;
  ownerUserId: string | null;
  startsOn: string | null;
  dueOn: string | null;
  indicator: Indicator | null;
  links: PlanLink[];
}

export interface PlanContent {
  narrative: string;
  actions: PlanAction[];
}

export interface PlanIssue {
  path: string;
  message: string;
}

/** What stops a draft being saved at all: unknown or repeated actions, texts over their word limits. */
export function draftIssues(plan: PlanContent): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const narrativeWords = countWords(plan.narrative);
  if (narrativeWords > RULES.narrativeWords.value)
    issues.push({
      path: "narrative",
      message: `The narrative has ${narrativeWords} words; the limit is ${RULES.narrativeWords.value}`,
    });
  const seen = new Set<string>();
  plan.actions.forEach((action, i) => {
    const item = menuItem(action.menuItemId);
    if (!item) issues.push({ path: `actions.${i}.menuItemId`, message: "Not an action of the menu" });
    else if (seen.has(item.id))
      issues.push({ path: `actions.${i}.menuItemId`, message: "This action is already in the plan" });
    seen.add(action.menuItemId);
    if (!ACTION_STAGES.includes(action.stage))
      issues.push({ path: `actions.${i}.stage`, message: "Choose new, in progress or embedded" });
    const words = countWords(action.text);
    if (words > RULES.actionWords.value)
      issues.push({
        path: `actions.${i}.text`,
        message: `This text has ${words} words; the limit is ${RULES.actionWords.value}`,
      });
    if (action.startsOn && action.dueOn && action.dueOn < action.startsOn)
      issues.push({ path: `actions.${i}.dueOn`, message: "The due date must be on or after the start date" });
    if (action.indicator) {
      const problem = indicatorProblem(action.indicator);
      if (problem) issues.push({ path: `actions.${i}.indicator`, message: problem });
    }
  });
  return issues;
}

/** What stops a plan being approved: the guidance's rules, and PIVOT's (an owner, dates, an indicator and a link for every action). */
export function approvalIssues(plan: PlanContent): PlanIssue[] {
  const issues = draftIssues(plan);
  const { actions } = plan;
  if (actions.length < RULES.minActions.value)
    issues.push({ path: "actions", message: `Choose at least ${RULES.minActions.value} actions` });
  for (const theme of THEMES) {
    const count = actions.filter((a) => menuItem(a.menuItemId)?.theme === theme).length;
    if (count < RULES.minPerTheme.value)
      issues.push({ path: "actions", message: `Choose at least one action for ${lowerFirst(THEME_LABELS[theme])}` });
  }
  const fresh = actions.filter((a) => a.stage !== "embedded").length;
  if (fresh < RULES.minNewOrInProgress.value)
    issues.push({
      path: "actions",
      message: `At least ${RULES.minNewOrInProgress.value} actions must be new or in progress (${fresh} ${fresh === 1 ? "is" : "are"})`,
    });
  if (countWords(plan.narrative) === 0) issues.push({ path: "narrative", message: "Write the plan's narrative" });
  actions.forEach((action, i) => {
    if (countWords(action.text) === 0) issues.push({ path: `actions.${i}.text`, message: "Describe this action" });
    if (!action.ownerUserId) issues.push({ path: `actions.${i}.ownerUserId`, message: "Choose who owns this action" });
    if (!action.startsOn || !action.dueOn)
      issues.push({ path: `actions.${i}.dueOn`, message: "Give this action a start and a due date" });
    if (!action.indicator)
      issues.push({ path: `actions.${i}.indicator`, message: "Give this action a measurable indicator" });
    if (action.links.length === 0)
      issues.push({ path: `actions.${i}.links`, message: "Link this action to assigned learning or an evidence item" });
  });
  return issues;
}
