import { z } from "zod";
import { checkLmsOrigin, MAX_LMS_ORIGINS } from "../domain/lms-origins";
import { hasNoNul, idParam, invalidCharacter } from "./common";
import { organizationIdParamSchema } from "./organizations";

/** SCORM 1.2 and cmi5 packages for an organisation's LMS (issue 24 item 1; decision 325). */

export const LMS_PACKAGE_FORMATS = ["scorm12", "cmi5"] as const;
export type LmsPackageFormat = (typeof LMS_PACKAGE_FORMATS)[number];
export const LMS_PACKAGE_FORMAT_LABELS: Record<LmsPackageFormat, string> = {
  scorm12: "SCORM 1.2",
  cmi5: "cmi5",
};

/** GET /api/modules/{id}/export and /api/pathways/{id}/export */
export const lmsExportQuerySchema = z.object({
  format: z.enum(LMS_PACKAGE_FORMATS, { error: "Choose the package format: scorm12 or cmi5" }),
});

export const lmsPackageParamSchema = organizationIdParamSchema.extend({
  packageId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Package id is not valid"),
});

export const LMS_PACKAGE_PAGE_SIZE = 10;
export const lmsPackageListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(100_000, "Page must be at most 100000")
    .default(1),
});

export const lmsPackageSchema = z.object({
  id: z.string(),
  format: z.enum(LMS_PACKAGE_FORMATS),
  /** What it opens: a module or a pathway (title as it is now). */
  target: z.object({ kind: z.enum(["module", "pathway"]), id: z.number().int(), title: z.string() }),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  launches: z.number().int(),
  learners: z.number().int(),
  lastLaunchAt: z.string().nullable(),
  /** The LMS origins it may be launched from (decision 392); empty: nobody new can join through it. */
  allowedOrigins: z.array(z.string()),
  /** Learners held for approval (beyond the hour's threshold), not yet approved or rejected. */
  pendingLearners: z.number().int(),
});
export type LmsPackage = z.infer<typeof lmsPackageSchema>;

/** The packages issued, newest first, a page at a time; `lmsIntegration` false: the plan lacks it (the list is empty). */
export const lmsPackageListSchema = z.object({
  lmsIntegration: z.boolean(),
  items: z.array(lmsPackageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LmsPackageList = z.infer<typeof lmsPackageListSchema>;

const launchText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

/**
 * POST /api/lms/launches: what a package's launch page sends (the LMS launch protocol, step 2).
 * `moduleId` names the module of a pathway package (its SCO or AU); a module package may leave it out.
 */
export const lmsLaunchSchema = z.object({
  packageKey: z
    .string({ error: "The package key is missing" })
    .min(1, "The package key is missing")
    .max(200, "The package key is not valid")
    .regex(/^[A-Za-z0-9_-]+$/, "The package key is not valid"),
  moduleId: idParam("Module id").optional(),
  learner: z.object({
    id: launchText("The learner id", 255)
      .trim()
      .min(1, "The LMS did not say who the learner is (no learner id), so PIVOT cannot record their progress."),
    name: launchText("The learner name", 255).nullable().optional(),
  }),
});
export type LmsLaunchInput = z.infer<typeof lmsLaunchSchema>;

export const lmsLaunchAnswerSchema = z.object({ playerUrl: z.string(), learnerName: z.string() });
export type LmsLaunchAnswer = z.infer<typeof lmsLaunchAnswerSchema>;

/**
 * Decision 392: new learners through one package in an hour. Up to the threshold they become members at
 * once; beyond it they are held for approval (no membership, no seat); beyond the cap nobody is added.
 */
export const LMS_LEARNERS_BEFORE_APPROVAL = 10;
export const LMS_NEW_LEARNERS_PER_HOUR = 50;

/** PUT /api/organizations/{id}/lms-packages/{packageId}/origins: the whole list, replaced. */
export const lmsPackageOriginsSchema = z.object({
  origins: z
    .array(
      z
        .string({ error: "An LMS web address must be text" })
        .max(200, "An LMS web address must be at most 200 characters")
        .superRefine((value, ctx) => {
          const checked = checkLmsOrigin(value, true);
          if ("error" in checked) ctx.addIssue({ code: "custom", message: checked.error });
        }),
      { error: "Give the LMS web addresses as a list" },
    )
    .max(MAX_LMS_ORIGINS, `A package can have at most ${MAX_LMS_ORIGINS} LMS web addresses`),
});
export type LmsPackageOriginsInput = z.infer<typeof lmsPackageOriginsSchema>;

export const lmsPendingLearnerParamSchema = organizationIdParamSchema.extend({
  learnerId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Learner id is not valid"),
});

export const lmsPendingLearnerSchema = z.object({
  id: z.string(),
  /** The LMS's id for them and the name it gave (none: null). */
  externalId: z.string(),
  name: z.string().nullable(),
  package: z.object({ id: z.string(), format: z.enum(LMS_PACKAGE_FORMATS), title: z.string() }),
  createdAt: z.string(),
});
export type LmsPendingLearner = z.infer<typeof lmsPendingLearnerSchema>;

export const LMS_PENDING_PAGE_SIZE = 20;
/** GET /api/organizations/{id}/lms-pending-learners: those waiting, oldest first. */
export const lmsPendingLearnerListSchema = z.object({
  items: z.array(lmsPendingLearnerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LmsPendingLearnerList = z.infer<typeof lmsPendingLearnerListSchema>;

/** The answer to an approval or a rejection. */
export const lmsPendingDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(["approved", "rejected"]),
  /** The member's account once approved. */
  userId: z.string().nullable(),
});
export type LmsPendingDecision = z.infer<typeof lmsPendingDecisionSchema>;
