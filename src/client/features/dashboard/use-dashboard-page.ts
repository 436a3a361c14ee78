import { useEffect } from "react";
import { useDashboard } from "../../components/api/get-dashboard";
import { toast } from "../../components/ui/use-toast";

/** The dashboard's data for its two pages; a failed load also shows the spec's toast. */
export function useDashboardPage() {
  const dashboard = useDashboard();
  useEffect(() => {
    // spec 1 §8: "Unable to load dashboard" / "Please try refreshing the page".
    if (dashboard.isError) {
      toast({
        title: "Unable to load dashboard",
        description: "Please try refreshing the page",
        variant: "destructive",
      });
    }
  }, [dashboard.isError]);
  return dashboard;
}
