import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { DownloadDocument } from "../../../domain/data/download-templates";
import { BRAND, PUBLISHER, type RenderOptions } from "./render-options";

const BULLETS = "pivot-bullets";
// A4 less 2.5 cm margins, in twentieths of a point.
const CONTENT_WIDTH_TWIPS = 11906 - 2 * 1417;
const LABEL_WIDTH_TWIPS = 2400;

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: "C7D6D6" };
const cellBorders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };

function detailsTable(details: DownloadDocument["details"]): Table {
  return new Table({
    width: { size: CONTENT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: [LABEL_WIDTH_TWIPS, CONTENT_WIDTH_TWIPS - LABEL_WIDTH_TWIPS],
    rows: details.map(
      (detail) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: LABEL_WIDTH_TWIPS, type: WidthType.DXA },
              shading: { type: ShadingType.CLEAR, color: "auto", fill: BRAND.teal },
              borders: cellBorders,
              margins: { top: 80, bottom: 80, left: 120, right: 120 },
              children: [
                new Paragraph({ children: [new TextRun({ text: detail.label, bold: true, color: "FFFFFF" })] }),
              ],
            }),
            new TableCell({
              width: { size: CONTENT_WIDTH_TWIPS - LABEL_WIDTH_TWIPS, type: WidthType.DXA },
              shading: { type: ShadingType.CLEAR, color: "auto", fill: BRAND.tint },
              borders: cellBorders,
              margins: { top: 80, bottom: 80, left: 120, right: 120 },
              children: [new Paragraph({ children: [new TextRun(detail.value)] })],
            }),
          ],
        }),
    ),
  });
}

function itemParagraph(item: string, checklist: boolean): Paragraph {
  if (checklist) {
    // A real tick box (a content control Word lets people tick), not a bullet.
    return new Paragraph({
      spacing: { after: 80 },
      indent: { left: 360, hanging: 360 },
      children: [new CheckBox(), new TextRun({ children: [new Tab(), item] })],
      tabStops: [{ type: "left", position: 360 }],
    });
  }
  return new Paragraph({ text: item, numbering: { reference: BULLETS, level: 0 }, spacing: { after: 80 } });
}

export async function renderDocx(document: DownloadDocument, options: RenderOptions): Promise<Buffer> {
  const checklist = options.template === "checklist";
  // The business case's prompts are to be answered, so each section leaves room to write.
  const writingSpace = options.template === "template";

  const body = [
    new Paragraph({ text: document.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: document.intro, spacing: { after: 240 } }),
    detailsTable(document.details),
    ...document.sections.flatMap((section) => [
      new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, keepNext: true }),
      ...section.items.map((item) => itemParagraph(item, checklist)),
      ...(writingSpace
        ? [
            new Paragraph({
              spacing: { before: 120, after: 240 },
              border: { left: { style: BorderStyle.SINGLE, size: 12, color: BRAND.gold, space: 8 } },
              children: [
                new TextRun({ text: "Your notes: ", bold: true, color: BRAND.teal }),
                new TextRun({ text: "…", color: BRAND.muted }),
              ],
            }),
          ]
        : []),
    ]),
    new Paragraph({
      spacing: { before: 480 },
      children: [
        new TextRun({
          text: `Prepared by ${PUBLISHER} on ${document.details.find((d) => d.label === "Date")?.value ?? ""}. For use within your organisation.`,
          italics: true,
          color: BRAND.muted,
          size: 18,
        }),
      ],
    }),
  ];

  const doc = new Document({
    title: document.title,
    subject: document.intro,
    creator: PUBLISHER,
    lastModifiedBy: PUBLISHER,
    keywords: document.details.map((d) => d.value).join(", "),
    description: document.intro,
    styles: {
      default: {
        // 1.15 lines, proportional: a line value without its rule is read as an exact height by
        // LibreOffice, which then prints a wrapped 24 pt title's lines on top of each other.
        document: {
          run: { font: "Calibri", size: 22, color: BRAND.ink },
          paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { font: "Calibri", size: 48, bold: true, color: BRAND.teal },
          paragraph: {
            spacing: { after: 200, line: 240, lineRule: LineRuleType.AUTO },
            border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: BRAND.gold, space: 6 } },
          },
        },
        heading1: {
          run: { font: "Calibri", size: 28, bold: true, color: BRAND.teal },
          paragraph: { spacing: { before: 360, after: 120 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { color: BRAND.teal } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1417, bottom: 1417, left: 1417, right: 1417 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: document.title, size: 16, color: BRAND.muted })],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: "right", position: CONTENT_WIDTH_TWIPS }],
                border: { top: { style: BorderStyle.SINGLE, size: 4, color: "C7D6D6", space: 4 } },
                children: [
                  new TextRun({ text: PUBLISHER, bold: true, color: BRAND.teal, size: 18 }),
                  new TextRun({
                    children: ["\tPage ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                    color: BRAND.muted,
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });

  return Packer.toBuffer(doc);
}
