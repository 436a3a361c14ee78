/**
 * Issue 21 item 4: organisations may tighten the site's session rules for their members, never loosen
 * them. A person's rule is the strictest of the site's (already capped by their plan and role) and the
 * organisations' they belong to; `null` is an organisation that has not tightened it.
 */

/** The stricter of a rule and an organisation's tightening of it (null: none). */
export const strictest = (site: number, organizations: number | null): number =>
  organizations === null ? site : Math.min(site, organizations);

/** The stricter of an organisation's value and another's: what many memberships add up to. */
export const strictestOf = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>(
    (low, value) => (value === null ? low : low === null ? value : Math.min(low, value)),
    null,
  );

/**
 * Whether an organisation's chosen value keeps within the site's: a tightening is at most the site's
 * setting (a value above it would loosen nothing in effect, and is refused so nobody reads it as a promise).
 */
export const withinSite = (value: number | null, site: number): boolean => value === null || value <= site;
