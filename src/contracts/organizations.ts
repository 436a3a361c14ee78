import { z } from "zod";
import { ORGANIZATION_ROLES } from "../domain/organization-roles";
import { PLAN_IDS } from "../domain/plans";
import { emailField, hasNoNul, idParam, invalidCharacter, optionalText, requiredText } from "./common";

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
  /** Issue 28: when a closing organisation is deleted (30 days after the owner closed it); null otherwise. */
  closingAt: z.string().nullable().optional(),
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

/** Issue 28: the organisation is deleted this many days after its owner closes it; "Cancel closing" until then. */
export const ORGANIZATION_CLOSING_GRACE_DAYS = 30;

/** POST /api/organizations/{id}/close: the owner types the organisation's name to confirm. */
export const closeOrganizationSchema = z.object({
  confirmName: z
    .string({ error: "Type the organisation's name to confirm" })
    .trim()
    .min(1, "Type the organisation's name to confirm")
    .max(200, "That is longer than the organisation's name"),
});
export type CloseOrganizationInput = z.infer<typeof closeOrganizationSchema>;
/** POST …/close and …/reopen: when it will be deleted, or null once closing is cancelled. */
export const organizationClosingSchema = z.object({ closingAt: z.string().nullable() });
export type OrganizationClosing = z.infer<typeof organizationClosingSchema>;

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
/** The most new departments one list of invitations may create. */
export const MAX_NEW_DEPARTMENTS = 500;
export const createInvitationsSchema = z.object({
  invitations: z
    .array(z.unknown())
    .min(1, "Add at least one invitation")
    .max(MAX_INVITATION_ROWS, `At most ${MAX_INVITATION_ROWS} invitations at a time`),
  /**
   * Departments the rows name that the organisation does not have yet, which the sender agreed to
   * create (the preview lists them). Matched ignoring case; a row naming a missing department that is
   * not here is refused.
   */
  createDepartments: z
    .array(requiredText("Department name", 80))
    .max(MAX_NEW_DEPARTMENTS, `At most ${MAX_NEW_DEPARTMENTS} new departments at a time`)
    .optional(),
});
export type CreateInvitationsBody = z.input<typeof createInvitationsSchema>;

/**
 * What happens to a row, the same words in the preview and the send: invited, or why not. `invite` is
 * the only one that sends an e-mail.
 */
export const INVITATION_OUTCOMES = [
  "invite",
  "invalid",
  "duplicate",
  "already_member",
  "already_invited",
  "role_not_allowed",
  "no_department",
  "no_manager",
  "over_seats",
] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

export const invitationResultSchema = z.object({
  /** 1-based position in the request (the CSV's data row). */
  row: z.number().int(),
  email: z.string(),
  status: z.enum(["invited", "refused"]),
  /** What happened, as the preview said it would. */
  outcome: z.enum(INVITATION_OUTCOMES),
  /** Why a row was refused. */
  reason: z.string().optional(),
  /** A repeat: the row of the list's first one. */
  duplicateOf: z.number().int().optional(),
  invitationId: z.string().optional(),
});

/** A row of the preview: what sending the same list now would do to it, and what it carries. */
export const invitationPreviewRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  outcome: z.enum(INVITATION_OUTCOMES),
  reason: z.string().optional(),
  /** A repeat: the row of the list's first one. */
  duplicateOf: z.number().int().optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: organizationRoleSchema.nullable(),
  /** The organisation's spelling of the department, or the file's for one to be created. */
  department: z.string().nullable(),
  /** The department does not exist yet and is created with this list. */
  newDepartment: z.boolean(),
  managerEmail: z.string().nullable(),
});

