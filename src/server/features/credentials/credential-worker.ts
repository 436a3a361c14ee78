import { parentPort } from "node:worker_threads";
import { buildExportZip, type ExportEntry } from "./export-zip";
import { type SiteVerificationData, verifyOpenBadge } from "./open-badge";
import { verifyUploadedFile } from "./verify-upload";

/**
 * The credentials worker (issue 29): signature checks and ZIP building run here, off the server's
 * event loop. Jobs arrive as plain data (the database was read on the main thread) and answers go
 * back as plain data. Started through credential-worker-boot.mjs, which lets Node load TypeScript.
 */

export interface CredentialJobs {
  "verify-upload": {
    input: { content: string; site: SiteVerificationData; now: Date };
    output: Awaited<ReturnType<typeof verifyUploadedFile>>;
  };
  "verify-stored": {
    input: { credential: unknown; site: SiteVerificationData; now: Date };
    output: Awaited<ReturnType<typeof verifyOpenBadge>>;
  };
  "export-zip": { input: { entries: ExportEntry[] }; output: Uint8Array };
}
export type CredentialJobKind = keyof CredentialJobs;

export interface JobRequest {
  id: number;
  kind: CredentialJobKind;
  input: unknown;
}
export type JobAnswer = { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };

const handlers: {
  [K in CredentialJobKind]: (input: CredentialJobs[K]["input"]) => Promise<CredentialJobs[K]["output"]>;
} = {
  "verify-upload": ({ content, site, now }) => verifyUploadedFile(content, site, now),
  "verify-stored": ({ credential, site, now }) => verifyOpenBadge(credential, site, now),
  "export-zip": ({ entries }) => buildExportZip(entries),
};

const port = parentPort;
if (!port) throw new Error("credential-worker.ts runs as a worker thread");
port.on("message", async (request: JobRequest) => {
  try {
    const handler = handlers[request.kind] as (input: unknown) => Promise<unknown>;
    const output = await handler(request.input);
    const answer: JobAnswer = { id: request.id, ok: true, output };
    // A ZIP's bytes are moved to the main thread, not copied.
    port.postMessage(answer, output instanceof Uint8Array ? [output.buffer as ArrayBuffer] : []);
  } catch (error) {
    const answer: JobAnswer = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : "Job failed",
    };
    port.postMessage(answer);
  }
});
port.postMessage({ ready: true });
