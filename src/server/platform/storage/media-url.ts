import path from "node:path";

/** Where a module's media file is served: through the premium lock, never as a public static file. */
export const moduleMediaUrl = (moduleId: number, storedUrl: string) =>
  `/api/modules/${moduleId}/media/${path.posix.basename(storedUrl)}`;
