import JSZip from "jszip";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { Workbench } from "../../../contracts/bcorp-workbench";
import { WORKBENCH_STATUS_LABELS } from "../../../domain/bcorp-workbench";
import type { Db } from "../../db/client";
import { embedPdfFonts, type PdfTextStyle } from "../../platform/pdf-fonts";
import type { UploadStorage } from "../../platform/storage/upload-storage";
import {
  auditExport,
  evidenceForExport,
  getWorkbench,
  readStored,
  safeFileName,
  type WorkbenchAccess,
} from "./workbench";

const TEAL = rgb(0x0f / 255, 0x3d / 255, 0x3e / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const WIDTH = A4[0] - 2 * LEFT;

function wrap(style: PdfTextStyle, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && style.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

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
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - 56;
  const text = (
    value: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; indent?: number } = {},
  ) => {
    const size = options.size ?? 10;
    const style = options.bold ? fonts.sansBold : fonts.sans;
    const x = LEFT + (options.indent ?? 0);
    for (const line of wrap(style, value, size, WIDTH - (options.indent ?? 0))) {
      if (y - (size + 4) < 56) {
        page = pdf.addPage(A4);
        y = A4[1] - 56;
      }
      style.drawText(page, line, { x, y, size, color: options.color ?? INK });
      y -= size + 4;
    }
  };
  text("B Corp evidence pack", { size: 20, bold: true, color: TEAL });
  text(workbench.organization.name, { size: 14, bold: true });
  text(
    `Generated ${generatedAt.toISOString().slice(0, 10)}. ${workbench.overall.done} of ${workbench.overall.total} requirements done (${workbench.overall.percent}%).`,
    { color: MUTED },
  );
  y -= 10;
  workbench.topics.forEach((topic, index) => {
    text(`${topic.name} (${topic.progress.done} of ${topic.progress.total} done)`, {
      size: 14,
      bold: true,
      color: TEAL,
    });
    text(`Evidence folder: ${topicFolder(index, topic.name)}`, { size: 9, color: MUTED });
    for (const item of topic.items) {
      y -= 4;
      text(item.label, { bold: true });
      text(
        `Status: ${WORKBENCH_STATUS_LABELS[item.status]}. Owner: ${item.ownerName ?? "none"}. Due: ${item.dueOn ?? "none"}.`,
        { indent: 12 },
      );
      if (item.notes.trim()) text(`Notes: ${item.notes}`, { indent: 12, color: MUTED });
      text(
        item.evidence.length === 0
          ? "Evidence: none"
          : `Evidence: ${item.evidence.map((e) => `${e.id}-${e.fileName}`).join(", ")}`,
        { indent: 12 },
      );
    }
    y -= 10;
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
