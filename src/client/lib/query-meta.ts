/** spec 1 §8: the toast a failed read shows, e.g. "Error" / "Failed to load modules". */
export interface QueryErrorToast {
  title: string;
  description: string;
}

declare module "@tanstack/react-query" {
  interface Register {
    /** A screen names the toast its read shows when it fails; the query cache raises it (lib/query-client). */
    queryMeta: { errorToast?: QueryErrorToast };
  }
}

/** What a screen may ask of a shared read hook. */
export interface ReadOptions {
  /**
   * The toast when the read fails. Every reader of the same query on a screen names the same one: the
   * query keeps the options of the reader that rendered last.
   */
  errorToast?: QueryErrorToast;
}

/** The query options that carry a read's error toast, when the screen names one. */
export const errorToastMeta = (errorToast?: QueryErrorToast) => (errorToast ? { meta: { errorToast } } : {});
