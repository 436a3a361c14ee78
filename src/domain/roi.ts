/**
 * The Tool dialog's ROI Calculator (spec 3 §2 "Tool dialog", formulas in spec 3 §9).
 * Form fields arrive as strings; spec 3 §5 says blank inputs count as 0.
 */
export const ROI_FIELDS = [
  "investment",
  "participants",
  "hourlyRate",
  "productivityIncreasePct",
  "retentionImprovementPct",
] as const;
export type RoiField = (typeof ROI_FIELDS)[number];

export type RoiInputs = Partial<Record<RoiField, number | string | null>>;

export interface RoiResult {
  investment: number;
  participants: number;
  productivityGain: number;
  retentionSaving: number;
  totalBenefit: number;
  /** Percentage, unrounded; show with `formatRoiPercent`. */
  roi: number;
  paybackMonths: number;
}

export type RoiOutcome =
  | { ok: true; result: RoiResult }
  | { ok: false; reason: "invalid-investment" | "negative-input" | "no-benefit"; message: string };

// spec 3 §9: a full-time year is 40 hours × 52 weeks.
export const HOURS_PER_YEAR = 40 * 52;
// spec 3 §9: each retained person saves 30% of their annual cost (replacement cost).
export const REPLACEMENT_COST_SHARE = 0.3;

const FIELD_LABELS: Record<RoiField, string> = {
  investment: "Training investment",
  participants: "Number of participants",
  hourlyRate: "Average hourly rate",
  productivityIncreasePct: "Expected productivity increase",
  retentionImprovementPct: "Expected retention improvement",
};

/** Blank or unparsable input counts as 0 (spec 3 §5). */
export function parseRoiInput(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  const trimmed = value.trim();
  if (trimmed === "") return 0;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function calculateRoi(inputs: RoiInputs): RoiOutcome {
  const values = Object.fromEntries(ROI_FIELDS.map((field) => [field, parseRoiInput(inputs[field])])) as Record<
    RoiField,
    number
  >;

  // The prototype divided by zero here (spec 3 §5); we say what to fix instead of showing NaN.
  if (values.investment <= 0) {
    return {
      ok: false,
      reason: "invalid-investment",
      message: "Enter a training investment greater than £0 to calculate ROI.",
    };
  }
  const negativeField = ROI_FIELDS.find((field) => values[field] < 0);
  if (negativeField) {
    return { ok: false, reason: "negative-input", message: `${FIELD_LABELS[negativeField]} cannot be negative.` };
  }

  const { investment, participants, hourlyRate, productivityIncreasePct, retentionImprovementPct } = values;
  const annualCostPerPerson = hourlyRate * HOURS_PER_YEAR;
  const productivityGain = (annualCostPerPerson * productivityIncreasePct * participants) / 100;
  const retentionSaving = (annualCostPerPerson * REPLACEMENT_COST_SHARE * retentionImprovementPct * participants) / 100;
  const totalBenefit = productivityGain + retentionSaving;

  // With no benefit the investment never pays back (payback would be infinite).
  if (totalBenefit <= 0) {
    return {
      ok: false,
      reason: "no-benefit",
      message:
        "No payback period: the expected benefit is £0. Enter participants, an hourly rate and an expected productivity or retention improvement.",
    };
  }

  return {
    ok: true,
    result: {
      investment,
      participants,
      productivityGain,
      retentionSaving,
      totalBenefit,
      roi: ((totalBenefit - investment) / investment) * 100,
      paybackMonths: investment / (totalBenefit / 12),
    },
  };
}

/** spec 3 §9: ROI shown to 1 decimal. */
export const formatRoiPercent = (roi: number): string => `${roi.toFixed(1)}%`;

export const formatPaybackMonths = (months: number): string => `${months.toFixed(1)} months`;

/** spec 3 §2: the ROI figure is green when positive, red otherwise. */
export const isPositiveRoi = (roi: number): boolean => roi > 0;
