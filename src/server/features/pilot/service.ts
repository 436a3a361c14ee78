import { desc } from "drizzle-orm";
import Papa from "papaparse";
import type { PilotApplicationInput, PilotApplicationRecord } from "../../../contracts/pilot";
import type { Db } from "../../db/client";
import { pilotApplications } from "../../db/schema";
import { confirmPilotApplication } from "../notifications/public-forms";

export async function savePilotApplication(db: Db, input: PilotApplicationInput) {
  const [row] = await db
    .insert(pilotApplications)
    .values({
      organizationName: input.organizationName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      employeeCount: input.employeeCount,
      industry: input.industry,
      currentInitiatives: input.currentInitiatives ?? null,
      bCorpTimeline: input.bCorpTimeline,
      leadershipCommitment: input.leadershipCommitment,
      pilotGoals: input.pilotGoals ?? null,
    })
    .returning({ id: pilotApplications.id });
  // Issue 10: a confirmation to the applicant, a notification to the admins (queued, never awaited by mail).
  await confirmPilotApplication(db, { id: row.id, ...input });
  return row;
}

/** Newest first. */
export async function listPilotApplications(db: Db): Promise<PilotApplicationRecord[]> {
  const rows = await db
    .select()
    .from(pilotApplications)
    .orderBy(desc(pilotApplications.createdAt), desc(pilotApplications.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The CSV columns in order: header text and the field it reads. */
export const PILOT_CSV_COLUMNS: { header: string; value: (a: PilotApplicationRecord) => string }[] = [
  { header: "Submitted at", value: (a) => a.createdAt },
  { header: "Organisation name", value: (a) => a.organizationName },
  { header: "Primary contact name", value: (a) => a.contactName },
  { header: "Email", value: (a) => a.email },
  { header: "Phone", value: (a) => a.phone ?? "" },
  { header: "Number of employees", value: (a) => a.employeeCount },
  { header: "Industry sector", value: (a) => a.industry },
  { header: "Current initiatives", value: (a) => a.currentInitiatives ?? "" },
  { header: "B-Corp certification timeline", value: (a) => a.bCorpTimeline },
  { header: "Leadership commitment level", value: (a) => a.leadershipCommitment },
  { header: "Pilot goals", value: (a) => a.pilotGoals ?? "" },
];

/**
 * A spreadsheet treats a cell starting with = + - @ (or a tab / carriage return) as a formula:
 * prefix a single quote so applicant-typed text can never run as one (OWASP CSV injection).
 * Our own test rather than papaparse's escapeFormulae, whose pattern misses multi-line values.
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** RFC 4180 text: a header row, one row per application, every line ending in CRLF. */
export function pilotApplicationsCsv(applications: PilotApplicationRecord[]): string {
  const csv = Papa.unparse(
    {
      fields: PILOT_CSV_COLUMNS.map((c) => c.header),
      data: applications.map((a) => PILOT_CSV_COLUMNS.map((c) => neutraliseFormula(c.value(a)))),
    },
    { newline: "\r\n", quotes: false },
  );
  return csv.endsWith("\r\n") ? csv : `${csv}\r\n`;
}

/** pilot-applications-2025-06-27.csv (UTC date of the export). */
export const pilotCsvFilename = (now: Date) => `pilot-applications-${now.toISOString().slice(0, 10)}.csv`;
