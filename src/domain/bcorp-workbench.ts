/**
 * Issue 25 item 4: the B Corp evidence workbench's requirements. The seven Impact Topics and their
 * requirements are the B-Corp Impact tab's (jedi-bcorp.ts, worded for B Lab's 2026 standards); the
 * Foundation Requirements, which the tab names in its standards tip, are listed here as one more group.
 */
import { IMPACT_TOPICS } from "./jedi-bcorp";

export const WORKBENCH_STATUSES = ["not-started", "in-progress", "done"] as const;
export type WorkbenchStatus = (typeof WORKBENCH_STATUSES)[number];
export const WORKBENCH_STATUS_LABELS: Record<WorkbenchStatus, string> = {
  "not-started": "Not started",
  "in-progress": "In progress",
  done: "Done",
};

export interface WorkbenchTopic {
  id: string;
  name: string;
  summary: string;
  requirements: readonly { id: string; label: string }[];
  moduleSlugs: readonly string[];
}

export const FOUNDATION_REQUIREMENTS: WorkbenchTopic = {
  id: "foundation",
  name: "Foundation Requirements",
  summary: "What every company meets before the Impact Topics: eligibility, disclosure and risk, and its legal form.",
  requirements: [
    { id: "fr-eligibility", label: "Eligibility confirmed: operating for at least 12 months" },
    { id: "fr-disclosure", label: "Disclosure questionnaire completed and any issues addressed" },
    { id: "fr-risk", label: "Risk standards for the industry and locations reviewed" },
    { id: "fr-legal", label: "Legal requirement met: stakeholder governance in the governing documents" },
  ],
  moduleSlugs: ["b-corp-certification-essentials"],
};

/** The Foundation Requirements, then the seven Impact Topics, each requirement an item of the workbench. */
export const WORKBENCH_TOPICS: readonly WorkbenchTopic[] = [
  FOUNDATION_REQUIREMENTS,
  ...IMPACT_TOPICS.map((t) => ({
    id: t.id,
    name: t.name,
    summary: t.summary,
    requirements: t.checks,
    moduleSlugs: t.moduleSlugs,
  })),
];

export const WORKBENCH_REQUIREMENTS = WORKBENCH_TOPICS.flatMap((t) =>
  t.requirements.map((r) => ({ ...r, topicId: t.id })),
);

/** Done items out of all, as a whole percentage (0 for none). */
export function progressOf(statuses: readonly WorkbenchStatus[]) {
  const done = statuses.filter((s) => s === "done").length;
  const total = statuses.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** Evidence a verifier can open: PDF, Word, Excel and images, checked from the bytes. */
export const EVIDENCE_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/gif": "GIF",
};
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_ACCEPT = ".pdf,.docx,.xlsx,.png,.jpg,.jpeg,.webp,.gif";
