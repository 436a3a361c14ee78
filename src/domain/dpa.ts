/**
 * Issue 45 item 5 (decision 402): the data processing agreement's current version. The /dpa page shows
 * it, an owner accepts it in the product, and a change to the agreement's terms gets a new id and date,
 * so each acceptance names exactly the text that was accepted.
 */
export interface DpaVersion {
  /** The version id an acceptance records. */
  id: string;
  /** The date the version took effect, as the page words it. */
  date: string;
  dateIso: string;
}

export const CURRENT_DPA_VERSION: DpaVersion = { id: "2026-12-02", date: "2 December 2026", dateIso: "2026-12-02" };

/** Whether an organisation's acceptances include the current version. */
export const hasAcceptedCurrentDpa = (acceptedVersions: readonly string[], current: DpaVersion = CURRENT_DPA_VERSION) =>
  acceptedVersions.includes(current.id);
