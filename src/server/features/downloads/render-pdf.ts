import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { DownloadDocument } from "../../../domain/data/download-templates";
import { embedPdfFonts, type PdfTextStyle } from "../../platform/pdf-fonts";
import { BRAND, PUBLISHER, type RenderOptions } from "./render-options";

// A4 in points, with margins that leave room for the footer.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 72;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const color = (hex: string) =>
  rgb(
    Number.parseInt(hex.slice(0, 2), 16) / 255,
    Number.parseInt(hex.slice(2, 4), 16) / 255,
    Number.parseInt(hex.slice(4, 6), 16) / 255,
  );
const TEAL = color(BRAND.teal);
const GOLD = color(BRAND.gold);
const INK = color(BRAND.ink);
const MUTED = color(BRAND.muted);
const TINT = color(BRAND.tint);
const WHITE = rgb(1, 1, 1);

/** Marks that draw nothing or only move the pen: a tab is a space, the invisible ones go. */
const plainText = (text: string) => text.replace(/\t/g, " ").replace(/[\u00AD\u200B]/g, "");

/** Lines of at most `width` points; a word longer than a line is broken by characters. */
export function wrapText(
  text: string,
  font: Pick<PdfTextStyle, "widthOfTextAtSize">,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

interface Fonts {
  regular: PdfTextStyle;
  bold: PdfTextStyle;
  italic: PdfTextStyle;
}

/** Draws top-down on as many pages as the content needs. */
class PageWriter {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningTitle: string,
  ) {
    this.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number) {
    if (this.y - height >= MARGIN_BOTTOM) return;
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const titleLines = wrapText(this.runningTitle, this.fonts.regular, 8, CONTENT_WIDTH - 10);
    const title = titleLines.length > 1 ? `${titleLines[0]} …` : titleLines[0];
    this.fonts.regular.drawText(this.page, title, { x: MARGIN_X, y: PAGE_HEIGHT - 36, size: 8, color: MUTED });
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  lines(lines: string[], options: { x: number; size: number; font: PdfTextStyle; color?: ReturnType<typeof rgb> }) {
    const lineHeight = options.size * 1.4;
    for (const line of lines) {
      this.ensureSpace(lineHeight);
      this.y -= options.size;
      options.font.drawText(this.page, line, {
        x: options.x,
        y: this.y,
        size: options.size,
        color: options.color ?? INK,
      });
      this.y -= lineHeight - options.size;
    }
  }
}

export async function renderPdf(document: DownloadDocument, options: RenderOptions): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const clean = plainText;
  const { sans, sansBold, sansItalic } = await embedPdfFonts(
    pdf,
    ["sans", "sansBold", "sansItalic"],
    [
      document.title,
      document.intro,
      ...document.details.flatMap((detail) => [detail.label, detail.value]),
      ...document.sections.flatMap((section) => [section.heading, ...section.items]),
    ],
  );
  const fonts: Fonts = { regular: sans, bold: sansBold, italic: sansItalic };

  const moduleTitle = document.details.find((d) => d.label === "Module")?.value ?? document.title;
  pdf.setTitle(document.title);
  pdf.setAuthor(PUBLISHER);
  pdf.setCreator(PUBLISHER);
  pdf.setProducer(PUBLISHER);
  pdf.setSubject(document.intro);
  pdf.setKeywords(document.details.map((d) => d.value));
  pdf.setCreationDate(options.date);
  pdf.setModificationDate(options.date);
  pdf.setLanguage("en-GB");

  const writer = new PageWriter(pdf, fonts, clean(document.title));

  // Title band across the top of the first page.
  const titleLines = wrapText(clean(document.title), fonts.bold, 20, CONTENT_WIDTH);
  const bandHeight = 62 + titleLines.length * 26;
  const first = writer.page;
  first.drawRectangle({ x: 0, y: PAGE_HEIGHT - bandHeight, width: PAGE_WIDTH, height: bandHeight, color: TEAL });
  first.drawRectangle({ x: 0, y: PAGE_HEIGHT - bandHeight - 5, width: PAGE_WIDTH, height: 5, color: GOLD });
  fonts.bold.drawText(first, PUBLISHER.toUpperCase(), { x: MARGIN_X, y: PAGE_HEIGHT - 34, size: 9, color: GOLD });
  let titleY = PAGE_HEIGHT - 66;
  for (const line of titleLines) {
    fonts.bold.drawText(first, line, { x: MARGIN_X, y: titleY, size: 20, color: WHITE });
    titleY -= 26;
  }
  writer.y = PAGE_HEIGHT - bandHeight - 5 - 28;

  writer.lines(wrapText(clean(document.intro), fonts.regular, 11, CONTENT_WIDTH), {
    x: MARGIN_X,
    size: 11,
    font: fonts.regular,
  });
  writer.y -= 14;

  // Details: label and value pairs in a tinted box.
  const labelWidth = 100;
  const detailRows = document.details.map((detail) => ({
    label: clean(detail.label),
    lines: wrapText(clean(detail.value), fonts.regular, 10, CONTENT_WIDTH - labelWidth - 24),
  }));
  const detailsHeight = detailRows.reduce((sum, row) => sum + row.lines.length * 14 + 4, 0) + 16;
  writer.ensureSpace(detailsHeight);
  writer.page.drawRectangle({
    x: MARGIN_X,
    y: writer.y - detailsHeight,
    width: CONTENT_WIDTH,
    height: detailsHeight,
    color: TINT,
    borderColor: TEAL,
    borderWidth: 0.5,
  });
  let rowY = writer.y - 10;
  for (const row of detailRows) {
    fonts.bold.drawText(writer.page, row.label, { x: MARGIN_X + 12, y: rowY - 10, size: 10, color: TEAL });
    for (const line of row.lines) {
      fonts.regular.drawText(writer.page, line, { x: MARGIN_X + 12 + labelWidth, y: rowY - 10, size: 10, color: INK });
      rowY -= 14;
    }
    rowY -= 4;
  }
  writer.y -= detailsHeight + 20;

  const isChecklist = options.template === "checklist";
  const itemIndent = 20;
  for (const section of document.sections) {
    const headingLines = wrapText(clean(section.heading), fonts.bold, 13, CONTENT_WIDTH);
    const firstItemLines = section.items[0]
      ? wrapText(clean(section.items[0]), fonts.regular, 10.5, CONTENT_WIDTH - itemIndent).length
      : 0;
    // Keep a heading on the same page as (up to two lines of) its first item.
    writer.ensureSpace(10 + headingLines.length * 13 * 1.4 + 6 + Math.min(firstItemLines, 2) * 15 + 2);
    writer.y -= 10;
    writer.lines(headingLines, { x: MARGIN_X, size: 13, font: fonts.bold, color: TEAL });
    writer.page.drawLine({
      start: { x: MARGIN_X, y: writer.y + 2 },
      end: { x: MARGIN_X + 40, y: writer.y + 2 },
      thickness: 1.5,
      color: GOLD,
    });
    writer.y -= 6;

    for (const item of section.items) {
      const lines = wrapText(clean(item), fonts.regular, 10.5, CONTENT_WIDTH - itemIndent);
      writer.ensureSpace(Math.min(lines.length, 2) * 15);
      const markerY = writer.y - 10.5;
      if (isChecklist) {
        writer.page.drawRectangle({
          x: MARGIN_X + 2,
          y: markerY - 1,
          width: 9,
          height: 9,
          borderColor: TEAL,
          borderWidth: 1,
        });
      } else {
        fonts.bold.drawText(writer.page, "•", { x: MARGIN_X + 4, y: markerY, size: 10.5, color: TEAL });
      }
      writer.lines(lines, { x: MARGIN_X + itemIndent, size: 10.5, font: fonts.regular });
      writer.y -= 3;
    }
    writer.y -= 6;
  }

  // A closing note, only where it fits: it should not start a page of its own.
  const noteLines = wrapText(
    clean(`Prepared for "${moduleTitle}" by ${PUBLISHER}. For use within your organisation.`),
    fonts.italic,
    9,
    CONTENT_WIDTH,
  );
  if (writer.y - 14 - noteLines.length * 9 * 1.4 >= MARGIN_BOTTOM) {
    writer.y -= 14;
    writer.lines(noteLines, { x: MARGIN_X, size: 9, font: fonts.italic, color: MUTED });
  }

  // Footer on every page, once the page count is known.
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN_X, y: 46 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: 46 },
      thickness: 0.5,
      color: MUTED,
    });
    fonts.bold.drawText(page, PUBLISHER, { x: MARGIN_X, y: 32, size: 9, color: TEAL });
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const labelWidthAt9 = fonts.regular.widthOfTextAtSize(pageLabel, 9);
    fonts.regular.drawText(page, pageLabel, { x: PAGE_WIDTH - MARGIN_X - labelWidthAt9, y: 32, size: 9, color: MUTED });
  });

  const bytes = await pdf.save();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
