/** Dates and times of the team hub, in en-GB (DESIGN: the company is UK based). */
import { plural } from "../../../domain/plural";
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium" });

/** "5 min ago", "3 h ago", "2 days ago", else the date. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 14) return `${plural(days, "day", "days")} ago`;
  return formatDate(iso);
}
