import { z } from "zod";
import { cohortDateIssues } from "../domain/pilot-cohort";
import { emailField, optionalText, requiredText } from "./common";

/** The choices the pilot form offers for the industry sector (stored as text). */
export const INDUSTRY_SECTORS = [
  "Charity or non-profit",
  "Social enterprise",
  "Professional services",
  "Technology",
  "Retail and consumer goods",
  "Manufacturing",
  "Financial services",
  "Health and social care",
  "Education",
  "Public sector",
  "Hospitality and leisure",
  "Creative and media",
  "Other",
] as const;

export const B_CORP_TIMELINES = [
  "Within 6 months",
  "6 to 12 months",
  "12 to 24 months",
  "More than 24 months",
  "Already certified (recertifying)",
  "Not sure yet",
] as const;

export const LEADERSHIP_COMMITMENT_LEVELS = [
  "Fully committed: an executive sponsor is in place",
  "Supportive: leadership has approved the pilot",
  "Exploring: we are building the business case",
] as const;

/** A required choice from a fixed list, with messages that name the field. */
const requiredChoice = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? `${label} is required`
        : `${label} must be one of: ${options.join("; ")}`,
  });

const PHONE_PATTERN = /^\+?[0-9\s().-]{6,}$/;

/**
 * spec 3 §3/§5: the ten pilot fields. Required: organisation name, primary contact name, email,
 * number of employees (free text), industry sector, B-Corp certification timeline and leadership
 * commitment level; optional: phone, current initiatives, pilot goals. Lengths bounded server-side.
 */
export const pilotApplicationSchema = z.object({
  organizationName: requiredText("Organisation name", 160),
  contactName: requiredText("Primary contact name", 120),
  email: emailField,
  phone: optionalText("Phone", 40).refine((v) => v === undefined || PHONE_PATTERN.test(v), {
    message: "Phone must be a phone number (digits, spaces and + ( ) - . only)",
  }),
  employeeCount: requiredText("Number of employees", 40),
  industry: requiredText("Industry sector", 120),
  currentInitiatives: optionalText("Current initiatives", 2000),
  bCorpTimeline: requiredChoice("B-Corp certification timeline", B_CORP_TIMELINES),
  leadershipCommitment: requiredChoice("Leadership commitment level", LEADERSHIP_COMMITMENT_LEVELS),
  pilotGoals: optionalText("Pilot goals", 2000),
});
/** What the form holds (every field a string, blanks allowed before validation). */
export type PilotApplicationFormValues = z.input<typeof pilotApplicationSchema>;
export type PilotApplicationInput = z.output<typeof pilotApplicationSchema>;

export const pilotApplicationCreatedSchema = z.object({ id: z.number().int() });

export const pilotApplicationRecordSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  employeeCount: z.string(),
  industry: z.string(),
  currentInitiatives: z.string().nullable(),
  bCorpTimeline: z.string(),
  leadershipCommitment: z.string(),
  pilotGoals: z.string().nullable(),
  createdAt: z.string(),
});
export type PilotApplicationRecord = z.infer<typeof pilotApplicationRecordSchema>;

export const pilotApplicationListSchema = z.array(pilotApplicationRecordSchema);

