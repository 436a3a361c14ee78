import { useDashboard } from "@/components/api/get-dashboard";

/** The dashboard's data for its two pages; a failed load also shows the spec's toast. */
export function useDashboardPage() {
  // spec 1 §8: "Unable to load dashboard" / "Please try refreshing the page".
  return useDashboard({
    errorToast: { title: "Unable to load dashboard", description: "Please try refreshing the page" },
  });
}
