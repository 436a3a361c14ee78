import { z } from "zod";
import { ORGANIZATION_ROLES } from "../domain/organization-roles";
import { hasNoNul, invalidCharacter } from "./common";

/**
 * The public API v1 (/api/v1, issue 23 item 3; decision 300): an organisation's data for its HR and
 * BI systems, read with an API key (`Authorization: Bearer <key>`). Lists are pages of
 * `{ items, nextCursor }`: pass `nextCursor` back as `cursor` until it is null. Times are ISO 8601 UTC.
 */

export const PUBLIC_API_BASE_PATH = "/api/v1";
export const PUBLIC_API_MAX_LIMIT = 1000;

const cursorField = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, "Cursor is not valid")
  .refine(hasNoNul, invalidCharacter("Cursor"))
  .optional()
  .meta({ description: "The `nextCursor` of the previous page; absent for the first page" });
const limitField = z.coerce
  .number({ error: "Limit must be a number" })
  .int("Limit must be a whole number")
  .min(1, "Limit must be at least 1")
  .max(PUBLIC_API_MAX_LIMIT, `Limit must be at most ${PUBLIC_API_MAX_LIMIT}`)
  .default(100)
  .meta({ description: `Items per page, 1 to ${PUBLIC_API_MAX_LIMIT} (default 100)` });
const sinceField = (what: string) =>
  z.iso
    .datetime({ offset: true, error: "Must be an ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z" })
    .optional()
    .meta({ description: `Only ${what} at or after this time (ISO 8601), for incremental sync` });

export const pageQuerySchema = z.object({ cursor: cursorField, limit: limitField });
export const updatedSinceQuerySchema = pageQuerySchema.extend({ updatedSince: sinceField("rows updated") });
export const completedSinceQuerySchema = pageQuerySchema.extend({ completedSince: sinceField("completions") });
export const submittedSinceQuerySchema = pageQuerySchema.extend({ submittedSince: sinceField("results submitted") });
export const issuedSinceQuerySchema = pageQuerySchema.extend({ issuedSince: sinceField("certificates issued") });

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const personId = z.string().meta({ description: "The person's id (the same in every endpoint)" });
const timestamp = z.string().meta({ description: "ISO 8601, UTC" });

export const publicMemberIdParamSchema = z.object({
  id: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("Member id")),
});

export const publicMemberSchema = z.object({
  id: personId,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  department: z.string().nullable(),
  managerId: z.string().nullable().meta({ description: "The line manager's person id" }),
  joinedAt: timestamp,
});
export const publicMemberPageSchema = page(publicMemberSchema);
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicDepartmentSchema = z.object({ id: z.number().int(), name: z.string(), memberCount: z.number() });
export const publicDepartmentListSchema = z.object({ items: z.array(publicDepartmentSchema) });

export const publicEnrolmentSchema = z.object({
  personId,
  pathwayId: z.number().int(),
  pathwaySlug: z.string(),
  enrolledAt: timestamp,
});
export const publicEnrolmentPageSchema = page(publicEnrolmentSchema);

export const publicAssignmentIdParamSchema = z.object({
  id: z
    .string()
    .max(120)
    .regex(/^[^:\s]+:\d{1,10}$/, "Assignment id is not valid")
    .meta({ description: "`<personId>:<pathwayId>`" }),
});
export const publicAssignmentSchema = z.object({
  id: z.string().meta({ description: "`<personId>:<pathwayId>`" }),
  personId,
  pathwayId: z.number().int(),
  pathwaySlug: z.string(),
  dueDate: z.string().nullable().meta({ description: "YYYY-MM-DD (due by the end of the day, UK time)" }),
  assignedAt: timestamp,
});
export const publicAssignmentPageSchema = page(publicAssignmentSchema);
export type PublicAssignment = z.infer<typeof publicAssignmentSchema>;

export const createPublicAssignmentSchema = z.object({
  personId: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("Person id")),
  pathwayId: z.number({ error: "Pathway id must be a number" }).int().min(1).max(2_147_483_647),
  dueDate: z.iso.date("Due date must be YYYY-MM-DD").optional(),
});
export type CreatePublicAssignmentInput = z.infer<typeof createPublicAssignmentSchema>;

export const publicProgressSchema = z.object({
  personId,
  moduleId: z.number().int(),
  progressPercentage: z.number().int(),
  completed: z.boolean(),
  timeSpent: z.number().int().meta({ description: "Seconds spent on the module" }),
  startedAt: timestamp,
  completedAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export const publicProgressPageSchema = page(publicProgressSchema);
export type PublicProgress = z.infer<typeof publicProgressSchema>;

export const publicCompletionSchema = z.object({
  personId,
  moduleId: z.number().int(),
  moduleSlug: z.string(),
  completedAt: timestamp,
});
export const publicCompletionPageSchema = page(publicCompletionSchema);

export const publicKnowledgeCheckResultSchema = z.object({
  id: z.number().int(),
  personId,
  moduleId: z.number().int(),
  scorePercent: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  submittedAt: timestamp,
});
export const publicKnowledgeCheckResultPageSchema = page(publicKnowledgeCheckResultSchema);

export const publicCertificateSchema = z.object({
  id: z.number().int(),
  personId,
  certificateSlug: z.string(),
  title: z.string(),
  issuedAt: timestamp,
  expiresAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  verificationUrl: z.string().meta({ description: "The public page that verifies the certificate" }),
});
export const publicCertificatePageSchema = page(publicCertificateSchema);

export const publicModuleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  pillar: z.string(),
  type: z.string(),
  durationMinutes: z.number().int().nullable(),
  difficulty: z.string().nullable(),
});
export const publicModuleListSchema = z.object({ items: z.array(publicModuleSchema) });
