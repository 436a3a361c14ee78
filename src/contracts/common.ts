import { z } from "zod";
import { emailAddressProblem, emailProblemMessage } from "./email-address";

export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * PostgreSQL text cannot hold a NUL character (the database refuses the whole statement), and no
 * form field has a use for one: a text that contains one is refused as bad input.
 */
export const hasNoNul = (value: string) => !value.includes("\u0000");
export const invalidCharacter = (label: string) => `${label} contains an invalid character`;

/** A trimmed, required, bounded text field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

/** An http or https address with no user name or password in it. */
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A required web address of up to 2000 characters; `notWebAddress` says what to enter instead. */
export const webAddressField = (label: string, notWebAddress: string) =>
  requiredText(label, 2000).refine(isWebAddress, notWebAddress);

/** An optional bounded text field; blank becomes undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label))
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/**
 * An e-mail address, checked by the one rule every form, the invitations and sign-up share
 * (contracts/email-address.ts): what Better Auth's sign-up accepts, and no internationalised address.
 */
export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .superRefine((value, ctx) => {
    const problem = emailAddressProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: emailProblemMessage(problem), abort: true });
  })
  .meta({ format: "email" });

/** The largest id a PostgreSQL integer column holds (2^31 - 1); a larger one is bad input, not a 500. */
export const MAX_ID = 2_147_483_647;

/** A database id in a JSON body: a whole number from 1 to MAX_ID. */
export const idField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} must be at most ${MAX_ID}`);

/** A positive whole number in a path or query string, where every value arrives as text. */
const positiveWholeParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`);

/** A database id in a path or query string, where every value arrives as text. */
export const idParam = (label: string) => positiveWholeParam(label).max(MAX_ID, `${label} must be at most ${MAX_ID}`);

/** The id of a bigint identity column in a path: up to the largest whole number JavaScript holds exactly. */
export const bigIdParam = (label: string) => positiveWholeParam(label).max(Number.MAX_SAFE_INTEGER);

export const idParamSchema = z.object({ id: idParam("id") });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The answer of a route that sends a text document (robots.txt, a sitemap, a CSV export). */
export const textDocumentSchema = z.string();

/** The answer of a route that sends a generated file (PDF, DOCX, XLSX, PPTX). */
export const fileBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "a file");

/** GET /api/health */
export const healthSchema = z.object({ status: z.enum(["ok", "database unreachable"]) });
