// Issue 26: a count and its noun agree on every screen ("1 module", never "1 modules"). The rule comes
// from Intl.PluralRules, not from `count === 1`, so 1.5 hours and 0 days read as English does.
const rules = new Intl.PluralRules("en-GB");
const numbers = new Intl.NumberFormat("en-GB");

/** The noun that agrees with `count`: pluralWord(1, "module", "modules") → "module". */
export const pluralWord = (count: number, one: string, other: string): string =>
  rules.select(count) === "one" ? one : other;

/** The count and its noun: plural(1, "module", "modules") → "1 module"; plural(1200, …) → "1,200 modules". */
export const plural = (count: number, one: string, other: string): string =>
  `${numbers.format(count)} ${pluralWord(count, one, other)}`;

/** A count out of a total, the noun agreeing with the total: ofTotal(0, 1, "module", "modules") → "0 of 1 module". */
export const ofTotal = (count: number, total: number, one: string, other: string): string =>
  `${numbers.format(count)} of ${plural(total, one, other)}`;
