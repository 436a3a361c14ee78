import { z } from "zod";
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
