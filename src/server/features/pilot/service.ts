import { count, desc, eq, lt } from "drizzle-orm";
import type {
  PilotApplicationInput,
  PilotApplicationRecord,
  PilotCohort,
  PilotCohortInput,
  PilotCohortPatch,
  PilotWaitingListInput,
  PilotWaitingListPage,
} from "../../../contracts/pilot";
import { utcDay } from "../../../domain/calendar";
import { ukToday } from "../../../domain/due-dates";
import {
  cohortClosedMessage,
  cohortDateIssues,
  cohortFullMessage,
  currentPilotCohort,
  NO_COHORT_MESSAGE,
  pilotCohortStatus,
} from "../../../domain/pilot-cohort";
import type { Db } from "../../db/client";
import { pilotApplications, pilotCohorts, pilotWaitingList } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { toCsv } from "../../platform/csv";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { confirmPilotApplication } from "./confirmation";

type CohortRow = typeof pilotCohorts.$inferSelect;

/** Every cohort with its application count (a handful a year: one small query). */
async function cohortsWithCounts(db: Db, today: string): Promise<PilotCohort[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(pilotCohorts),
    db
      .select({ cohortId: pilotApplications.cohortId, applications: count() })
      .from(pilotApplications)
      .groupBy(pilotApplications.cohortId),
  ]);
  const applicationsOf = new Map(counts.map((c) => [c.cohortId, Number(c.applications)]));
  return rows.map((row) => toCohort(row, applicationsOf.get(row.id) ?? 0, today));
}

function toCohort(row: CohortRow, applications: number, today: string): PilotCohort {
  // Issue 26 item 4: places left = places less accepted applications; an application carries no
  // acceptance yet (the team talks to each applicant first), so every place is left.
  const placesLeft = row.places;
  return {
    id: row.id,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    applicationsCloseOn: row.applicationsCloseOn,
    places: row.places,
    placesLeft,
    pricePence: row.pricePence,
    status: pilotCohortStatus(row, placesLeft, today),
    applications,
  };
}

/** The cohort the pilot page shows (the open one closing soonest, else the last to close), or null. */
export async function getCurrentPilotCohort(db: Db, now: Date): Promise<PilotCohort | null> {
  const today = ukToday(now);
  return currentPilotCohort(await cohortsWithCounts(db, today), today, (c) => c.placesLeft);
}

/** Admin: every cohort, the latest start first. */
export async function listPilotCohorts(db: Db, now: Date): Promise<PilotCohort[]> {
  const cohorts = await cohortsWithCounts(db, ukToday(now));
  return cohorts.sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id);
}

async function cohortById(db: Db, id: number, now: Date) {
  const cohort = (await cohortsWithCounts(db, ukToday(now))).find((c) => c.id === id);
  if (!cohort) throw notFound("Pilot cohort not found");
  return cohort;
}

export async function createPilotCohort(db: Db, input: PilotCohortInput, now: Date): Promise<PilotCohort> {
  const [row] = await db.insert(pilotCohorts).values(input).returning({ id: pilotCohorts.id });
  return cohortById(db, row.id, now);
}

/** Changes the fields given; the dates must still be in order once merged with the stored ones. */
export async function updatePilotCohort(
  db: Db,
  id: number,
  body: BodyAfterLookup<PilotCohortPatch>,
  now: Date,
): Promise<PilotCohort> {
  const [stored] = await db.select().from(pilotCohorts).where(eq(pilotCohorts.id, id));
  if (!stored) throw notFound("Pilot cohort not found");
  const patch = readBody(body);
  const issues = cohortDateIssues({ ...stored, ...patch });
  if (issues.length > 0) throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues);
  await db
    .update(pilotCohorts)
    .set({ ...patch, updatedAt: now })
    .where(eq(pilotCohorts.id, id));
  return cohortById(db, id, now);
}

/**
 * Issue 26 item 4: an application joins the open cohort; once it has closed (or before any cohort
 * exists) it is refused with 409 and the visitor is offered the waiting list.
 */
export async function savePilotApplication(db: Db, input: PilotApplicationInput, now: Date) {
  const cohort = await getCurrentPilotCohort(db, now);
  if (!cohort) throw conflict(`${NO_COHORT_MESSAGE} Join the waiting list to hear about the next cohort.`);
  if (cohort.status !== "open") {
    const closed = cohort.placesLeft > 0 ? cohortClosedMessage(cohort) : cohortFullMessage(cohort);
    throw conflict(`${closed} Join the waiting list to hear about the next cohort.`);
  }
  const [row] = await db
    .insert(pilotApplications)
    .values({
      cohortId: cohort.id,
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

/** Issue 26 item 4: someone to tell when the next cohort opens (kept with the cohort they saw closed). */
export async function joinPilotWaitingList(db: Db, input: PilotWaitingListInput, now: Date) {
  const cohort = await getCurrentPilotCohort(db, now);
  const [row] = await db
    .insert(pilotWaitingList)
    .values({ ...input, cohortId: cohort?.id ?? null })
    .returning({ id: pilotWaitingList.id });
  return row;
}

export const WAITING_LIST_PAGE_SIZE = 50;

/** Admin: the waiting list, newest first, a page at a time (the cursor is the last id seen). */
export async function listPilotWaitingList(db: Db, cursor?: number): Promise<PilotWaitingListPage> {
  const rows = await db
    .select({
      id: pilotWaitingList.id,
      name: pilotWaitingList.name,
      email: pilotWaitingList.email,
      organizationName: pilotWaitingList.organizationName,
      cohortName: pilotCohorts.name,
      createdAt: pilotWaitingList.createdAt,
    })
    .from(pilotWaitingList)
    .leftJoin(pilotCohorts, eq(pilotCohorts.id, pilotWaitingList.cohortId))
    .where(cursor === undefined ? undefined : lt(pilotWaitingList.id, cursor))
    .orderBy(desc(pilotWaitingList.id))
    .limit(WAITING_LIST_PAGE_SIZE + 1);
  const page = rows.slice(0, WAITING_LIST_PAGE_SIZE);
  return {
    items: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > WAITING_LIST_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
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

/** RFC 4180 text: a header row, one row per application, every line ending in CRLF, formulas defused. */
export const pilotApplicationsCsv = (applications: PilotApplicationRecord[]): string =>
  toCsv([PILOT_CSV_COLUMNS.map((c) => c.header), ...applications.map((a) => PILOT_CSV_COLUMNS.map((c) => c.value(a)))]);

/** pilot-applications-2025-06-27.csv (UTC date of the export). */
export const pilotCsvFilename = (now: Date) => `pilot-applications-${utcDay(now)}.csv`;
