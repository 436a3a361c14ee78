import { and, eq, like, not } from "drizzle-orm";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPremiumModule } from "../../../domain/access";
import { downloadContent, ROI_SPREADSHEET_ROWS } from "../../../domain/data/download-templates";
import {
  DOWNLOAD_FORMATS,
  DOWNLOAD_RESOURCES,
  DOWNLOAD_TEMPLATES,
  type DownloadFormat,
  type DownloadResource,
  type DownloadTemplate,
  downloadFileName,
} from "../../../domain/downloads";
import type { Pillar } from "../../../domain/pillars";
import { modules } from "../../db/schema";
import { embeddedFonts, pdfPageText, printsText } from "../../test/pdf-text";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { DOWNLOAD_CONTENT_TYPES, renderDownload } from "./render";
import { sheetNames } from "./render-xlsx";

interface ModuleRow {
  id: number;
  title: string;
  pivotPillar: Pillar;
}

let t: TestApp;
let learner: TestUser;
let free: ModuleRow;
let premium: ModuleRow;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.signUp();
  const rows = await t.database.db
    .select({ id: modules.id, title: modules.title, category: modules.category, pivotPillar: modules.pivotPillar })
    .from(modules)
    .where(eq(modules.isActive, true))
    .orderBy(modules.id);
  free = rows.find((m) => !isPremiumModule(m))!;
  premium = rows.find((m) => m.title.includes("B-Corp"))!;
  expect(free).toBeDefined();
  expect(premium).toBeDefined();
});
afterAll(() => t.close());

const url = (moduleId: number | string, resourceId: string, format: string) =>
  `/api/modules/${moduleId}/downloads/${resourceId}/${format}`;

const download = (user: TestUser | null, moduleId: number | string, resourceId: string, format: string) =>
  t.as(user, { method: "GET", url: url(moduleId, resourceId, format) });

/** The text of an XML document with its entities decoded, to search for strings as typed. */
const xmlText = (xml: string) =>
  xml
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** One XML part of a DOCX/XLSX/PPTX (zip) file, with its entities decoded. */
const zipText = async (body: Buffer, path: string): Promise<string> => {
  const zip = await JSZip.loadAsync(body);
  const file = zip.file(path);
  expect(file, `${path} in the archive`).not.toBeNull();
  return xmlText(await file!.async("string"));
};

const offered: [string, DownloadFormat, DownloadResource][] = DOWNLOAD_RESOURCES.flatMap((resource) =>
  resource.formats.map((format): [string, DownloadFormat, DownloadResource] => [resource.id, format, resource]),
);

