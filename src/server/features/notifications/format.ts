/** "2026-12-01" → "1 December 2026" (en-GB, the product's dates). */
export function formatDueDate(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