/** POST /api/organizations/{id}/invitations/preview: the send's dry run, row for row. */
export const invitationsPreviewSchema = z.object({
  rows: z.array(invitationPreviewRowSchema),
  /** How many rows would be invited. */
  invite: z.number().int(),
  /** Departments the rows name that the organisation does not have, each with its rows' count. */
  newDepartments: z.array(z.object({ name: z.string(), rows: z.number().int(), create: z.boolean() })),
  seats: z.object({
    /** null: unlimited. */
    limit: z.number().int().nullable(),
    used: z.number().int(),
    free: z.number().int().nullable(),
  }),
  /** Rows that would be invited but for the seats. */
  overSeats: z.number().int(),
});
export type InvitationsPreview = z.infer<typeof invitationsPreviewSchema>;
export type InvitationPreviewRow = z.infer<typeof invitationPreviewRowSchema>;

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
  /** The names the inviter gave, to fill in the account form. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Whether an account with the invited address exists (sign in) or not (sign up). */
  accountExists: z.boolean(),
  /** Who sent it ("Ada Lovelace"), when known. */
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

// ---- Members and departments ----

export const memberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: organizationRoleSchema,
  department: z.string().nullable(),
  managerId: z.string().nullable(),
  /** The line manager's name, so a page of members can show it without the manager's own row. */
  managerName: z.string().nullable(),
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
export type Department = z.infer<typeof departmentSchema>;
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;
export type MemberList = z.infer<typeof memberListSchema>;
/** GET /api/organizations/{id}/members.csv: the list's filters, every matching member. */
export const memberExportQuerySchema = memberListQuerySchema.pick({ q: true, department: true, role: true });
export const departmentListSchema = z.array(departmentSchema);
export const departmentParamSchema = organizationIdParamSchema.extend({ departmentId: idParam("Department id") });

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
  "assignment.created",
  "assignment.ended",
  "organization.exported",
  "organization.closing_scheduled",
  "organization.reopened",
  "organization.deleted",
  "organization.security_policy_changed",
  "knowledge_check.rules_changed",
  "sso.configured",
  "sso.removed",
  "scim.token_created",
  "scim.token_revoked",
  "scim.user_provisioned",
  "scim.user_updated",
  "scim.user_deactivated",
  "scim.user_reactivated",
  "scim.user_deprovisioned",
  "scim.group_created",
  "scim.group_updated",
  "scim.group_deleted",
  "api_key.created",
  "api_key.revoked",
  "api_key.used",
  "webhook.created",
  "webhook.updated",
  "webhook.enabled",
  "webhook.disabled",
  "webhook.deleted",
  "learning_record_store.configured",
  "learning_record_store.removed",
  "lti_registration.created",
  "lti_registration.updated",
  "lti_registration.deleted",
  "lti_registration_link.created",
  "lti.launched",
  "lti.deep_linked",
  "lti.score_sent",
  "lti.members_synced",
  "pay_gap.uploaded",
  "pay_gap.record_added",
  "pay_gap.record_removed",
  "pay_gap.deleted",
  "pay_gap.viewed",
  "pay_gap.exported",
  "pay_gap.statement_saved",
  "pay_gap.sector_changed",
  "pay_gap.analyst_granted",
  "pay_gap.analyst_revoked",
  // Issue 45 item 5 (decision 402): an owner accepted the data processing agreement.
  "dpa.accepted",
  "equality_plan.created",
  "equality_plan.updated",
  "equality_plan.approved",
  "equality_plan.exported",
  "survey.launched",
  "survey.closed",
  "bcorp.item_updated",
  "bcorp.evidence_uploaded",
  "bcorp.evidence_removed",
  "bcorp.exported",
  // Issue 24 item 3: imported SCORM courses (features/scorm-courses).
  "scorm_course.uploaded",
  "scorm_course.replaced",
  "scorm_course.archived",
  "scorm_course.restored",
  "scorm_course.deleted",
  "scorm_course.assigned",
  "lms_package.exported",
  "lms_package.revoked",
  "lms_package.launched",
  // Decision 392: a package's LMS web addresses, and learners held beyond the hour's threshold.
  "lms_package.origins_changed",
  "lms_package.learner_held",
  "lms_package.learner_approved",
  "lms_package.learner_rejected",
  // Issue 24: an LMS package's learner opened the PIVOT player (features/lms-player).
  "lms_player.session_started",
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
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;
export type AuditLog = z.infer<typeof auditLogSchema>;