describe("GET /api/modules/:id/downloads/:resourceId/:format", () => {
  it.each(offered)("serves %s as a real %s file", async (_id, format, resource) => {
    const res = await download(learner, free.id, resource.id, format);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(DOWNLOAD_CONTENT_TYPES[format]);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${downloadFileName(resource.title, format)}"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.rawPayload;
    expect(Number(res.headers["content-length"])).toBe(body.length);

    if (format === "pdf") {
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(body, { updateMetadata: false });
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(`${resource.title}: ${free.title}`);
      expect(pdf.getAuthor()).toBe("PIVOT Learning");
      const text = await pdfPageText(body);
      expect(text).toContain(free.title);
      expect(text).toContain(free.pivotPillar);
      expect(text).toContain("PIVOT Learning");
      expect(text).toContain(`Page 1 of ${pdf.getPageCount()}`);
      return;
    }

    const zip = await JSZip.loadAsync(body);
    expect(zip.file("[Content_Types].xml")).not.toBeNull();

    if (format === "docx") {
      const xml = await zipText(body, "word/document.xml");
      expect(xml).toContain(free.title);
      expect(xml).toContain(free.pivotPillar);
      expect(xml).toContain("<w:tbl>"); // the details table
      expect(xml).toContain("<w:numPr>"); // bulleted items
      expect(await zipText(body, "docProps/core.xml")).toContain(`${resource.title}: ${free.title}`);
      return;
    }

    if (format === "pptx") {
      const slide1 = await zipText(body, "ppt/slides/slide1.xml");
      expect(slide1).toContain(free.title);
      expect(slide1).toContain(free.pivotPillar);
      const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
      expect(slides.length).toBeGreaterThan(2);
      const slide2 = await zipText(body, "ppt/slides/slide2.xml");
      expect(slide2).toContain("<a:t>1. Executive summary</a:t>");
      expect(slide2).toContain('<a:buChar char="•"/>'); // bulleted items
      return;
    }

    // xlsx: the archive's XML, then the workbook as a spreadsheet program reads it.
    const sharedStrings = await zipText(body, "xl/sharedStrings.xml");
    expect(sharedStrings).toContain(free.title);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    const summary = workbook.getWorksheet("Summary")!;
    expect(summary).toBeDefined();
    expect(summary.getCell("A1").text).toBe(`${resource.title}: ${free.title}`);

    if (resource.id === "roi-calculation-spreadsheet") {
      const calculator = workbook.getWorksheet("ROI Calculator")!;
      expect(calculator).toBeDefined();
      const sheetXml = await zipText(body, `xl/worksheets/sheet${calculator.id}.xml`);
      for (const row of ROI_SPREADSHEET_ROWS) {
        const cell = calculator.getCell(row.cell);
        expect(calculator.getCell(`A${cell.row}`).text).toBe(row.label);
        if (row.kind === "input") {
          expect(cell.value).toBe(row.example);
        } else {
          const formula = row.excelFormula!.replace(/^=/, "");
          expect(cell.formula).toBe(formula);
          expect(sheetXml).toContain(`<f>${formula}</f>`);
        }
      }
      // Cached results for the example inputs (spec 3 §9 formulas): 25 × 2080 = 52,000 a year each.
      expect(calculator.getCell("B7").result).toBe(52_000);
      expect(calculator.getCell("B10").result).toBe(59_800);
      expect(calculator.getCell("B11").result).toBe(498);
      return;
    }
    // The month-by-month tracker has its own test below.
    if (resource.id === "progress-tracking-dashboard") {
      expect(workbook.getWorksheet("Monthly Tracker")).toBeDefined();
      return;
    }

    // A checklist sheet per section, with a frozen header, a status list and a due date column.
    const sectionSheet = workbook.worksheets[1];
    expect(workbook.worksheets.length).toBeGreaterThan(2);
    const headers = (sectionSheet.getRow(2).values as unknown[]).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(["Item", "Status", "Owner", "Due date", "Notes"]));
    expect(sectionSheet.views[0]).toMatchObject({ state: "frozen", ySplit: 2 });
    expect(sectionSheet.getCell("A3").text.length).toBeGreaterThan(5);
    const sheet2Xml = await zipText(body, "xl/worksheets/sheet2.xml");
    expect(sheet2Xml).toContain('<dataValidation type="list"');
    expect(sheet2Xml).toContain("<f>");
  });

  it("gives readiness criteria a 1-5 score column with its average", async () => {
    const res = await download(learner, free.id, "organizational-readiness-assessment", "xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets.find((s) => /^Readiness/i.test(s.getCell("A1").text))!;
    expect(sheet).toBeDefined();
    expect(sheet.getCell("B2").text).toBe("Score (1-5)");
    expect(sheet.getCell("B3").dataValidation).toMatchObject({ type: "whole", formulae: [1, 5] });
  });

  it("makes the Progress Tracking Dashboard a month-by-month tracker, not the readiness workbook (issue 15)", async () => {
    const res = await download(learner, free.id, "progress-tracking-dashboard", "xlsx");
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Summary", "Monthly Tracker"]);
    expect(workbook.worksheets.some((s) => /readiness/i.test(s.getCell("A1").text))).toBe(false);
    const tracker = workbook.getWorksheet("Monthly Tracker")!;
    const headers = (tracker.getRow(3).values as unknown[]).slice(1).map(String);
    expect(headers.slice(0, 6)).toEqual(["Group", "Measure", "Unit", "Better", "Baseline", "Target"]);
    const months = headers.slice(6, 18);
    expect(months).toHaveLength(12);
    for (const month of months) expect(month).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    expect(new Set(months).size).toBe(12);
    expect(headers.slice(18)).toEqual(["Latest", "Change since baseline", "On track"]);
    const groups = new Set<string>();
    for (let row = 4; tracker.getCell(`A${row}`).text; row++) groups.add(tracker.getCell(`A${row}`).text);
    expect([...groups]).toEqual(["Participation", "Learning", "Impact"]);
    // Latest takes the last month filled in; On track compares it with the target.
    expect(String((tracker.getCell("S4").value as { formula: string }).formula)).toContain("MATCH(9.99E+307,G4:R4)");
    expect(String((tracker.getCell("U4").value as { formula: string }).formula)).toContain("On track");
  });

  it("gives DOCX paragraphs a proportional line rule, so wrapped titles do not overlap (issue 15)", async () => {
    const res = await download(learner, free.id, "complete-implementation-framework", "docx");
    const styles = await zipText(res.rawPayload, "word/styles.xml");
    const lines = styles.match(/<w:spacing [^>]*w:line="\d+"[^>]*>/g) ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const spacing of lines) expect(spacing).toContain('w:lineRule="auto"');
  });

  it("writes each module's own title, pillar and the date into the file", async () => {
    const other = (
      await t.database.db
        .select({ id: modules.id, title: modules.title, pivotPillar: modules.pivotPillar })
        .from(modules)
        .where(
          and(
            eq(modules.isActive, true),
            not(eq(modules.pivotPillar, free.pivotPillar)),
            not(like(modules.title, "%B-Corp%")),
            not(like(modules.title, "%PIVOT%")),
            not(like(modules.title, "%JEDI%")),
            not(eq(modules.category, "Framework")),
          ),
        )
        .limit(1)
    )[0];
    const res = await download(learner, other.id, "complete-implementation-framework", "docx");
    expect(res.statusCode).toBe(200);
    const xml = await zipText(res.rawPayload, "word/document.xml");
    expect(xml).toContain(other.title);
    expect(xml).toContain(`>${other.pivotPillar}<`);
    expect(xml).not.toContain(free.title);
    expect(xml).toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
  });

  it("answers 401 when signed out", async () => {
    const res = await download(null, free.id, "quick-start-checklist", "pdf");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 404 for an unknown or inactive module", async () => {
    const missing = await download(learner, 999_999, "quick-start-checklist", "pdf");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Module not found" });

    const [inactive] = await t.database.db
      .insert(modules)
      .values({
        slug: "retired-download-module",
        title: "Retired Module",
        description: "No longer offered",
        category: "Social Impact",
        pivotPillar: "Value",
        type: "video",
        isActive: false,
      })
      .returning({ id: modules.id });
    expect((await download(learner, inactive.id, "quick-start-checklist", "pdf")).statusCode).toBe(404);
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    const res = await download(learner, "abc", "quick-start-checklist", "pdf");
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("id");
    expect((await download(learner, 0, "quick-start-checklist", "pdf")).statusCode).toBe(400);
  });

  it("answers 404 for a resource that is not in the catalogue", async () => {
    const res = await download(learner, free.id, "secret-playbook", "pdf");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Resource not found" });
  });

  it("answers 400 for a format the resource is not offered in, or no format at all", async () => {
    const notOffered = await download(learner, free.id, "roi-calculation-spreadsheet", "pdf");
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe("ROI Calculation Spreadsheet is available as XLSX, not PDF");
    expect(notOffered.json().issues).toEqual([{ path: "format", message: notOffered.json().message }]);

    const unknown = await download(learner, free.id, "quick-start-checklist", "txt");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe("format");
  });

  it("refuses a premium-locked module on the free plan with 403, and serves it on a paid plan", async () => {
    const user = await t.signUp();
    const locked = await download(user, premium.id, "quick-start-checklist", "pdf");
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: "Premium Content Access Required" });

    await t.grantSubscription(user);
    const open = await download(user, premium.id, "quick-start-checklist", "pdf");
    expect(open.statusCode).toBe(200);
    const pdf = await PDFDocument.load(open.rawPayload, { updateMetadata: false });
    expect(pdf.getTitle()).toContain(premium.title);
  });
});

