import type { DownloadTemplate } from "../../../domain/downloads";

/** What the four renderers (render-pdf, -docx, -xlsx, -pptx) share; render.ts picks one by format. */
export interface RenderOptions {
  /** The catalogue resource being rendered: the ROI Calculation Spreadsheet gets its calculator sheet. */
  resourceId: string;
  /** Lays the items out to suit the template, e.g. tick boxes for the checklist. */
  template: DownloadTemplate;
  /** Stamped into the file's metadata as its creation date. */
  date: Date;
}

/** Brand colours (hex without '#', the form the document libraries take). */
export const BRAND = { teal: "0F3D3E", gold: "F5C451", ink: "1F2937", muted: "6B7280", tint: "EEF4F4" } as const;
export const PUBLISHER = "PIVOT Learning";

/** The one resource whose spreadsheet is a calculator (ROI_SPREADSHEET_ROWS) rather than checklists. */
export const ROI_RESOURCE_ID = "roi-calculation-spreadsheet";
