import { toCsv } from "@/lib/csv";
import type { OrganizationAnalytics } from "../../../contracts/employer";

/**
 * The Export Report file of the Team Analytics tab, built in the browser from the analytics on
 * screen. Like the pilot CSV (docs/decisions/021-public-site.md): a byte-order mark so spreadsheets read UTF-8,
 * and cells that would start a formula (= + - @, tab, CR) get a leading quote (client/lib/csv.ts).
 * Each section is a CSV of its own; a blank line parts them.
 */

/** team-analytics-YYYY-MM-DD.csv, the date being the local day of the export. */
export function teamReportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `team-analytics-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export function teamReportCsv(analytics: OrganizationAnalytics, now: Date): string {
  const sections = [
    toCsv([
      ["Team analytics", analytics.organization.name],
      ["Exported", now.toISOString()],
    ]),
    toCsv([
      ["Metric", "Value"],
      ["Total employees", analytics.totalMembers],
      ["Active this month", analytics.activeMembers],
      ["Active pathways", analytics.activePathways],
      ["Completion rate (%)", analytics.completionRate],
      ["Learning hours", analytics.learningHours],
      ["Average learning hours per member", analytics.avgLearningHours],
      ["Average PIVOT score", analytics.avgPivotScore],
    ]),
    toCsv([["Pillar", "Progress (%)"], ...analytics.pivotProgress.map((p) => [p.pillar, p.progress])]),
    toCsv([
      ["Top performer", "Department", "Modules completed"],
      ...analytics.topPerformers.map((p) => [p.name, p.role, p.progress]),
    ]),
    toCsv([
      ["Department", "Members", "Average progress (%)"],
      ...analytics.departmentBreakdown.map((d) => [d.department, d.members, d.avgProgress]),
    ]),
    toCsv([
      // Issue 26: the earliest open due date and the overdue assignments beside each pathway.
      ["Pathway", "Category", "Status", "Assigned", "Progress (%)", "Next due date", "Overdue"],
      ...analytics.pathways.map((p) => [
        p.title,
        p.category,
        p.status,
        p.assignedCount,
        p.progress,
        p.nextDueDate,
        p.overdueCount,
      ]),
    ]),
    toCsv([
      ["Employee", "Email", "Department", "Current pathway", "Progress (%)", "Modules completed", "Last activity"],
      ...analytics.members.map((m) => [
        m.name,
        m.email,
        m.department,
        m.activePathway,
        m.progress,
        m.modulesCompleted,
        m.lastActivity,
      ]),
    ]),
  ];
  return `\uFEFF${sections.join("\r\n")}`;
}

/** Saves the report through a temporary link (a real download, no server round trip). */
export function downloadTeamReport(analytics: OrganizationAnalytics, now = new Date()) {
  const blob = new Blob([teamReportCsv(analytics, now)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = teamReportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
