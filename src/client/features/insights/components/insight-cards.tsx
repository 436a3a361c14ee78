import { InsightList } from "@/components/insight-list";
import type { Insight } from "../../../../domain/insights";

/** Insights typed positive / warning / opportunity (spec 3 §2), each action leading to the library. */
export function InsightCards({ insights }: { insights: Insight[] }) {
  return (
    <InsightList
      insights={insights}
      typeLabels={{ positive: "Positive", warning: "Warning", opportunity: "Opportunity", info: "Good to know" }}
    />
  );
}
