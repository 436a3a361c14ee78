import { useMutation } from "@tanstack/react-query";
import { hrefOf } from "@/lib/api-client";
import { throwIfNotOk } from "@/lib/api-request";
import { downloadsEndpoints } from "../../../../contracts/api/downloads";
import type { DownloadFormat } from "../../../../domain/downloads";

/** GET /api/modules/:id/downloads/:resourceId/:format (docs/api.md). */
export const downloadResourceUrl = (moduleId: number, resourceId: string, format: DownloadFormat) =>
  hrefOf(downloadsEndpoints.resource, { params: { id: moduleId, resourceId, format } });

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/**
 * Fetches a download, reporting real progress (0-100) from the bytes read against Content-Length.
 * Without a length the progress only jumps to 100 at the end. Raises an ApiError for a refused
 * download, like every call, so `errorMessage` shows the server's message.
 */
export async function downloadResource(
  url: string,
  onProgress: (percent: number) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(url, { credentials: "include" });
  await throwIfNotOk(response);
  const fileName = fileNameFromDisposition(
    response.headers.get("Content-Disposition"),
    url.split("/").slice(-2).join("."),
  );
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const total = Number(response.headers.get("Content-Length")) || 0;
  onProgress(0);

  if (!response.body) {
    const blob = await response.blob();
    onProgress(100);
    return { blob, fileName };
  }

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    // A compressed response can deliver more bytes than its Content-Length: hold at 99 until done.
    if (total > 0) onProgress(Math.min(99, Math.floor((loaded / total) * 100)));
  }
  onProgress(100);
  return { blob: new Blob(chunks, { type }), fileName };
}

interface DownloadRequest {
  url: string;
  onProgress: (percent: number) => void;
}

/** A download as a mutation, so a 401 signs the learner in again like every other request (spec 1 §8). */
export const useDownloadResource = () =>
  useMutation({ mutationFn: ({ url, onProgress }: DownloadRequest) => downloadResource(url, onProgress) });
