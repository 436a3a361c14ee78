import { z } from "zod";
import { ORGANIZATION_ROLES } from "../domain/organization-roles";
import { PLAN_IDS } from "../domain/plans";
import { emailField, hasNoNul, invalidCharacter, optionalText, requiredText } from "./common";

/**
 * Organisations (issue 20): accounts, plans and seats, invitations, members, departments, branding
 * and the audit log. Paths below are under /api/organizations.
 */

export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES, {
  error: `Role must be one of ${ORGANIZATION_ROLES.join(", ")}`,
});

/** An organisation id in a path: the random text ids Better Auth's tables use. */
export const organizationIdParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Organisation id is not valid"),
});
export const memberParamSchema = organizationIdParamSchema.extend({
  userId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "User id is not valid"),
});
export const invitationParamSchema = organizationIdParamSchema.extend({
  invitationId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Invitation id is not valid"),
});

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string()
  .trim()
  .min(3, "The address must be at least 3 characters")
  .max(48, "The address must be at most 48 characters")
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and single hyphens, for example northwind-social");

/** POST /api/organizations */
export const createOrganizationSchema = z.object({
  name: requiredText("Organisation name", 120),
  /** Made from the name when absent. */
  slug: slugField.optional(),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

export const createdOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.literal("owner"),
});

/** The organisation's plan as its members see it. */
export const organizationPlanSchema = z.object({
  tier: z.enum(PLAN_IDS),
  billingCycle: z.enum(["monthly", "yearly"]).nullable(),
  status: z.enum(["active", "past_due", "ended"]),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** "stripe" | "test" | "invoice" (recorded by an admin after a sale). */
  provider: z.string(),
  invoiceRef: z.string().nullable(),
});

export const seatsSchema = z.object({
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  /** Members plus pending invitations. */
  used: z.number().int().min(0),
  members: z.number().int().min(0),
  pendingInvitations: z.number().int().min(0),
});

/** GET /api/organizations: one per organisation the caller belongs to. */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: organizationRoleSchema,
  /** Members with the role member (the team of the Employer Dashboard's figures). */
  memberCount: z.number().int().min(0),
  /** The organisation this session works in (the header shows it). */
  active: z.boolean(),
  logo: z.string().nullable(),
  brandColor: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** GET /api/organizations/{id}: the settings page. */
export const organizationDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: organizationRoleSchema.nullable(),
  logo: z.string().nullable(),
  brandColor: z.string().nullable(),
  /** The join link's path (/join/{token}) while it is on, for owners and admins; null otherwise. */
  joinPath: z.string().nullable(),
  plan: organizationPlanSchema.nullable(),
  seats: seatsSchema,
  createdAt: z.string(),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

/** A logo as a data: URL: PNG, JPEG or SVG, at most 200 kB once decoded. */
export const LOGO_MAX_BYTES = 200_000;
export const logoField = z
  .string()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 40, "The logo must be at most 200 kB")
  .regex(/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+=*$/, "The logo must be a PNG, JPEG or SVG image");

/** PATCH /api/organizations/{id}: any subset; null clears logo or colour. */
export const updateOrganizationSchema = z
  .object({
    name: requiredText("Organisation name", 120).optional(),
    slug: slugField.optional(),
    logo: logoField.nullable().optional(),
    /** Checked for contrast on the server (domain/brand-colour.ts). */
    brandColor: z.string().trim().max(7).nullable().optional(),
    joinLinkEnabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/** POST /api/organizations/{id}/transfer-ownership */
export const transferOwnershipSchema = z.object({ userId: memberParamSchema.shape.userId });

// ---- Invitations ----

export const invitationRowSchema = z.object({
  email: emailField,
  role: organizationRoleSchema.optional(),
  department: optionalText("Department", 80),
  firstName: optionalText("First name", 80),
  lastName: optionalText("Last name", 80),
  managerEmail: emailField.optional(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

/** POST /api/organizations/{id}/invitations: up to 50 rows answer at once (201); larger lists run as a job (202). */
export const INLINE_INVITATION_LIMIT = 50;
export const MAX_INVITATION_ROWS = 10_000;
export const createInvitationsSchema = z.object({
  invitations: z
    .array(z.unknown())
    .min(1, "Add at least one invitation")
    .max(MAX_INVITATION_ROWS, `At most ${MAX_INVITATION_ROWS} invitations at a time`),
});

export const invitationResultSchema = z.object({
  /** 1-based position in the request (the CSV's data row). */
  row: z.number().int(),
  email: z.string(),
  status: z.enum(["invited", "refused"]),
  /** Why a row was refused. */
  reason: z.string().optional(),
  invitationId: z.string().optional(),
});

/** 201: every row answered. */
export const invitationResultsSchema = z.object({ results: z.array(invitationResultSchema) });
/** 202: a job took the list; follow its progress at GET …/invitation-batches/{batchId}. */
export const invitationBatchAcceptedSchema = z.object({ batchId: z.string(), total: z.number().int() });

export const invitationBatchSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  total: z.number().int(),
  processed: z.number().int(),
  invited: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), email: z.string(), reason: z.string() })),
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: organizationRoleSchema,
  department: z.string().nullable(),
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
  expiresAt: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).refine(hasNoNul, invalidCharacter("Cursor")).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const invitationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(["pending", "accepted", "revoked", "expired"]).optional(),
});
export const invitationListSchema = z.object({ items: z.array(invitationSchema), nextCursor: z.string().nullable() });

/** GET /api/invitations/{token}: what the link's page shows before accepting. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  /** Whether an account with the invited address exists (sign in) or not (sign up). */
  accountExists: z.boolean(),
});

// ---- Members and departments ----

export const memberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: organizationRoleSchema,
  department: z.string().nullable(),
  managerId: z.string().nullable(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).refine(hasNoNul, invalidCharacter("Search")).optional(),
  department: z.string().max(80).refine(hasNoNul, invalidCharacter("Department")).optional(),
  role: organizationRoleSchema.optional(),
});
export const memberListSchema = z.object({ items: z.array(memberSchema), nextCursor: z.string().nullable() });

/** PATCH /api/organizations/{id}/members/{userId}: any subset; null clears department or manager. */
export const updateMemberSchema = z
  .object({
    role: organizationRoleSchema.optional(),
    department: z.string().trim().min(1).max(80).refine(hasNoNul, invalidCharacter("Department")).nullable().optional(),
    managerId: memberParamSchema.shape.userId.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

export const departmentSchema = z.object({ id: z.number().int(), name: z.string(), members: z.number().int() });
export const departmentNameSchema = z.object({ name: requiredText("Department name", 80) });

// ---- Audit log ----

export const AUDIT_ACTIONS = [
  "organization.created",
  "organization.settings_changed",
  "organization.ownership_transferred",
  "member.invited",
  "member.invitation_revoked",
  "member.invitation_resent",
  "member.joined",
  "member.removed",
  "member.left",
  "member.role_changed",
  "member.updated",
  "department.created",
  "department.renamed",
  "department.deleted",
  "domain.added",
  "domain.verified",
  "domain.removed",
  "plan.changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  at: z.string(),
});
export const auditLogSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
