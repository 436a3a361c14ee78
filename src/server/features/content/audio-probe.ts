import { Worker } from "node:worker_threads";

/** What music-metadata read from an upload, or why it could not. */
export type AudioProbe =
  | { ok: true; duration: number | null; hasAudio: boolean; codec?: string; container?: string }
  | { ok: false; reason: string };

/** A well-formed podcast parses in milliseconds; a file that takes longer is refused, not waited on. */
export const AUDIO_PROBE_TIMEOUT_MS = 10_000;
/** The worker's heap, on top of the file itself (which is passed, not copied into the heap). */
const PROBE_HEAP_MB = 64;

/**
 * Parses the audio in a worker thread with its own small heap and a deadline (issue 29): a file built
 * to make the parser recurse, allocate or loop ends the worker, and the upload is refused.
 */
export function probeAudio(body: Buffer, mimeType: string, timeoutMs = AUDIO_PROBE_TIMEOUT_MS): Promise<AudioProbe> {
  // A copy the worker owns: the caller keeps the original to store it.
  const bytes = new Uint8Array(body);
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(new URL("./audio-probe.worker.mjs", import.meta.url), {
      workerData: { bytes, mimeType },
      transferList: [bytes.buffer],
      resourceLimits: { maxOldGenerationSizeMb: PROBE_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const finish = (result: AudioProbe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "reading the file took too long" }), timeoutMs);
    worker.once("message", (message: AudioProbe) => finish(message));
    worker.once("error", (error: Error) => finish({ ok: false, reason: error.message }));
    worker.once("exit", (code) => finish({ ok: false, reason: `the reader stopped (${code})` }));
  });
}
