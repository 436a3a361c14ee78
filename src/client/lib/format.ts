const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** £29.99, or £1,000 when the amount is whole and `whole` is set. */
export const formatGBP = (pounds: number, whole = false) =>
  (whole && Number.isInteger(pounds) ? gbpWhole : gbp).format(pounds);

/** Day/month/year, en-GB (spec 1 §9). */
export const formatDate = (value: Date | string) => new Date(value).toLocaleDateString("en-GB");

export const formatLongDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/**
 * Issue 26: the one clock formatter for media lengths and positions: m:ss (h:mm:ss from an hour), whole
 * seconds rounded down as the browser's own media controls do, so a 191.6 s video reads 3:11 in the
 * player and beside it.
 */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const ss = String(whole % 60).padStart(2, "0");
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}:${ss}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}:${ss}`;
}