/** A calendar day, YYYY-MM-DD (an input of type date), that exists on the calendar. */
const calendarDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const parsed = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`);

/** At most this many places and £1,000,000: a typo, not a pilot. */
export const MAX_COHORT_PLACES = 1000;
export const MAX_COHORT_PRICE_PENCE = 100_000_000;

const cohortFields = {
  name: requiredText("Cohort name", 120),
  startsOn: calendarDay("Start date"),
  endsOn: calendarDay("End date"),
  applicationsCloseOn: calendarDay("Applications close on"),
};

const withDatesInOrder = <T extends { startsOn?: string; endsOn?: string; applicationsCloseOn?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const { startsOn, endsOn, applicationsCloseOn } = value;
  if (startsOn === undefined || endsOn === undefined || applicationsCloseOn === undefined) return;
  for (const issue of cohortDateIssues({ startsOn, endsOn, applicationsCloseOn })) {
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }
};

/** The body of POST /api/admin/pilot/cohorts (issue 26 item 4); price in pence. */
const pilotCohortObject = z.object({
  ...cohortFields,
  places: z
    .number({ error: "Places must be a whole number" })
    .int("Places must be a whole number")
    .min(1, "Places must be at least 1")
    .max(MAX_COHORT_PLACES, `Places must be at most ${MAX_COHORT_PLACES}`),
  pricePence: z
    .number({ error: "Price must be a whole number of pence" })
    .int("Price must be a whole number of pence")
    .min(0, "Price must be £0 or more")
    .max(MAX_COHORT_PRICE_PENCE, "Price must be at most £1,000,000"),
});
export const pilotCohortInputSchema = pilotCohortObject.superRefine(withDatesInOrder);
export type PilotCohortInput = z.infer<typeof pilotCohortInputSchema>;

/** PATCH /api/admin/pilot/cohorts/{id}: any of the fields; the dates are checked again once merged. */
export const pilotCohortPatchSchema = pilotCohortObject.partial().superRefine(withDatesInOrder);
export type PilotCohortPatch = z.infer<typeof pilotCohortPatchSchema>;

/**
 * The admin form: every field typed as text; places a whole number, the price in pounds (up to two
 * decimals), turned into the API's body by the same rules.
 */
export const pilotCohortFormSchema = z
  .object({
    ...cohortFields,
    places: z
      .string()
      .trim()
      .min(1, "Places is required")
      .regex(/^\d+$/, "Places must be a whole number")
      .transform(Number)
      .pipe(pilotCohortObject.shape.places),
    price: z
      .string()
      .trim()
      .min(1, "Price is required")
      .regex(/^\d+(\.\d{1,2})?$/, "Price must be an amount in pounds, such as 1000 or 999.50")
      .transform((v) => Math.round(Number(v) * 100))
      .pipe(pilotCohortObject.shape.pricePence),
  })
  .superRefine(withDatesInOrder)
  .transform(({ price, ...rest }): PilotCohortInput => ({ ...rest, pricePence: price }));
export type PilotCohortFormValues = z.input<typeof pilotCohortFormSchema>;

export const PILOT_COHORT_STATUSES = ["open", "closed"] as const;

export const pilotCohortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  applicationsCloseOn: z.string(),
  places: z.number().int(),
  /** Places less accepted applications; applications carry no acceptance yet, so the places. */
  placesLeft: z.number().int(),
  pricePence: z.number().int(),
  status: z.enum(PILOT_COHORT_STATUSES),
  /** Applications received for this cohort. */
  applications: z.number().int(),
});
export type PilotCohort = z.infer<typeof pilotCohortSchema>;

/** GET /api/pilot/cohort: the open cohort closing soonest, otherwise the one that closed last. */
export const currentPilotCohortSchema = z.object({ cohort: pilotCohortSchema.nullable() });
export type CurrentPilotCohort = z.infer<typeof currentPilotCohortSchema>;

/** GET /api/admin/pilot/cohorts: every cohort, the latest start first. */
export const pilotCohortListSchema = z.object({ items: z.array(pilotCohortSchema) });

/** POST /api/pilot/waiting-list: name, e-mail and organisation, once a cohort has closed. */
export const pilotWaitingListSchema = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  organizationName: requiredText("Organisation name", 160),
});
export type PilotWaitingListInput = z.infer<typeof pilotWaitingListSchema>;
export type PilotWaitingListFormValues = z.input<typeof pilotWaitingListSchema>;

export const pilotWaitingListEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organizationName: z.string(),
  /** The closed cohort the visitor saw; null when there was none. */
  cohortName: z.string().nullable(),
  createdAt: z.string(),
});
export type PilotWaitingListEntry = z.infer<typeof pilotWaitingListEntrySchema>;

/** GET /api/admin/pilot/waiting-list: newest first, a page at a time. */
export const pilotWaitingListQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const pilotWaitingListPageSchema = z.object({
  items: z.array(pilotWaitingListEntrySchema),
  /** The id to pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type PilotWaitingListPage = z.infer<typeof pilotWaitingListPageSchema>;
