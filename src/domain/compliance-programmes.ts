/**
 * Issue 47 item 3: ready-made compliance programmes — catalogue pathways of the statutory library for
 * one audience, with the recurrence and due period an owner assigns them with in one step.
 */
export const PROGRAMME_AUDIENCES = ["everyone", "managers", "department"] as const;
export type ProgrammeAudience = (typeof PROGRAMME_AUDIENCES)[number];

export interface ComplianceProgramme {
  /** Who it is for: everyone, the organisation's managers, or departments the owner chooses (e.g. people handling personal data). */
  audience: ProgrammeAudience;
  /** How often it is retaken, in months. */
  recurrenceMonths: number;
  /** Days after each assignment it is due. */
  dueDays: number;
}

/** The compliance assignment a programme becomes for audiences assigned in one step (not departments, which the owner names). */
export function programmeAssignment(pathwayId: number, programme: ComplianceProgramme) {
  const base = { pathwayId, intervalMonths: programme.recurrenceMonths, dueDays: programme.dueDays };
  if (programme.audience === "managers") return { ...base, audience: "role" as const, role: "manager" as const };
  if (programme.audience === "everyone") return { ...base, audience: "everyone" as const };
  return null;
}
