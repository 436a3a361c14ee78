import { and, eq } from "drizzle-orm";
import { CSV_COLUMNS } from "../../../domain/jedi-csv";
import type { EmployeeRecord } from "../../../domain/jedi-pay-gap";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { payGapRecords, payGapSnapshots } from "../../db/schema";
import { createDataCipher } from "../../platform/crypto/data-encryption";
import { createPayGapStore } from "./store";

/**
 * The pay-gap domain tests' fixtures (domain/jedi-pay-gap.test.ts), as CSV files an organisation
 * uploads: the same people give the same figures on the server as in the browser-only tool.
 */

let next = 0;
export function person(
  gender: EmployeeRecord["gender"],
  salary: number,
  more: Partial<Omit<EmployeeRecord, "gender" | "salary">> = {},
): EmployeeRecord {
  return {
    id: `r${next++}`,
    role: "Analyst",
    gender,
    ethnicity: "white",
    age: "26-35",
    disability: "no",
    salary,
    department: "engineering",
    yearsExperience: 3,
    weeklyHours: null,
    bonus: null,
    ...more,
  };
}

/** Nine people on annual salaries, a man and a woman tied on £30,000 across the first quarter boundary. */
export const NINE = [
  person("male", 30000, { bonus: 0 }),
  person("male", 40000, { bonus: 1000 }),
  person("male", 50000, { bonus: 2000 }),
  person("male", 60000, { bonus: 3000 }),
  person("female", 20000, { bonus: 0 }),
  person("female", 25000, { bonus: 500 }),
  person("female", 30000, { bonus: 0 }),
  person("female", 35000, { bonus: 0 }),
  person("female", 45000, { bonus: 1500 }),
];

/** Hourly pay: every man and woman has weekly hours; the non-binary person is outside the gender measures. */
export const HOURLY = [
  person("male", 52000, { weeklyHours: 40 }),
  person("male", 31200, { weeklyHours: 30 }),
  person("female", 26000, { weeklyHours: 20 }),
  person("female", 41600, { weeklyHours: 40 }),
  person("non-binary", 90000),
];

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

/** Records as the pay equity tool's CSV (its template's columns). */
export function csvOf(records: readonly EmployeeRecord[]): string {
  const cell = (r: EmployeeRecord, c: (typeof CSV_COLUMNS)[number]) => {
    const value = r[c];
    return value === null ? "" : String(value);
  };
  return [CSV_COLUMNS.join(","), ...records.map((r) => CSV_COLUMNS.map((c) => cell(r, c)).join(",")), ""].join("\r\n");
}

/** A reporting year of the organisation's with the nine people, written as an upload writes it. */
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
    csvOf(NINE),
  );
  const [row] = await db
    .select({ id: payGapRecords.id })
    .from(payGapRecords)
    .innerJoin(payGapSnapshots, eq(payGapSnapshots.id, payGapRecords.snapshotId))
    .where(and(eq(payGapSnapshots.organizationId, input.organizationId), eq(payGapSnapshots.reportingYear, input.year)))
    .limit(1);
  return { year: input.year, recordId: row.id };
}
