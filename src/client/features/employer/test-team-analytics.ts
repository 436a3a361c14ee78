import type { OrganizationAnalytics } from "../../../contracts/employer";

type AnalyticsPathway = OrganizationAnalytics["pathways"][number];

/** "Purpose & Impact" in the team analytics' pathways, active with two members assigned and one overdue. */
export const purposeAndImpactPathway = (
  figures: Pick<AnalyticsPathway, "progress" | "nextDueDate">,
): AnalyticsPathway => ({
  id: 1,
  title: "Purpose & Impact",
  category: "Purpose",
  status: "Active",
  assignedCount: 2,
  overdueCount: 1,
  ...figures,
});
