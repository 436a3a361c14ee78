/** spec 1 §9: a module without a duration counts as 20 minutes. */
export const DEFAULT_DURATION_MINUTES = 20;

export const durationOf = (module: { duration: number | null }): number => module.duration ?? DEFAULT_DURATION_MINUTES;