describe("renderDownload", () => {
  const awkwardTitle = `Owner's "Guide" to R&D <Teams> — 10% £ ≥ Ω`;

  it.each(
    DOWNLOAD_TEMPLATES.flatMap((template) =>
      DOWNLOAD_FORMATS.map((format): [DownloadTemplate, DownloadFormat] => [template, format]),
    ),
  )("renders the %s template as %s for any title", async (template, format) => {
    const date = new Date(2025, 5, 27);
    const document = downloadContent(template, { moduleTitle: awkwardTitle, pillar: "Purpose", date });
    const body = await renderDownload(format, document, { resourceId: `any-${template}`, template, date });
    if (format === "pdf") {
      const pdf = await PDFDocument.load(body, { updateMetadata: false });
      expect(pdf.getTitle()).toBe(document.title);
      // issue 27: a Unicode font draws every character of the title, as written.
      const text = await pdfPageText(body);
      expect(text).toContain(awkwardTitle);
      expect(text).toContain("27 June 2025");
      return;
    }
    const path = { docx: "word/document.xml", xlsx: "xl/sharedStrings.xml", pptx: "ppt/slides/slide1.xml" }[format];
    const xml = await zipText(body, path);
    expect(xml).toContain(awkwardTitle);
  });

  it("prints accented and Chinese text in a PDF download (issue 27)", async () => {
    const date = new Date(2025, 5, 27);
    const document = downloadContent("checklist", { moduleTitle: "Équipe Ñúñez 李小龙", pillar: "Purpose", date });
    const body = await renderDownload("pdf", document, { resourceId: "any-checklist", template: "checklist", date });
    const fonts = await embeddedFonts(body);
    expect(fonts.length).toBeGreaterThan(0);
    expect(printsText(fonts, "Équipe Ñúñez 李小龙")).toBe(true);
    expect(await pdfPageText(body)).toContain("Équipe Ñúñez");
    expect(await pdfPageText(body)).toContain("李小龙");
  });

  it("names spreadsheet tabs as Excel allows: 31 characters, no []:*?/\\, unique", () => {
    const names = sheetNames(
      [
        "Phase 1: Discover and align (weeks 1-2)",
        "Readiness: leadership commitment",
        "Readiness: culture",
        "Progress dashboard: participation",
        "Summary",
        "What/why? [draft] *",
        "A very long heading without any colon that goes on and on",
        "Readiness: culture",
      ],
      ["Summary"],
    );
    expect(names).toEqual([
      "Phase 1 - Discover and align",
      "Leadership commitment",
      "Readiness - culture",
      "Participation",
      "Summary (2)",
      "What-why- -draft",
      "A very long heading without",
      "Readiness - culture (2)",
    ]);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
  });
});
