import { and, eq } from "drizzle-orm";
import { CSV_COLUMNS } from "../../../domain/jedi-csv";
import type { EmployeeRecord } from "../../../domain/jedi-pay-gap";
import { NINE, person } from "../../../domain/jedi-pay-gap-fixtures";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { equalityActionPlans, equalityActionPlanVersions, payGapRecords, payGapSnapshots } from "../../db/schema";
import { createDataCipher } from "../../platform/crypto/data-encryption";
import { createPayGapStore } from "./store";

/**
 * The pay-gap domain tests' fixtures (domain/jedi-pay-gap.test.ts), as CSV files an organisation
 * uploads: the same people give the same figures on the server as in the browser-only tool.
 */

/** 5, 6 and 7 people: one, two and three left over after the four quarters. */
export const LEFTOVER = [5, 6, 7].map((count) =>
  Array.from({ length: count }, (_, i) =>
    person(i % 2 === 0 ? "female" : "male", 20000 + i * 3500, {
      weeklyHours: 35 + (i % 3),
      bonus: i * 100,
      department: i < 3 ? "sales" : "finance",
      ethnicity: i % 3 === 0 ? "asian" : "white",
    }),
  ),
);

/** One record as the workspace's "add a record" form sends it (its fields as typed), with changes. */
export const recordEntry = (more: Record<string, string> = {}) => ({
  role: "Engineer",
  gender: "female",
  ethnicity: "asian",
  age: "26-35",
  disability: "no",
  salary: "41000",
  department: "engineering",
  weeklyHours: "37.5",
  ...more,
});

/** Records as the pay equity tool's CSV (its template's columns). */
export function csvOf(records: readonly EmployeeRecord[]): string {
  const cell = (r: EmployeeRecord, c: (typeof CSV_COLUMNS)[number]) => {
    const value = r[c];
    return value === null ? "" : String(value);
  };
  return [CSV_COLUMNS.join(","), ...records.map((r) => CSV_COLUMNS.map((c) => cell(r, c)).join(",")), ""].join("\r\n");
}

/** A reporting year of the organisation's with the nine people on 37.5 hours a week, written as an upload writes it. */
export async function createPayGapYear(
  db: Db,
  config: Pick<AppConfig, "dataEncryption">,
  input: { organizationId: string; userId: string; year: number },
): Promise<{ year: number; recordId: number }> {
  const store = createPayGapStore(db, createDataCipher(config.dataEncryption), () => new Date());
  await store.upload(
    {
      access: {
        organization: { id: input.organizationId, name: "" },
        userId: input.userId,
        isOwner: true,
        isAnalyst: false,
      },
      ip: null,
    },
    input.year,
    // With weekly hours: hourly pay, so every statutory export of the year works.
    csvOf(NINE.map((r) => ({ ...r, weeklyHours: 37.5 }))),
  );
  const [row] = await db
    .select({ id: payGapRecords.id })
    .from(payGapRecords)
    .innerJoin(payGapSnapshots, eq(payGapSnapshots.id, payGapRecords.snapshotId))
    .where(and(eq(payGapSnapshots.organizationId, input.organizationId), eq(payGapSnapshots.reportingYear, input.year)))
    .limit(1);
  return { year: input.year, recordId: row.id };
}

/** Issue 49: an equality action plan of the organisation's on a year of its pay-gap data, a draft version 1. */
export async function createEqualityPlanRow(
  db: Db,
  config: Pick<AppConfig, "dataEncryption">,
  input: { organizationId: string; userId: string; year: number },
): Promise<{ planId: number; year: number }> {
  const { year } = await createPayGapYear(db, config, input);
  const [plan] = await db
    .insert(equalityActionPlans)
    .values({ organizationId: input.organizationId, title: "Owned plan", reportingYear: year, createdBy: input.userId })
    .returning({ id: equalityActionPlans.id });
  await db.insert(equalityActionPlanVersions).values({ planId: plan.id, version: 1, createdBy: input.userId });
  return { planId: plan.id, year };
}
