/** A checkbox list's values after one box is ticked (its value added once) or unticked (removed). */
export const withTicked = <T>(values: readonly T[], value: T, ticked: boolean): T[] =>
  ticked ? [...new Set([...values, value])] : values.filter((v) => v !== value);
