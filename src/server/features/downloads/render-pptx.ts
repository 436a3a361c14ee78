import PptxGenJS from "pptxgenjs";
import type { DownloadDocument } from "../../../domain/data/download-templates";
import { BRAND, PUBLISHER, type RenderOptions } from "./render-options";

// LAYOUT_WIDE is 13.33 × 7.5 inches.
const SLIDE_WIDTH = 13.33;
const MARGIN_X = 0.6;
const CONTENT_MASTER = "PIVOT_CONTENT";
/** More bullets than this continue on a second slide, so text never runs off the slide. */
export const MAX_BULLETS_PER_SLIDE = 6;

/** Smaller type for longer lists, so the bullets fill the slide without overflowing it. */
function bulletFontSize(items: readonly string[]): number {
  const characters = items.reduce((sum, item) => sum + item.length, 0);
  if (items.length <= 4 && characters <= 260) return 22;
  if (characters <= 420) return 19;
  return 16;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length > 0 ? chunks : [[]];
}

export async function renderPptx(document: DownloadDocument, options: RenderOptions): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = document.title;
  pptx.subject = document.intro;
  pptx.author = PUBLISHER;
  pptx.company = PUBLISHER;
  pptx.theme = { headFontFace: "Calibri", bodyFontFace: "Calibri" };

  const moduleTitle = document.details.find((d) => d.label === "Module")?.value ?? "";
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: "FFFFFF" },
    objects: [
      { rect: { x: 0, y: 0, w: SLIDE_WIDTH, h: 1.15, fill: { color: BRAND.teal } } },
      { rect: { x: 0, y: 1.15, w: SLIDE_WIDTH, h: 0.08, fill: { color: BRAND.gold } } },
      { line: { x: MARGIN_X, y: 6.85, w: SLIDE_WIDTH - 2 * MARGIN_X, h: 0, line: { color: "C7D6D6", width: 0.75 } } },
      {
        text: {
          text: `${PUBLISHER}  ·  ${moduleTitle}`,
          options: { x: MARGIN_X, y: 6.9, w: 10, h: 0.4, fontSize: 11, color: BRAND.muted, fontFace: "Calibri" },
        },
      },
    ],
    slideNumber: {
      x: SLIDE_WIDTH - MARGIN_X - 0.8,
      y: 6.9,
      w: 0.8,
      h: 0.4,
      fontSize: 11,
      color: BRAND.teal,
      align: "right",
    },
  });

  // Title slide.
  const cover = pptx.addSlide();
  cover.background = { color: BRAND.teal };
  cover.addShape(pptx.ShapeType.rect, { x: 0, y: 5.55, w: SLIDE_WIDTH, h: 0.1, fill: { color: BRAND.gold } });
  cover.addText(PUBLISHER.toUpperCase(), {
    x: MARGIN_X,
    y: 0.5,
    w: 8,
    h: 0.5,
    fontSize: 14,
    bold: true,
    color: BRAND.gold,
    charSpacing: 2,
  });
  cover.addText(document.title, {
    x: MARGIN_X,
    y: 1.2,
    w: SLIDE_WIDTH - 2 * MARGIN_X,
    h: 2.2,
    fontSize: document.title.length > 70 ? 30 : 36,
    bold: true,
    color: "FFFFFF",
    valign: "bottom",
  });
  cover.addText(document.intro, {
    x: MARGIN_X,
    y: 3.55,
    w: SLIDE_WIDTH - 2 * MARGIN_X,
    h: 1.8,
    fontSize: 16,
    color: "E6EFEF",
    valign: "top",
  });
  // A table rather than mixed runs in one paragraph: pptxgenjs writes a paragraph-properties
  // element before every run, which PowerPoint may flag for repair.
  cover.addTable(
    document.details.map((detail) => [
      { text: detail.label, options: { bold: true, color: BRAND.gold } },
      { text: detail.value, options: { color: "FFFFFF" } },
    ]),
    {
      x: MARGIN_X,
      y: 5.8,
      w: SLIDE_WIDTH - 2 * MARGIN_X,
      colW: [2, SLIDE_WIDTH - 2 * MARGIN_X - 2],
      fontSize: 14,
      margin: [2, 4, 2, 0],
      border: { type: "none" },
      valign: "top",
    },
  );
  cover.addNotes(document.intro);

  // One slide per section (continued when it has many items).
  const bulletIndent = 22;
  for (const section of document.sections) {
    const parts = chunk(section.items, MAX_BULLETS_PER_SLIDE);
    parts.forEach((items, part) => {
      const slide = pptx.addSlide({ masterName: CONTENT_MASTER });
      slide.addText(part === 0 ? section.heading : `${section.heading} (continued)`, {
        x: MARGIN_X,
        y: 0.15,
        w: SLIDE_WIDTH - 2 * MARGIN_X,
        h: 0.85,
        fontSize: section.heading.length > 55 ? 22 : 28,
        bold: true,
        color: "FFFFFF",
        valign: "middle",
      });
      slide.addText(
        items.map((item) => ({
          text: item,
          options: {
            bullet:
              options.template === "checklist" ? { code: "2610", indent: bulletIndent } : { indent: bulletIndent },
            breakLine: true,
            paraSpaceAfter: 10,
          },
        })),
        {
          x: MARGIN_X,
          y: 1.5,
          w: SLIDE_WIDTH - 2 * MARGIN_X,
          h: 5.15,
          fontSize: bulletFontSize(items),
          color: BRAND.ink,
          valign: "top",
          fit: "shrink",
        },
      );
      slide.addNotes(`${section.heading}\n${section.items.map((item) => `- ${item}`).join("\n")}`);
    });
  }

  const output = await pptx.write({ outputType: "nodebuffer" });
  return Buffer.isBuffer(output) ? output : Buffer.from(output as ArrayBuffer);
}
