// Made once: a formatter costs about half a millisecond to build, and a 500-member assignment formats 500 dates.
const DUE_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-12-01" → "1 December 2026" (en-GB, the product's dates). */
export function formatDueDate(day: string): string {
  return DUE_DATE.format(new Date(`${day}T00:00:00Z`));
}
