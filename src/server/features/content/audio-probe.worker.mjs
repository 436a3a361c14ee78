// Reads an uploaded file's audio format with music-metadata in a worker thread (issue 29), so a
// hostile file can only exhaust this worker's small heap or time budget, never the server's event
// loop. Plain JavaScript: the worker starts under plain Node, in tests and in the server alike.
import { parentPort, workerData } from "node:worker_threads";
import { parseBuffer } from "music-metadata";

const { bytes, mimeType } = workerData;
try {
  const metadata = await parseBuffer(bytes, { mimeType, size: bytes.length }, { duration: true, skipCovers: true });
  const { duration, hasAudio, codec, container } = metadata.format;
  parentPort.postMessage({ ok: true, duration: duration ?? null, hasAudio: hasAudio ?? false, codec, container });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) });
}
