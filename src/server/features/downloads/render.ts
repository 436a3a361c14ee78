import type { DownloadDocument } from "../../../domain/data/download-templates";
import type { DownloadFormat, DownloadTemplate } from "../../../domain/downloads";

export interface RenderOptions {
  /** The catalogue resource being rendered: the ROI Calculation Spreadsheet gets its calculator sheet. */
  resourceId: string;
  /** Lays the items out to suit the template, e.g. tick boxes for the checklist. */
  template: DownloadTemplate;
  /** Stamped into the file's metadata as its creation date. */
  date: Date;
}

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Brand colours (hex without '#', the form the document libraries take). */
export const BRAND = { teal: "0F3D3E", gold: "F5C451", ink: "1F2937", muted: "6B7280", tint: "EEF4F4" } as const;
export const PUBLISHER = "PIVOT Learning";

/** The one resource whose spreadsheet is a calculator (ROI_SPREADSHEET_ROWS) rather than checklists. */
export const ROI_RESOURCE_ID = "roi-calculation-spreadsheet";

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