/** GET /api/organizations/{id}/audit-log?cursor=&action=&limit= (keyset on id, newest first). */
export const auditLogQuerySchema = pageQuerySchema.extend({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, "Cursor is not valid")
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: "Choose one of the recorded actions" }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
/** GET /api/organizations/{id}/audit-log.csv: the same filter, every matching entry. */
export const auditLogExportQuerySchema = auditLogQuerySchema.pick({ action: true });

/** What each action means, in the words the audit log page and its CSV export show. */
export const AUDIT_ACTION_LABELS: Partial<Record<AuditAction, string>> = {
  "organization.created": "Organisation created",
  "organization.settings_changed": "Settings changed",
  "organization.ownership_transferred": "Ownership transferred",
  "member.invited": "Member invited",
  "member.invitation_revoked": "Invitation revoked",
  "member.invitation_resent": "Invitation resent",
  "member.joined": "Member joined",
  "member.removed": "Member removed",
  "member.left": "Member left",
  "member.role_changed": "Role changed",
  "member.updated": "Member updated",
  "department.created": "Department created",
  "department.renamed": "Department renamed",
  "department.deleted": "Department deleted",
  "domain.added": "Domain added",
  "domain.verified": "Domain verified",
  "domain.removed": "Domain removed",
  "plan.changed": "Plan changed",
  "assignment.created": "Compliance assignment created",
  "assignment.ended": "Compliance assignment ended",
  "organization.exported": "Data exported",
  "organization.closing_scheduled": "Closing scheduled",
  "organization.reopened": "Closing cancelled",
  "organization.deleted": "Organisation deleted",
  "organization.security_policy_changed": "Sign-in policy changed",
  "knowledge_check.rules_changed": "Knowledge check rules changed",
  "sso.configured": "Single sign-on set up",
  "sso.removed": "Single sign-on removed",
  "scim.token_created": "SCIM token created",
  "scim.token_revoked": "SCIM token revoked",
  "scim.user_provisioned": "Provisioned by SCIM",
  "scim.user_updated": "Updated by SCIM",
  "scim.user_deactivated": "Deactivated by SCIM",
  "scim.user_reactivated": "Reactivated by SCIM",
  "scim.user_deprovisioned": "Deprovisioned by SCIM",
  "scim.group_created": "Group created by SCIM",
  "scim.group_updated": "Group updated by SCIM",
  "scim.group_deleted": "Group deleted by SCIM",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "api_key.used": "API key used",
  "webhook.created": "Webhook endpoint added",
  "webhook.updated": "Webhook endpoint changed",
  "webhook.enabled": "Webhook endpoint switched on",
  "webhook.disabled": "Webhook endpoint switched off",
  "webhook.deleted": "Webhook endpoint deleted",
  "learning_record_store.configured": "Learning record store set",
  "learning_record_store.removed": "Learning record store removed",
  "lti_registration.created": "LMS (LTI) registered",
  "lti_registration.updated": "LMS (LTI) registration changed",
  "lti_registration.deleted": "LMS (LTI) registration deleted",
  "lti_registration_link.created": "LMS (LTI) registration link made",
  "lti.launched": "Launched from the LMS (LTI)",
  "lti.deep_linked": "Modules added to an LMS course (LTI)",
  "lti.score_sent": "Score sent to the LMS (LTI)",
  "lti.members_synced": "Course members synced from the LMS (LTI)",
  "pay_gap.uploaded": "Pay-gap data uploaded",
  "pay_gap.record_added": "Pay-gap record added",
  "pay_gap.record_removed": "Pay-gap record removed",
  "pay_gap.deleted": "Pay-gap year deleted",
  "pay_gap.viewed": "Pay-gap data viewed",
  "pay_gap.exported": "Pay-gap report downloaded",
  "pay_gap.statement_saved": "Pay-gap statement saved",
  "pay_gap.sector_changed": "Pay-gap sector changed",
  "pay_gap.analyst_granted": "HR analyst permission granted",
  "pay_gap.analyst_revoked": "HR analyst permission revoked",
  "dpa.accepted": "Data processing agreement accepted",
  "equality_plan.created": "Equality action plan started",
  "equality_plan.updated": "Equality action plan edited",
  "equality_plan.approved": "Equality action plan approved",
  "equality_plan.exported": "Equality action plan exported",
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

// ---- Getting people in: invitation links, the join link, verified domains (issue 20 item 3) ----

export type InvitationResult = z.infer<typeof invitationResultSchema>;
export type InvitationBatch = z.infer<typeof invitationBatchSchema>;
export type InvitationList = z.infer<typeof invitationListSchema>;
export type InvitationStatus = Invitation["status"];

export const invitationBatchParamSchema = organizationIdParamSchema.extend({
  batchId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Batch id is not valid"),
});

/** The secret of an e-mailed invitation link or of a join link, as it appears in the path. */
export const linkTokenParamSchema = z.object({
  token: z
    .string()
    .min(1, "This link is not valid")
    .max(200, "This link is not valid")
    .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid: copy the whole link from the e-mail"),
});

/** What accepting an invitation, the join link or a verified domain answers: the organisation now active. */
export const joinedOrganizationSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  role: organizationRoleSchema,
});
export type JoinedOrganization = z.infer<typeof joinedOrganizationSchema>;

