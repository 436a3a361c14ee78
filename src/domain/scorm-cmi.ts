/**
 * Issue 24 item 3 (decision 335): what an imported SCORM course's attempt says, read from the CMI data
 * model its SCO commits through scorm-again. SCORM 1.2 keeps it under `cmi.core` (lesson_status,
 * score, session_time as HHHH:MM:SS.SS); SCORM 2004 splits completion from success
 * (completion_status, success_status), and times are ISO 8601 durations (PT1H2M3.5S).
 */

export const SCORM_VERSIONS = ["1.2", "2004"] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

export const SCORM_ATTEMPT_STATUSES = ["not attempted", "incomplete", "completed", "passed", "failed"] as const;
export type ScormAttemptStatus = (typeof SCORM_ATTEMPT_STATUSES)[number];

export const SCORM_STATUS_LABELS: Record<ScormAttemptStatus, string> = {
  "not attempted": "Not started",
  incomplete: "In progress",
  completed: "Completed",
  passed: "Passed",
  failed: "Failed",
};

/** Finished: the SCO said the learner completed it, passed or failed it. */
export const isFinishedStatus = (status: ScormAttemptStatus) =>
  status === "completed" || status === "passed" || status === "failed";

/** The longest suspend_data SCORM 2004 allows (64,000 characters; SCORM 1.2 allows 4,096). */
export const SCORM_SUSPEND_DATA_MAX = 64_000;

/** SCORM 1.2 CMITimespan: HHHH:MM:SS(.SS); null when it is not one. */
export function scorm12TimeToSeconds(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0);
}

