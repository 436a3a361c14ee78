import { HttpError } from "../../errors";
import type { IssuerSettings } from "./issuer";
import { type WorkerPool, WorkerPoolFull } from "./worker-pool";

/** What the credential services share: their settings, the workers and the files they answer. */

export interface CredentialSettings extends IssuerSettings {
  linkedInOrganizationId: string | null;
}

/**
 * What runs beside the database (issue 29): the workers that check signatures and build ZIPs off
 * the event loop, and the Export All files already built.
 */
export interface CredentialRuntime {
  workers: WorkerPool;
  exports: ExportCache;
}

/**
 * Export All files by person, each with the version of the inputs it was built from (a hash of
 * every fact the files print or carry). A changed certificate, name or credential is a new version,
 * so nothing has to remember to invalidate it; the oldest entry goes when the cache is full.
 */
export class ExportCache {
  private readonly entries = new Map<string, { version: string; file: CertificateFile }>();
  constructor(private readonly maxEntries = 100) {}

  get(userId: string, version: string): CertificateFile | undefined {
    const entry = this.entries.get(userId);
    if (entry?.version !== version) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.file;
  }

  set(userId: string, version: string, file: CertificateFile) {
    this.entries.delete(userId);
    this.entries.set(userId, { version, file });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Runs a job in the workers; a full queue is a 503 the client can retry. */
export async function inWorker<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof WorkerPoolFull)
      throw new HttpError(503, "The server is busy checking other credentials. Try again in a minute.");
    throw error;
  }
}

export interface CertificateFile {
  fileName: string;
  contentType: string;
  body: Buffer | Uint8Array;
}
