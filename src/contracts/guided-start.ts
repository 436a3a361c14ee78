import { z } from "zod";
import { CERTIFICATE_ISSUING } from "../domain/certificate-issuing";
import { PILLARS } from "../domain/pillars";
import { SETUP_STEPS } from "../domain/setup-checklist";

/**
 * Issue 45 item 3, "a guided start": the organisation's set-up checklist, the learner's assigned work
 * on the dashboard and the certificate earned with the last requirement.
 */

// ---- The set-up checklist (GET /api/organizations/{id}/setup-checklist) ----

export const setupStepSchema = z.object({
  step: z.enum(SETUP_STEPS),
  title: z.string(),
  description: z.string(),
  done: z.boolean(),
});

export const setupChecklistSchema = z.object({
  steps: z.array(setupStepSchema),
  /** "3 of 6 done". */
  progress: z.string(),
  allDone: z.boolean(),
  /** When an owner or admin put it away; null while it shows. */
  dismissedAt: z.string().nullable(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** PUT …/setup-checklist/dismissal: put the checklist away, or bring it back. */
export const setupChecklistDismissalSchema = z.object({
  dismissed: z.boolean({ error: "Say whether the checklist is dismissed" }),
});

// ---- Certificate issuing (an organisation setting) ----

export const certificateIssuingSchema = z.object({
  certificateIssuing: z.enum(CERTIFICATE_ISSUING, {
    error: `Certificate issuing must be one of ${CERTIFICATE_ISSUING.join(", ")}`,
  }),
});
export type CertificateIssuingSetting = z.infer<typeof certificateIssuingSchema>;

// ---- The learner's assigned work (GET /api/dashboard/assignments) ----

export const assignedWorkSchema = z.object({
  pathwayId: z.number().int(),
  title: z.string(),
  /** The assigning organisation's name; null for a recertification. */
  organizationName: z.string().nullable(),
  /** A calendar day ("2026-12-01"), due by the end of it; null without a due date. */
  dueDate: z.string().nullable(),
  modulesDone: z.number().int(),
  moduleCount: z.number().int(),
  completed: z.boolean(),
  /** The first module not yet done, to continue with; null when all are. */
  nextModuleId: z.number().int().nullable(),
});
export type AssignedWork = z.infer<typeof assignedWorkSchema>;

// ---- Certificates earned with the last requirement (POST /api/certificates/earned) ----

export const earnedCertificateSchema = z.object({
  certificateId: z.number().int(),
  title: z.string(),
  pivotPillar: z.enum(PILLARS),
  cpdHours: z.number(),
  /** "issued": the organisation issues automatically and it was issued now (its e-mail sent); "ready": claim it. */
  state: z.enum(["issued", "ready"]),
});
export type EarnedCertificate = z.infer<typeof earnedCertificateSchema>;

export const earnedCertificatesSchema = z.object({ certificates: z.array(earnedCertificateSchema) });
export type EarnedCertificates = z.infer<typeof earnedCertificatesSchema>;
