import type { EmployeeRecord } from "./jedi-pay-gap";

/**
 * The pay gap's worked examples as employee records, shared by the domain tests (jedi-pay-gap.test.ts)
 * and the server's pay-gap fixtures, which upload the same people as CSV: the same people give the
 * same figures on the server as in the browser-only tool.
 */

let nextId = 0;
export function person(
  gender: EmployeeRecord["gender"],
  salary: number,
  more: Partial<Omit<EmployeeRecord, "gender" | "salary">> = {},
): EmployeeRecord {
  return {
    id: `r${nextId++}`,
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

/**
 * Nine people (not divisible by four) on annual salaries, with a man and a woman on £30,000 at the
 * boundary between the lower and lower middle quarters.
 *   men:   30,000  40,000  50,000  60,000            bonuses 0, 1,000, 2,000, 3,000
 *   women: 20,000  25,000  30,000  35,000  45,000    bonuses 0, 500, 0, 0, 1,500
 */
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

/**
 * Hourly pay: every man and woman has weekly hours; the non-binary person is outside the gender measures.
 *   men: 52,000 / 52 / 40 = £25.00, 31,200 / 52 / 30 = £20.00
 *   women: 26,000 / 52 / 20 = £25.00, 41,600 / 52 / 40 = £20.00
 */
export const HOURLY = [
  person("male", 52000, { weeklyHours: 40 }),
  person("male", 31200, { weeklyHours: 30 }),
  person("female", 26000, { weeklyHours: 20 }),
  person("female", 41600, { weeklyHours: 40 }),
  person("non-binary", 90000),
];
