import { PDFDocument, rgb } from "pdf-lib";
import type { Stats } from "../../../contracts/learning";
import { utcDay } from "../../../domain/calendar";
import { generateInsights } from "../../../domain/insights";
import { PILLARS } from "../../../domain/pillars";
import { plural } from "../../../domain/plural";
import { embedPdfFonts, type PdfTextStyle } from "../../platform/pdf-fonts";

/** Export Report (spec 3 §2 Advanced Learning Analytics): the learner's figures as a one-page PDF. */

export interface ReportInput {
  name: string;
  stats: Stats;
  recentCompletions: { title: string; completedAt: Date }[];
  now: Date;
}

export async function progressReportPdf(input: ReportInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Learning progress report - ${input.name}`);
  pdf.setAuthor("PIVOT Learning");
  pdf.setCreationDate(input.now);
  const page = pdf.addPage([595.28, 841.89]);
  // issue 27: a Unicode font, so the learner's name and module titles print as written.
  const { sans: regular, sansBold: bold } = await embedPdfFonts(
    pdf,
    ["sans", "sansBold"],
    [input.name, ...input.recentCompletions.map((c) => c.title)],
  );
  let y = 790;
  const line = (text: string, font: PdfTextStyle = regular, size = 11, gap = 16) => {
    font.drawText(page, text, { x: 50, y, size, color: rgb(0.1, 0.12, 0.15), maxWidth: 495 });
    y -= gap;
  };
  const s = input.stats;
  line("PIVOT Learning - Advanced Learning Analytics", bold, 18, 26);
  line(`${input.name} · report of ${input.now.toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })}`);
  y -= 10;
  line("Performance", bold, 14, 20);
  line(`Engagement score: ${s.engagementScore} / 100`);
  line(`Modules completed: ${s.totalModulesCompleted} (${s.weeklyModulesCompleted} this week)`);
  line(`Weekly goal: ${plural(s.weeklyGoal, "module", "modules")} a week`);
  line(`Learning hours: ${s.totalLearningHours}`);
  line(`Current streak: ${plural(s.currentStreak, "day", "days")} · longest ${plural(s.longestStreak, "day", "days")}`);
  line(`Skill level: ${s.skillLevel}`);
  y -= 10;
  line("PIVOT pillar progress", bold, 14, 20);
  for (const pillar of PILLARS) {
    const value = s.pivotProgress[pillar.toLowerCase() as keyof Stats["pivotProgress"]];
    page.drawRectangle({ x: 170, y: y - 2, width: 300, height: 10, color: rgb(0.9, 0.92, 0.94) });
    page.drawRectangle({
      x: 170,
      y: y - 2,
      width: 3 * Math.max(0, Math.min(100, value)),
      height: 10,
      color: rgb(0.05, 0.35, 0.35),
    });
    line(`${pillar}`);
    regular.drawText(page, `${value}%`, { x: 480, y: y + 16, size: 11 });
  }
  y -= 10;
  line("Recent completions", bold, 14, 20);
  if (input.recentCompletions.length === 0) line("No modules completed yet.");
  for (const c of input.recentCompletions.slice(0, 10)) {
    line(`${utcDay(c.completedAt)}  ${c.title}`);
  }
  y -= 10;
  line("Insights", bold, 14, 20);
  // Issue 26: the learner's own weekly goal (in the stats), as on every screen.
  const insights = generateInsights({ ...s, totalLearningHours: Number(s.totalLearningHours) }, input.now);
  if (insights.length === 0) line("No insights yet: complete a few modules and patterns appear.");
  for (const insight of insights) {
    line(`• ${insight.title}`, bold);
    line(insight.description, regular, 10, 26);
  }
  return pdf.save();
}