/** An ISO 8601 duration as SCORM 2004 writes it (P[nY][nM][nD][T[nH][nM][n.nS]]); null when it is not one. */
export function isoDurationToSeconds(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value.trim(),
    );
  if (!match || value.trim() === "P" || value.trim().endsWith("T")) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  // A year of 365 days and a month of 30, as SCORM runtimes count them.
  return (
    (years ?? 0) * 31_536_000 +
    (months ?? 0) * 2_592_000 +
    (weeks ?? 0) * 604_800 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

/** Seconds as SCORM 1.2 writes a timespan (HHHH:MM:SS). */
export function secondsToScorm12Time(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(4, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Seconds as an ISO 8601 duration (PT#H#M#S). */
export function secondsToIsoDuration(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h}H${m}M${s}S`;
}

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textAt = (value: unknown): string | null => (typeof value === "string" ? value : null);
function numberAt(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The `cmi` object of what the runtime renders (`{ cmi: {...} }` or the cmi object itself). */
const cmiOf = (data: unknown): Json => {
  const root = objectAt(data);
  return "cmi" in root ? objectAt(root.cmi) : root;
};

export interface ScormAttemptReading {
  status: ScormAttemptStatus;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  /** The time of every session up to this commit: the total the runtime was given plus this session's time. */
  totalTimeSeconds: number;
  suspendData: string | null;
  lessonLocation: string | null;
}

function scorm12Status(value: unknown): ScormAttemptStatus {
  switch (value) {
    case "passed":
    case "completed":
    case "failed":
    case "incomplete":
      return value;
    case "browsed":
      return "incomplete";
    default:
      return "not attempted";
  }
}

function scorm2004Status(completion: unknown, success: unknown): ScormAttemptStatus {
  if (success === "passed") return "passed";
  if (success === "failed") return "failed";
  if (completion === "completed") return "completed";
  if (completion === "incomplete") return "incomplete";
  return "not attempted";
}

/**
 * Reads an attempt from the CMI a SCO committed. A commit means the learner opened the course, so a
 * status the SCO never set reads as in progress. Total time is the total_time the runtime was loaded
 * with (the stored total, read-only for the SCO) plus the session_time the SCO reported.
 */
export function readScormAttempt(version: ScormVersion, data: unknown): ScormAttemptReading {
  const cmi = cmiOf(data);
  if (version === "1.2") {
    const core = objectAt(cmi.core);
    const score = objectAt(core.score);
    const status = scorm12Status(core.lesson_status);
    return {
      status: status === "not attempted" ? "incomplete" : status,
      scoreRaw: numberAt(score.raw),
      scoreMin: numberAt(score.min),
      scoreMax: numberAt(score.max),
      totalTimeSeconds: (scorm12TimeToSeconds(core.total_time) ?? 0) + (scorm12TimeToSeconds(core.session_time) ?? 0),
      suspendData: textAt(cmi.suspend_data),
      lessonLocation: textAt(core.lesson_location),
    };
  }
  const score = objectAt(cmi.score);
  const status = scorm2004Status(cmi.completion_status, cmi.success_status);
  let scoreRaw = numberAt(score.raw);
  let scoreMin = numberAt(score.min);
  let scoreMax = numberAt(score.max);
  const scaled = numberAt(score.scaled);
  if (scoreRaw === null && scaled !== null) {
    // Only the scaled score (-1..1): read it as a percentage.
    scoreRaw = Math.round(scaled * 10_000) / 100;
    scoreMin = 0;
    scoreMax = 100;
  }
  return {
    status: status === "not attempted" ? "incomplete" : status,
    scoreRaw,
    scoreMin,
    scoreMax,
    totalTimeSeconds: (isoDurationToSeconds(cmi.total_time) ?? 0) + (isoDurationToSeconds(cmi.session_time) ?? 0),
    suspendData: textAt(cmi.suspend_data),
    lessonLocation: textAt(cmi.location),
  };
}

const STATUS_RANK: Record<ScormAttemptStatus, number> = {
  "not attempted": 0,
  incomplete: 1,
  failed: 2,
  completed: 3,
  passed: 4,
};

/**
 * An attempt's status never goes back: a learner who passed and opens the course again to look
 * something up stays passed; a failed learner who passes on a retry is passed.
 */
export const mergeScormStatus = (previous: ScormAttemptStatus, next: ScormAttemptStatus): ScormAttemptStatus =>
  STATUS_RANK[next] >= STATUS_RANK[previous] ? next : previous;

/** A score as a percentage of its range (min 0 and max 100 when the SCO gives no range); null without a score. */
export function scorePercent(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  if (high <= low) return null;
  return Math.min(100, Math.max(0, Math.round(((raw - low) / (high - low)) * 1000) / 10));
}

/**
 * The CMI kept for the next session: the total time so far in total_time, this session's time
 * cleared, and `entry` set to resume when the SCO left a bookmark or suspend data.
 */
export function cmiForNextSession(version: ScormVersion, data: unknown, totalTimeSeconds: number): Json {
  const cmi = structuredClone(cmiOf(data));
  const resumes = (value: unknown) => typeof value === "string" && value !== "";
  if (version === "1.2") {
    const core = { ...objectAt(cmi.core) };
    core.total_time = secondsToScorm12Time(totalTimeSeconds);
    delete core.session_time;
    core.entry = resumes(cmi.suspend_data) || resumes(core.lesson_location) ? "resume" : "";
    cmi.core = core;
    return cmi;
  }
  cmi.total_time = secondsToIsoDuration(totalTimeSeconds);
  delete cmi.session_time;
  cmi.entry = resumes(cmi.suspend_data) || resumes(cmi.location) ? "resume" : "";
  return cmi;
}

// ---- Courses of several SCOs (issue 42, decision 355) ----

/**
 * What is kept of a learner's attempt at a course: each SCO's CMI by the manifest item's id, and the
 * SCO they were in. An attempt stored before courses had several SCOs holds one SCO's CMI itself;
 * it belongs to the first SCO.
 */
export interface StoredScormAttempt {
  scos: Record<string, Json>;
  current: string | null;
}

export function storedAttemptOf(data: unknown, firstScoId: string): StoredScormAttempt {
  const root = objectAt(data);
  if ("scos" in root) {
    const scos: Record<string, Json> = {};
    for (const [id, cmi] of Object.entries(objectAt(root.scos))) scos[id] = objectAt(cmi);
    return { scos, current: textAt(root.current) };
  }
  return Object.keys(root).length > 0
    ? { scos: { [firstScoId]: root }, current: firstScoId }
    : { scos: {}, current: null };
}

/**
 * A course's attempt read from its SCOs' CMI (minimal sequencing: no rules from the manifest, the
 * SCOs in their order). One SCO: its own reading. Several: finished when every SCO is (failed if one
 * failed, else passed if one passed, else completed), otherwise in progress once any SCO was opened;
 * the score is the mean of the SCOs' scores as percentages; times add up. A SCO never opened counts
 * as not started.
 */
export function rollUpScormAttempt(
  version: ScormVersion,
  scoIds: readonly string[],
  stored: StoredScormAttempt,
): ScormAttemptReading {
  const readings = scoIds.filter((id) => id in stored.scos).map((id) => readScormAttempt(version, stored.scos[id]));
  const current = stored.current && stored.current in stored.scos ? stored.scos[stored.current] : undefined;
  const currentReading = current ? readScormAttempt(version, current) : null;
  if (scoIds.length === 1) {
    const only = readings[0];
    if (only) return only;
  }
  const finished = readings.filter((r) => isFinishedStatus(r.status));
  const status: ScormAttemptStatus =
    readings.length === 0
      ? "not attempted"
      : finished.length < scoIds.length
        ? "incomplete"
        : finished.some((r) => r.status === "failed")
          ? "failed"
          : finished.some((r) => r.status === "passed")
            ? "passed"
            : "completed";
  const scores = readings
    .map((r) => scorePercent(r.scoreRaw, r.scoreMin, r.scoreMax))
    .filter((s): s is number => s !== null);
  return {
    status,
    scoreRaw: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    scoreMin: scores.length ? 0 : null,
    scoreMax: scores.length ? 100 : null,
    totalTimeSeconds: readings.reduce((sum, r) => sum + r.totalTimeSeconds, 0),
    suspendData: currentReading?.suspendData ?? null,
    lessonLocation: currentReading?.lessonLocation ?? null,
  };
}

/** What the player does after a SCO ends: open another SCO, leave the course, or wait for the learner. */
export type ScoNavigation = { kind: "launch"; scoId: string } | { kind: "exit" } | { kind: "stay" };

/**
 * The navigation request a SCO left in `adl.nav.request` when it terminated (SCORM 2004 RTE 4.4),
 * carried out over the SCOs in manifest order: continue opens the next SCO (after the last one the
 * course is left), previous the one before, a choice or jump its target; exitAll, suspendAll and the
 * abandons leave the course, as does exit in a course of one SCO. Anything else waits for the learner.
 */
export function navigationAfter(request: string | null, scoIds: readonly string[], current: string): ScoNavigation {
  const at = scoIds.indexOf(current);
  const value = (request ?? "").trim();
  const target = /^\{target=([^}]+)\}(?:choice|jump)$/.exec(value)?.[1];
  if (target) return scoIds.includes(target) ? { kind: "launch", scoId: target } : { kind: "stay" };
  switch (value) {
    case "continue": {
      const next = scoIds[at + 1];
      return at >= 0 && next ? { kind: "launch", scoId: next } : { kind: "exit" };
    }
    case "previous": {
      const previous = scoIds[at - 1];
      return at > 0 && previous ? { kind: "launch", scoId: previous } : { kind: "stay" };
    }
    case "exitAll":
    case "suspendAll":
    case "abandon":
    case "abandonAll":
      return { kind: "exit" };
    case "exit":
      return scoIds.length === 1 ? { kind: "exit" } : { kind: "stay" };
    default:
      return { kind: "stay" };
  }
}

/** The SCO a session starts in: the one the learner was in, else the first not finished, else the first. */
export function startingSco(
  version: ScormVersion,
  scoIds: readonly string[],
  stored: StoredScormAttempt,
): string | null {
  if (stored.current && scoIds.includes(stored.current)) return stored.current;
  const unfinished = scoIds.find(
    (id) => !(id in stored.scos) || !isFinishedStatus(readScormAttempt(version, stored.scos[id]).status),
  );
  return unfinished ?? scoIds[0] ?? null;
}
