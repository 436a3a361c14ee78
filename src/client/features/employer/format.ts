/** Hours with at most one decimal, grouped the en-GB way: 71,966.3 */
export const formatHours = (hours: number) => hours.toLocaleString("en-GB", { maximumFractionDigits: 1 });

const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** "3 hours ago", "yesterday", "2 weeks ago" for a past moment. */
export function formatAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 31_536_000],
    ["month", 2_592_000],
    ["week", 604_800],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

/** A due date (a calendar day, YYYY-MM-DD) as "5 December 2026", read at local noon so no time zone moves the day. */
export const formatDueDate = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
