/**
 * A calendar day ("2025-08-31", no time or zone) in words, en-GB: "31 August 2025". Read at noon UTC so
 * that no time zone moves it to the day before or after.
 */
export const formatCalendarDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
