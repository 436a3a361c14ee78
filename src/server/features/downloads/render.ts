import type { DownloadDocument } from "../../../domain/data/download-templates";
import type { DownloadFormat } from "../../../domain/downloads";
import type { RenderOptions } from "./render-options";

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/**
 * A real file in the requested format. Each library is loaded on first use, so the server does
 * not pay for the four document libraries at start-up.
 */
export async function renderDownload(
  format: DownloadFormat,
  document: DownloadDocument,
  options: RenderOptions,
): Promise<Buffer> {
  switch (format) {
    case "pdf":
      return (await import("./render-pdf")).renderPdf(document, options);
    case "docx":
      return (await import("./render-docx")).renderDocx(document, options);
    case "xlsx":
      return (await import("./render-xlsx")).renderXlsx(document, options);
    case "pptx":
      return (await import("./render-pptx")).renderPptx(document, options);
  }
}
