import { SCORM_STATUS_LABELS, type ScormAttemptStatus } from "../../../domain/scorm-cmi";

/** Sizes as people read them: 1.4 MB, 820 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Time spent: "1 h 5 min", "3 min", "Under a minute". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return seconds > 0 ? "Under a minute" : "None yet";
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

export const statusLabel = (status: ScormAttemptStatus) => SCORM_STATUS_LABELS[status];

/** A calendar day (YYYY-MM-DD) as en-GB: 31 Dec 2026. */
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** What the list and the upload say of a package none of whose pages or scripts sets a completion status. */
export const NEVER_REPORTS_COMPLETION =
  "This package never reports completion: none of its pages or scripts sets a completion status, so learners will stay In progress. Ask its author for a version that reports completion.";
