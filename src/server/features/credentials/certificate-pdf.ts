import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { ISSUING_ORGANISATION } from "../../../domain/certificate-linkedin";
import { CPD_ROUNDING_NOTE, formatCpdHours } from "../../../domain/learning-time";
import { plural } from "../../../domain/plural";
import { embedPdfFonts, type PdfTextStyle } from "../../platform/pdf-fonts";

/**
 * The certificate people frame (issue 11): A4 landscape, a double border in the brand's teal and
 * gold, the holder, title, pillar, CPD hours, dates, the verification code and address, and a QR
 * code of that address.
 */
export interface CertificatePdfInput {
  holderName: string;
  title: string;
  description: string;
  pivotPillar: string;
  cpdHours: number;
  earnedAt: Date;
  issuedAt: Date;
  expiresAt: Date | null;
  verificationCode: string;
  verificationUrl: string;
  /** issue 22: the knowledge checks passed, with their scores (empty for a certificate without any); issue 47: and attempts. */
  knowledgeChecks?: readonly { title: string; scorePercent: number; attempts?: number }[];
  /**
   * issue 20 (white-label): the holder's organisation, named under the heading with its logo in the
   * corner (PNG or JPEG; an SVG logo is left out, pdf-lib draws raster images only).
   */
  organization?: { name: string; logo: string | null } | null;
}

/** The organisation's logo drawn into the top-left corner; a logo that cannot be read is left out. */
async function drawOrganizationLogo(pdf: PDFDocument, page: PDFPage, logo: string) {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(logo);
  if (!match) return;
  try {
    const bytes = Buffer.from(match[2], "base64");
    const image = match[1] === "png" ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const box = 52;
    const scale = Math.min(box / image.width, box / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: 56 + (box - width) / 2, y: HEIGHT - 56 - box + (box - height) / 2, width, height });
  } catch {
    // A damaged image never stops the certificate.
  }
}

const WIDTH = 841.89;
const HEIGHT = 595.28;
const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(0, 2), 16) / 255,
    Number.parseInt(value.slice(2, 4), 16) / 255,
    Number.parseInt(value.slice(4, 6), 16) / 255,
  );
const TEAL = hex("0F3D3E");
const GOLD = hex("C9A227");
const INK = hex("1F2937");
const MUTED = hex("6B7280");
const PAPER = hex("FFFDF7");

const dateText = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);

/** The widest a centred line may be: inside the gold border with a margin. */
const LINE_WIDTH = WIDTH - 160;

