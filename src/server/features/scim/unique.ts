/** Whether a write failed on this unique index (node-postgres and PGlite report it alike). */
export const isUniqueViolation = (error: unknown, index: string) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505" && JSON.stringify(cause).includes(index);
};
