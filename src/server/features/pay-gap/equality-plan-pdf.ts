import { PDFDocument } from "pdf-lib";
import { ACTION_STAGE_LABELS, menuItem, THEME_LABELS } from "../../../domain/equality-action-menu";
import { describeIndicator } from "../../../domain/equality-action-plan";
import { formatPercent } from "../../../domain/jedi-pay-gap";
import { basisLabel, longDate, MEASURES, QUARTER_FIELDS, reportingYearLabel } from "../../../domain/pay-gap-statutory";
import { PDF_MUTED, PDF_TEAL, startTextDocument } from "../../platform/pdf/text-document";
import { embedPdfFonts } from "../../platform/pdf-fonts";
import type { PlanPdfData } from "./equality-plans";

export const planFilename = (year: number, version: number) => `equality-action-plan-${year}-v${version}.pdf`;

/**
 * The board PDF of an approved equality action plan (issue 49): the figures it stands on, the drivers,
 * each action with its owner, dates, indicator and linked work, and who approved which version when.
 */
export async function renderEqualityPlanPdf(data: PlanPdfData, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Equality action plan: ${data.plan.title}`);
  pdf.setAuthor(data.organization);
  pdf.setCreator("PIVOT Learning");
  const texts = [
    data.organization,
    data.plan.title,
    data.content.narrative,
    data.version.approverName,
    data.version.approverJobTitle,
    ...data.content.actions.flatMap((a) => [a.text, ...a.links.map((l) => l.title ?? "")]),
    ...data.ownerNames.values(),
  ];
  const fonts = await embedPdfFonts(pdf, ["sans", "sansBold"], texts);
  const { text, gap, rule, row } = startTextDocument(pdf, fonts);

  text("Equality action plan", { size: 20, bold: true, color: PDF_TEAL });
  text(data.organization, { size: 14, bold: true });
  text(`${data.plan.title}, version ${data.version.version}`);
  text(`Based on the gender pay gap figures for ${reportingYearLabel(data.plan.reportingYear)}.`, { color: PDF_MUTED });
  gap(10);

  text("The figures", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  if (data.measures && data.basis) {
    for (const measure of MEASURES)
      row([basisLabel(measure.label, data.basis), formatPercent(data.measures[measure.key])], [0, 360]);
    data.measures.quarters.forEach((q, i) => {
      row(
        [
          `Women in the ${basisLabel(QUARTER_FIELDS[i].label, data.basis ?? "hourly").toLowerCase()}`,
          formatPercent(q.womenPercent),
        ],
        [0, 360],
      );
    });
  } else text("The year's pay-gap data is no longer held.", { color: PDF_MUTED });
  gap(10);

  text("What drives the gap", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  if (data.drivers.length === 0) text("No driver stood out in the figures.", { color: PDF_MUTED });
  for (const driver of data.drivers) {
    text(driver.title, { bold: true });
    text(driver.figures.map((f) => `${f.label}: ${f.value}`).join("; "), { size: 9, color: PDF_MUTED });
    gap(4);
  }
  gap(6);

  text("Narrative", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  text(data.content.narrative);
  gap(10);

  text("Actions", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  data.content.actions.forEach((action, i) => {
    const item = menuItem(action.menuItemId);
    text(`${i + 1}. ${item?.title ?? action.menuItemId}`, { bold: true });
    text(`${item ? THEME_LABELS[item.theme] : ""}. ${ACTION_STAGE_LABELS[action.stage]}.`, {
      size: 9,
      color: PDF_MUTED,
    });
    text(action.text);
    const owner = action.ownerUserId ? (data.ownerNames.get(action.ownerUserId) ?? "Former member") : "No owner";
    const dates =
      action.startsOn && action.dueOn ? `${longDate(action.startsOn)} to ${longDate(action.dueOn)}` : "No dates";
    text(`Owner: ${owner}. ${dates}.`);
    if (action.indicator) text(`Indicator: ${describeIndicator(action.indicator)}.`);
    for (const link of action.links) {
      text(
        link.kind === "assignment"
          ? `Learning assigned: ${data.assignmentTitles.get(link.ruleId ?? 0) ?? "an assignment that has been removed"}`
          : `Evidence: ${link.title}${link.url ? ` (${link.url})` : ""}`,
        { size: 9 },
      );
    }
    gap(8);
  });

  text("Approval", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  text(
    `Approved by ${data.version.approverName}, ${data.version.approverJobTitle}, on ${longDate(data.version.approvedAt.slice(0, 10))}.`,
  );
  gap(10);
  text(`Generated ${generatedAt.toISOString().slice(0, 10)} by PIVOT Learning.`, { size: 8, color: PDF_MUTED });
  return pdf.save();
}
