import { type Color, type PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { PdfTextStyle } from "../pdf-fonts";

/** The house colours of the server's text documents (the pay gap report, the B Corp evidence index). */
export const PDF_TEAL = rgb(0x0f / 255, 0x3d / 255, 0x3e / 255);
export const PDF_INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
export const PDF_MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
export const PDF_RULE = rgb(0xd1 / 255, 0xd5 / 255, 0xdb / 255);

export const A4: [number, number] = [595.28, 841.89];
/** The margin on every side of an A4 text page. */
export const PAGE_MARGIN = 56;
export const TEXT_WIDTH = A4[0] - 2 * PAGE_MARGIN;

/** Words of a paragraph into lines no wider than the width (a word wider than the line stands alone). */
export function wrapWords(style: PdfTextStyle, text: string, size: number, width: number): string[] {
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

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** Points in from the left margin; the line wraps within what is left of the text width. */
  indent?: number;
}

/**
 * A4 pages written top to bottom: wrapped paragraphs, rules and table rows, with a new page whenever
 * the next line would cross the bottom margin.
 */
export function startTextDocument(pdf: PDFDocument, fonts: { sans: PdfTextStyle; sansBold: PdfTextStyle }) {
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - PAGE_MARGIN;
  const need = (height: number) => {
    if (y - height < PAGE_MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - PAGE_MARGIN;
    }
  };
  return {
    text(value: string, options: TextOptions = {}) {
      const size = options.size ?? 10;
      const style = options.bold ? fonts.sansBold : fonts.sans;
      const indent = options.indent ?? 0;
      for (const line of wrapWords(style, value, size, TEXT_WIDTH - indent)) {
        need(size + 4);
        style.drawText(page, line, { x: PAGE_MARGIN + indent, y, size, color: options.color ?? PDF_INK });
        y -= size + 4;
      }
    },
    gap(height: number) {
      y -= height;
    },
    /** A thin line across the text width. */
    rule() {
      need(8);
      page.drawLine({
        start: { x: PAGE_MARGIN, y: y + 4 },
        end: { x: PAGE_MARGIN + TEXT_WIDTH, y: y + 4 },
        thickness: 0.5,
        color: PDF_RULE,
      });
      y -= 6;
    },
    /** One line of a table: each cell at its column's offset from the left margin. */
    row(cells: string[], columns: number[], bold = false) {
      need(16);
      const style = bold ? fonts.sansBold : fonts.sans;
      cells.forEach((cell, i) => {
        style.drawText(page, cell, { x: PAGE_MARGIN + columns[i], y, size: 10, color: PDF_INK });
      });
      y -= 16;
    },
  };
}
