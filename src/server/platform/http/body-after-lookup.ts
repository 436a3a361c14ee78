/**
 * Decision 393: a service that first finds the caller's resource (theirs, their organisation's) takes
 * the request body as a function, and reads it only once the resource is found, so a caller it refuses
 * is answered 403/404 before the body's schema is checked (route.ts checks it on first read). Tests and
 * other callers may still pass the value itself.
 */
export type BodyAfterLookup<T> = T | (() => T);

export const readBody = <T>(body: BodyAfterLookup<T>): T => (typeof body === "function" ? (body as () => T)() : body);