/**
 * POST /api/invitations/{token}/confirm-address: someone who just created their account from the
 * invitation link proves the address with the link and confirms the account with its password, so
 * REQUIRE_EMAIL_VERIFICATION does not send them to their inbox a second time.
 */
export const confirmInvitationAddressSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password must be at most 128 characters"),
});

/** GET /api/join/{token}: what the join link's page shows. */
export const joinLinkPreviewSchema = z.object({
  organizationName: z.string(),
  seatsAvailable: z.boolean(),
  /** The signed-in caller already belongs to it (false when signed out). */
  alreadyMember: z.boolean(),
});
export type JoinLinkPreview = z.infer<typeof joinLinkPreviewSchema>;

/** A domain such as example.com: lower case, without a trailing dot. */
export const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const domainField = z
  .string({ error: "Domain is required" })
  .trim()
  .toLowerCase()
  .max(260, "Enter a domain such as example.com")
  .transform((value) => value.replace(/^@/, "").replace(/\.$/, ""))
  .pipe(z.string().regex(DOMAIN_PATTERN, "Enter a domain such as example.com"));

export const addDomainSchema = z.object({ domain: domainField });
export const domainParamSchema = organizationIdParamSchema.extend({
  domainId: z.coerce
    .number({ error: "Domain id must be a whole number" })
    .int("Domain id must be a whole number")
    .positive("Domain id must be positive")
    .max(2_147_483_647, "Domain id is not valid"),
});
export const updateDomainSchema = z.object({ autoJoin: z.boolean({ error: "autoJoin must be true or false" }) });

/** The TXT record's value that proves an organisation controls a domain. */
export const domainTxtRecord = (token: string) => `pivot-verification=${token}`;

export const organizationDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** The TXT record to create at the domain: `pivot-verification=<token>`. */
  txtRecord: z.string(),
  verifiedAt: z.string().nullable(),
  autoJoin: z.boolean(),
  createdAt: z.string(),
});
export type OrganizationDomain = z.infer<typeof organizationDomainSchema>;

/** GET /api/organizations/joinable: organisations the caller may join through their verified address's domain. */
export const joinableOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  domain: z.string(),
  seatsAvailable: z.boolean(),
});
export type JoinableOrganization = z.infer<typeof joinableOrganizationSchema>;
export const joinByDomainSchema = z.object({ organizationId: organizationIdParamSchema.shape.id });
