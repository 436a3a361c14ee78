import { NO_LMS_INTEGRATION_MESSAGE, NO_SCORM_IMPORT_MESSAGE, PLANS } from "../../../domain/plans";
import { forbidden } from "../../errors";
import type { Executor } from "../audit/audit";
import { organizationPlan } from "./seats";

/**
 * Issue 24: LMS packages, the LTI tool and SCORM import come with the plan that lists "LMS integration
 * (SCORM 1.2, LTI, SSO)" (spec 2 §2, Enterprise Plus). Checked on every admin route and at every
 * launch, so a plan that lapses stops launches too (the licence check stays on PIVOT's server).
 */
export { NO_LMS_INTEGRATION_MESSAGE, NO_SCORM_IMPORT_MESSAGE };

export async function hasLmsIntegration(db: Executor, organizationId: string, now: Date): Promise<boolean> {
  const plan = await organizationPlan(db, organizationId, now);
  return plan !== null && PLANS[plan.tier].lmsIntegration;
}

export async function ensureLmsIntegration(db: Executor, organizationId: string, now: Date): Promise<void> {
  if (!(await hasLmsIntegration(db, organizationId, now))) throw forbidden(NO_LMS_INTEGRATION_MESSAGE);
}

/**
 * Issue 48 item 5 (decision 401): importing and playing the organisation's own SCORM courses comes
 * with every paid organisation plan (the plan's `scormImport`), Team Leader included; packages out
 * and the LTI tool keep `lmsIntegration`'s tier.
 */
export async function hasScormImport(db: Executor, organizationId: string, now: Date): Promise<boolean> {
  const plan = await organizationPlan(db, organizationId, now);
  return plan !== null && PLANS[plan.tier].scormImport;
}

export async function ensureScormImport(db: Executor, organizationId: string, now: Date): Promise<void> {
  if (!(await hasScormImport(db, organizationId, now))) throw forbidden(NO_SCORM_IMPORT_MESSAGE);
}
