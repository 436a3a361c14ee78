/**
 * Issue 47 item 1: a module that teaches law says when its law was last checked, and one whose check
 * is more than a year old is flagged to admins for review. Days are calendar days ("2026-12-02").
 */
import { addMonths } from "./compliance-schedule";

/** Law and guidance change every year (commencement orders, revised codes); a module is rechecked yearly. */
export const REVIEW_INTERVAL_MONTHS = 12;

/** The day a module's next review falls due. */
export const reviewDueOn = (reviewedOn: string): string => addMonths(reviewedOn, REVIEW_INTERVAL_MONTHS);

/** True when the module was never reviewed, or its review is more than REVIEW_INTERVAL_MONTHS old on `today`. */
export const isReviewOverdue = (reviewedOn: string | null, today: string): boolean =>
  reviewedOn === null || reviewDueOn(reviewedOn) < today;

/** A law, regulation, code or standard a module teaches, with its primary source. */
export interface LegalSource {
  title: string;
  url: string;
  /** When it came into force, or that it is not yet in force. */
  status?: string;
}
