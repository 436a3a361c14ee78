import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import type { Workbench } from "../../../contracts/bcorp-workbench";
import { WORKBENCH_STATUS_LABELS } from "../../../domain/bcorp-workbench";
import type { Db } from "../../db/client";
import { PDF_MUTED, PDF_TEAL, startTextDocument } from "../../platform/pdf/text-document";
import { embedPdfFonts } from "../../platform/pdf-fonts";
import type { UploadStorage } from "../../platform/storage/upload-storage";
import {
  auditExport,
  evidenceForExport,
  getWorkbench,
  readStored,
  safeFileName,
  type WorkbenchAccess,
} from "./workbench";

/** The folder of a topic in the pack: "01 Foundation Requirements". */
export const topicFolder = (index: number, name: string) =>
  `${String(index + 1).padStart(2, "0")} ${name.replace(/[\\/:*?"<>|&]/g, "-").replace(/\s+/g, " ")}`;

/** The index PDF: each topic with its progress, each item with status, owner, due date, notes and evidence. */
export async function renderIndexPdf(workbench: Workbench, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`B Corp evidence pack: ${workbench.organization.name}`);
  pdf.setAuthor(workbench.organization.name);
  pdf.setCreator("PIVOT Learning");
  const texts = [
    workbench.organization.name,
    ...workbench.topics.flatMap((t) =>
      t.items.flatMap((i) => [i.ownerName ?? "", i.notes, ...i.evidence.map((e) => e.fileName)]),
    ),
  ];
  const fonts = await embedPdfFonts(pdf, ["sans", "sansBold"], texts);
  const { text, gap } = startTextDocument(pdf, fonts);
  text("B Corp evidence pack", { size: 20, bold: true, color: PDF_TEAL });
  text(workbench.organization.name, { size: 14, bold: true });
  text(
    `Generated ${generatedAt.toISOString().slice(0, 10)}. ${workbench.overall.done} of ${workbench.overall.total} requirements done (${workbench.overall.percent}%).`,
    { color: PDF_MUTED },
  );
  gap(10);
  workbench.topics.forEach((topic, index) => {
    text(`${topic.name} (${topic.progress.done} of ${topic.progress.total} done)`, {
      size: 14,
      bold: true,
      color: PDF_TEAL,
    });
    text(`Evidence folder: ${topicFolder(index, topic.name)}`, { size: 9, color: PDF_MUTED });
    for (const item of topic.items) {
      gap(4);
      text(item.label, { bold: true });
      text(
        `Status: ${WORKBENCH_STATUS_LABELS[item.status]}. Owner: ${item.ownerName ?? "none"}. Due: ${item.dueOn ?? "none"}.`,
        { indent: 12 },
      );
      if (item.notes.trim()) text(`Notes: ${item.notes}`, { indent: 12, color: PDF_MUTED });
      text(
        item.evidence.length === 0
          ? "Evidence: none"
          : `Evidence: ${item.evidence.map((e) => `${e.id}-${e.fileName}`).join(", ")}`,
        { indent: 12 },
      );
    }
    gap(10);
  });
  return pdf.save();
}

/** The export pack: index.pdf and the evidence files in a folder per topic, named "<id>-<file name>". */
export async function buildExportPack(
  db: Db,
  storage: UploadStorage,
  access: WorkbenchAccess,
  now: Date,
): Promise<Uint8Array> {
  const workbench = await getWorkbench(db, access);
  const stored = new Map((await evidenceForExport(db, access.organization.id)).map((e) => [e.id, e.storageKey]));
  const zip = new JSZip();
  zip.file("index.pdf", await renderIndexPdf(workbench, now));
  let files = 0;
  for (const [index, topic] of workbench.topics.entries()) {
    for (const item of topic.items) {
      for (const file of item.evidence) {
        const key = stored.get(file.id);
        if (!key) continue;
        zip.file(
          `${topicFolder(index, topic.name)}/${file.id}-${safeFileName(file.fileName, "evidence")}`,
          await readStored(storage, key),
        );
        files += 1;
      }
    }
  }
  await auditExport(db, access, files);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