/**
 * A line centred on the page; one wider than the border allows (a long name or title) is drawn
 * smaller, down to `minSize`.
 */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PdfTextStyle,
  size: number,
  color = INK,
  minSize = size,
) {
  let fitted = size;
  while (fitted > minSize && font.widthOfTextAtSize(text, fitted) > LINE_WIDTH) fitted -= 1;
  font.drawText(page, text, { x: (WIDTH - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, color });
}

/** Words wrapped to a width, for the description. */
function wrap(text: string, font: PdfTextStyle, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} - ${input.holderName}`);
  pdf.setAuthor(ISSUING_ORGANISATION);
  pdf.setSubject(`Certificate ${input.verificationCode}`);
  pdf.setCreator(ISSUING_ORGANISATION);
  pdf.setCreationDate(input.issuedAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const checks = input.knowledgeChecks ?? [];
  const { serif, serifBold, serifItalic, sans, sansBold } = await embedPdfFonts(
    pdf,
    ["serif", "serifBold", "serifItalic", "sans", "sansBold"],
    [
      input.holderName,
      input.title,
      input.description,
      input.pivotPillar,
      input.organization?.name ?? "",
      ...checks.map((check) => check.title),
    ],
  );

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAPER });
  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: TEAL, borderWidth: 6 });
  page.drawRectangle({ x: 34, y: 34, width: WIDTH - 68, height: HEIGHT - 68, borderColor: GOLD, borderWidth: 1.5 });

  centred(page, ISSUING_ORGANISATION.toUpperCase(), HEIGHT - 90, sansBold, 14, TEAL);
  if (input.organization) {
    centred(page, `Member of ${input.organization.name}`, HEIGHT - 108, sans, 10, MUTED);
    if (input.organization.logo) await drawOrganizationLogo(pdf, page, input.organization.logo);
  }
  centred(page, "Certificate of Achievement", HEIGHT - 140, serifBold, 36, TEAL);
  page.drawLine({
    start: { x: WIDTH / 2 - 120, y: HEIGHT - 156 },
    end: { x: WIDTH / 2 + 120, y: HEIGHT - 156 },
    thickness: 1.5,
    color: GOLD,
  });
  centred(page, "This is to certify that", HEIGHT - 190, serifItalic, 16, MUTED);
  centred(page, input.holderName, HEIGHT - 232, serifBold, 32, INK, 18);
  centred(page, "has successfully earned the", HEIGHT - 264, serifItalic, 16, MUTED);
  centred(page, input.title, HEIGHT - 298, serifBold, 24, TEAL, 14);
  const description = wrap(input.description, serif, 12, WIDTH - 260).slice(0, 3);
  description.forEach((line, i) => {
    centred(page, line, HEIGHT - 324 - i * 16, serif, 12, INK);
  });
  centred(
    page,
    `PIVOT pillar: ${input.pivotPillar}   |   ${formatCpdHours(input.cpdHours)}`,
    HEIGHT - 384,
    sansBold,
    12,
    TEAL,
  );
  // Issue 46: the certificate says how its CPD hours were counted.
  wrap(CPD_ROUNDING_NOTE, sans, 8, WIDTH - 200)
    .slice(0, 2)
    .forEach((line, i) => {
      centred(page, line, HEIGHT - 400 - i * 10, sans, 8, MUTED);
    });
  if (checks.length > 0) {
    const text = `Knowledge checks passed: ${checks.map((c) => `${c.title} (${c.scorePercent}%${c.attempts ? `, ${plural(c.attempts, "attempt", "attempts")}` : ""})`).join("; ")}`;
    wrap(text, sans, 9, WIDTH - 200)
      .slice(0, 3)
      .forEach((line, i) => {
        centred(page, line, HEIGHT - 428 - i * 12, sans, 9, INK);
      });
  }

  // Dates on the left, verification on the right, the QR code between them.
  const left = 80;
  const bottom = 78;
  const lines: [string, string][] = [
    ["Earned", dateText(input.earnedAt)],
    ...(input.issuedAt.getTime() !== input.earnedAt.getTime()
      ? ([["Renewed", dateText(input.issuedAt)]] as [string, string][])
      : []),
    ["Valid until", input.expiresAt ? dateText(input.expiresAt) : "Does not expire"],
  ];
  lines.forEach(([label, value], i) => {
    const y = bottom + 40 - i * 18;
    sansBold.drawText(page, `${label}:`, { x: left, y, size: 11, color: MUTED });
    sans.drawText(page, value, { x: left + 80, y, size: 11, color: INK });
  });

  const qr = await QRCode.toBuffer(input.verificationUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 220,
    color: { dark: "#0F3D3E", light: "#FFFFFF" },
  });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = 92;
  page.drawImage(qrImage, { x: WIDTH - 80 - qrSize, y: bottom - 10, width: qrSize, height: qrSize });
  const right = WIDTH - 80 - qrSize - 16;
  const verifyLines: [string, PdfTextStyle, number][] = [
    ["Verify this certificate", sansBold, 11],
    [`Code: ${input.verificationCode}`, sans, 9],
    [input.verificationUrl, sans, 8],
  ];
  verifyLines.forEach(([text, font, size], i) => {
    font.drawText(page, text, {
      x: right - font.widthOfTextAtSize(text, size),
      y: bottom + 40 - i * 16,
      size,
      color: i === 0 ? TEAL : INK,
    });
  });
  return pdf.save();
}
