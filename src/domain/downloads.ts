/**
 * The Resources tab's downloadable resources (spec 3 §2 "Resources tab downloads"). Each file
 * is generated locally from one of four templates; see ./data/download-templates.ts.
 */
export const DOWNLOAD_FORMATS = ["pdf", "docx", "xlsx", "pptx"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_TEMPLATES = ["framework", "checklist", "template", "generic"] as const;
export type DownloadTemplate = (typeof DOWNLOAD_TEMPLATES)[number];

export interface DownloadResource {
  id: string;
  title: string;
  description: string;
  formats: readonly DownloadFormat[];
  template: DownloadTemplate;
}

export interface DownloadSection {
  title: string;
  resources: readonly DownloadResource[];
}

export const DOWNLOAD_SECTIONS: readonly DownloadSection[] = [
  {
    title: "Implementation Frameworks",
    resources: [
      {
        id: "complete-implementation-framework",
        title: "Complete Implementation Framework",
        description: "A 16-week guide to rolling out this module across your organisation, phase by phase.",
        formats: ["pdf", "docx"],
        template: "framework",
      },
      {
        id: "quick-start-checklist",
        title: "Quick Start Checklist",
        description: "The essential actions for your first weeks, ready to tick off and share.",
        formats: ["pdf", "xlsx"],
        template: "checklist",
      },
    ],
  },
  {
    title: "Professional Templates",
    resources: [
      {
        id: "business-case-template",
        title: "Business Case Template",
        description: "A structured business case to win leadership support and budget.",
        formats: ["docx", "pptx"],
        template: "template",
      },
      {
        id: "roi-calculation-spreadsheet",
        title: "ROI Calculation Spreadsheet",
        description: "Estimate productivity gains, retention savings, ROI and payback for your programme.",
        formats: ["xlsx"],
        template: "template",
      },
    ],
  },
  {
    title: "Assessment Tools",
    resources: [
      {
        id: "organizational-readiness-assessment",
        title: "Organizational Readiness Assessment",
        description: "Score your organisation's readiness for change before you start.",
        formats: ["pdf", "xlsx"],
        template: "generic",
      },
      {
        id: "progress-tracking-dashboard",
        title: "Progress Tracking Dashboard",
        description: "Track participation, learning and impact measures month by month.",
        formats: ["xlsx"],
        template: "generic",
      },
    ],
  },
];

export const DOWNLOAD_RESOURCES: readonly DownloadResource[] = DOWNLOAD_SECTIONS.flatMap(
  (section) => section.resources,
);

export const downloadResourceById = (id: string): DownloadResource | undefined =>
  DOWNLOAD_RESOURCES.find((resource) => resource.id === id);

/** spec 3 §2: title in lower case, each non-alphanumeric character → '_', plus the extension. */
export function downloadFileName(title: string, format: DownloadFormat): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}.${format}`;
}

// spec 3 §9: progress rises 10% every 50 ms; the indicator is removed 1 s after 100%.
export const DOWNLOAD_PROGRESS_STEP_PERCENT = 10;
export const DOWNLOAD_PROGRESS_STEP_MS = 50;
export const DOWNLOAD_CLEANUP_MS = 1000;

/** A key for per-file progress state: one button per resource and format. */
export const downloadKey = (resourceId: string, format: DownloadFormat): string => `${resourceId}:${format}`;
