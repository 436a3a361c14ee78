const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** £29.99, or £1,000 when the amount is whole and `whole` is set. */
export const formatGBP = (pounds: number, whole = false) =>
  (whole && Number.isInteger(pounds) ? gbpWhole : gbp).format(pounds);

/** Day/month/year, en-GB (spec 1 §9). */
export const formatDate = (value: Date | string) => new Date(value).toLocaleDateString("en-GB");

export const formatLongDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
