import {
  AGE_BANDS,
  DEPARTMENTS,
  DISABILITIES,
  type EmployeeRecord,
  ETHNICITIES,
  GENDERS,
} from "../../../../../domain/jedi-pay-gap";
import { isObject } from "../../local-state";

const oneOf = (values: readonly string[], value: unknown) => typeof value === "string" && values.includes(value);
const numberOrNull = (value: unknown) => value === null || (typeof value === "number" && Number.isFinite(value));

/** A stored record still has the shape of spec 2 §3's record (the browser's copy may be old or edited). */
export function isEmployeeRecord(value: unknown): value is EmployeeRecord {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.role === "string" &&
    oneOf(GENDERS, value.gender) &&
    oneOf(ETHNICITIES, value.ethnicity) &&
    oneOf(AGE_BANDS, value.age) &&
    oneOf(DISABILITIES, value.disability) &&
    oneOf(DEPARTMENTS, value.department) &&
    typeof value.salary === "number" &&
    value.salary > 0 &&
    typeof value.yearsExperience === "number" &&
    numberOrNull(value.weeklyHours) &&
    numberOrNull(value.bonus)
  );
}

export const isRecordList = (value: unknown): value is EmployeeRecord[] =>
  Array.isArray(value) && value.every(isEmployeeRecord);

/** The records the last analysis ran on, and when. */
export interface AnalysisSnapshot {
  analysedAt: string;
  records: EmployeeRecord[];
}

export const isAnalysisSnapshot = (value: unknown): value is AnalysisSnapshot | null =>
  value === null || (isObject(value) && typeof value.analysedAt === "string" && isRecordList(value.records));

export const newRecordId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
