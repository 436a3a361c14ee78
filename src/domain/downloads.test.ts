import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TEMPLATES,
  downloadContent,
  formatDocumentDate,
  ROI_SPREADSHEET_ROWS,
} from "./data/download-templates";
import {
  DOWNLOAD_RESOURCES,
  DOWNLOAD_SECTIONS,
  DOWNLOAD_TEMPLATES,
  downloadFileName,
  downloadResourceById,
} from "./downloads";
import { calculateRoi } from "./roi";

describe("downloads catalogue (spec 3 §2)", () => {
  it("lists the three sections with their resources, formats and templates", () => {
    expect(
      DOWNLOAD_SECTIONS.map((section) => [
        section.title,
        section.resources.map((r) => `${r.title} [${r.formats.join(", ")}] ${r.template}`),
      ]),
    ).toEqual([
      [
        "Implementation Frameworks",
        ["Complete Implementation Framework [pdf, docx] framework", "Quick Start Checklist [pdf, xlsx] checklist"],
      ],
      [
        "Professional Templates",
        ["Business Case Template [docx, pptx] template", "ROI Calculation Spreadsheet [xlsx] template"],
      ],
      [
        "Assessment Tools",
        ["Organizational Readiness Assessment [pdf, xlsx] generic", "Progress Tracking Dashboard [xlsx] generic"],
      ],
    ]);
  });

  it("uses kebab-case ids and finds resources by id", () => {
    for (const resource of DOWNLOAD_RESOURCES) {
      expect(resource.id).toBe(resource.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
      expect(downloadResourceById(resource.id)).toBe(resource);
    }
    expect(downloadResourceById("missing")).toBeUndefined();
  });

  it("describes the framework as a 16-week guide", () => {
    expect(downloadResourceById("complete-implementation-framework")?.description).toMatch(/16-week/);
  });
});

describe("downloadFileName (spec 3 §2)", () => {
  it.each([
    ["Quick Start Checklist", "xlsx", "quick_start_checklist.xlsx"],
    ["ROI Calculation Spreadsheet", "xlsx", "roi_calculation_spreadsheet.xlsx"],
    ["Complete Implementation Framework", "pdf", "complete_implementation_framework.pdf"],
    ["B-Corp: Guide (v2)", "docx", "b_corp__guide__v2_.docx"], // each character, not runs
    ["Café Plan", "pptx", "caf__plan.pptx"],
  ] as const)("%s as %s → %s", (title, format, fileName) => {
    expect(downloadFileName(title, format)).toBe(fileName);
  });
});

describe("download content", () => {
  const context = { moduleTitle: "Purpose-Driven Leadership", pillar: "Purpose", date: new Date(2025, 5, 27) };

  it("fills the module title, pillar and date", () => {
    const document = downloadContent("framework", context);
    expect(document.title).toBe("Complete Implementation Framework: Purpose-Driven Leadership");
    expect(document.intro).toContain('"Purpose-Driven Leadership"');
    expect(document.intro).toContain("the Purpose pillar of the PIVOT framework: connecting everyday work");
    expect(document.details).toEqual([
      { label: "Module", value: "Purpose-Driven Leadership" },
      { label: "PIVOT pillar", value: "Purpose" },
      { label: "Date", value: "27 June 2025" },
    ]);
  });

  it("leaves no placeholder unfilled in any template", () => {
    for (const template of DOWNLOAD_TEMPLATES) {
      const document = downloadContent(template, context);
      const text = [document.title, document.intro, ...document.sections.flatMap((s) => [s.heading, ...s.items])];
      expect(text.join("\n"), template).not.toMatch(/\{\w+\}/);
      expect(document.sections.length).toBeGreaterThan(0);
    }
  });

  it("uses the resource title when given and accepts a preformatted date", () => {
    const document = downloadContent("template", {
      ...context,
      resourceTitle: "ROI Calculation Spreadsheet",
      date: "2025-06-27",
    });
    expect(document.title).toBe("ROI Calculation Spreadsheet: Purpose-Driven Leadership");
    expect(document.details[2].value).toBe("2025-06-27");
  });

  it("shows an unknown pillar as given with generic focus text", () => {
    const document = downloadContent("template", { ...context, pillar: "Other" });
    const strategic = document.sections.find((s) => s.heading === "2. Strategic context");
    expect(strategic?.items[0]).toBe(
      "How the programme supports the organisation's strategy and the Other pillar: putting the PIVOT framework into everyday practice.",
    );
  });

  it("does not expand placeholder-like text inside the module title", () => {
    const document = downloadContent("checklist", { ...context, moduleTitle: "Odd {pillar} Title" });
    expect(document.title).toBe("Quick Start Checklist: Odd {pillar} Title");
  });

  it("plans 16 weeks in phases in the framework", () => {
    const headings = DOCUMENT_TEMPLATES.framework.sections.map((s) => s.heading);
    expect(headings.filter((h) => h.startsWith("Phase"))).toEqual([
      "Phase 1: Discover and align (weeks 1-2)",
      "Phase 2: Design (weeks 3-4)",
      "Phase 3: Pilot (weeks 5-8)",
      "Phase 4: Scale (weeks 9-12)",
      "Phase 5: Embed and review (weeks 13-16)",
    ]);
  });

  it("formats dates from the local calendar day", () => {
    expect(formatDocumentDate(new Date(2025, 0, 1))).toBe("1 January 2025");
    expect(formatDocumentDate(new Date(2025, 11, 31, 23, 59))).toBe("31 December 2025");
  });
});

describe("ROI spreadsheet rows (spec 3 §9)", () => {
  // Evaluates the arithmetic formulas (no IF) against the example inputs.
  function evaluate(): Record<string, number> {
    const cells: Record<string, number> = {};
    for (const row of ROI_SPREADSHEET_ROWS) {
      if (row.kind === "input") cells[row.cell] = row.example ?? 0;
      else if (row.excelFormula && !row.excelFormula.includes("IF")) {
        const expression = row.excelFormula.slice(1).replace(/B\d+/g, (ref) => String(cells[ref]));
        expect(expression).toMatch(/^[\d.+\-*/() ]+$/);
        cells[row.cell] = Function(`return (${expression});`)() as number;
      }
    }
    return cells;
  }

  it("agrees with the ROI calculator on the example inputs", () => {
    const cells = evaluate();
    const outcome = calculateRoi({
      investment: cells.B2,
      participants: cells.B3,
      hourlyRate: cells.B4,
      productivityIncreasePct: cells.B5,
      retentionImprovementPct: cells.B6,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(cells.B7).toBe(52000);
    expect(cells.B8).toBeCloseTo(outcome.result.productivityGain, 9);
    expect(cells.B9).toBeCloseTo(outcome.result.retentionSaving, 9);
    expect(cells.B10).toBeCloseTo(outcome.result.totalBenefit, 9);
  });

  it("guards ROI and payback against division by zero", () => {
    const byLabel = Object.fromEntries(ROI_SPREADSHEET_ROWS.map((row) => [row.label, row.excelFormula]));
    expect(byLabel["ROI (%)"]).toBe('=IF(B2>0,ROUND((B10-B2)/B2*100,1),"Enter an investment above 0")');
    expect(byLabel["Payback period (months)"]).toBe('=IF(B10>0,B2/(B10/12),"No payback: benefit is 0")');
  });

  it("describes every row in the business case's ROI section", () => {
    const roiSection = DOCUMENT_TEMPLATES.template.sections.find((s) => s.heading.startsWith("7. ROI"));
    expect(roiSection?.items).toHaveLength(ROI_SPREADSHEET_ROWS.length);
    expect(roiSection?.items[5]).toBe("Annual cost per person (£) = Average hourly rate × 40 hours × 52 weeks");
  });
});
