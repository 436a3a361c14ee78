/**
 * spec 1 §6, §9: what the dashboard's Your Plan card says about each plan. The price is the
 * spec's dashboard figure; when the plan catalogue lands in domain/, read it from there.
 */
export const PREMIUM_MONTHLY_PRICE_GBP = 29.99;

export const FREE_PLAN_FEATURES = ["Limited module access", "Basic progress tracking", "Standard support"] as const;

export const PREMIUM_PLAN_FEATURES = [
  "Unlimited access to all modules",
  "Custom learning pathways",
  "Progress analytics",
  "Certificate downloads",
] as const;

/**
 * spec 1 §9: the next billing date is one month from today. A day the next month lacks (31 January)
 * becomes that month's last day (28 or 29 February), never a day of the month after.
 */
export function nextBillingDate(today: Date): Date {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(today.getDate(), lastDay));
}
