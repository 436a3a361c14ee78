import { AlertTriangle, ArrowRight, Info, Lightbulb, type LucideIcon, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "../../contracts/routes";
import type { Insight, InsightType } from "../../domain/insights";

const STYLES: Record<InsightType, { icon: LucideIcon; className: string }> = {
  positive: { icon: TrendingUp, className: "border-success-border bg-success-surface text-success-strong" },
  warning: { icon: AlertTriangle, className: "border-warning-border-subtle bg-warning-surface text-warning-text" },
  opportunity: { icon: Lightbulb, className: "border-purple-200 bg-purple-50 text-purple-800" },
  info: { icon: Info, className: "border-blue-200 bg-blue-50 text-blue-800" },
};

/**
 * Insights as coloured cards, each action leading to the library where the suggested module can
 * be found. Each screen names the insight types in its own words (`typeLabels`).
 */
export function InsightList({
  insights,
  typeLabels,
}: {
  insights: Insight[];
  typeLabels: Record<InsightType, string>;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {insights.map((insight) => {
        const style = STYLES[insight.type];
        const Icon = style.icon;
        return (
          <li key={insight.id} className={cn("flex gap-3 rounded-xl border p-4", style.className)}>
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide uppercase">{typeLabels[insight.type]}</p>
              <h3 className="font-semibold text-foreground">{insight.title}</h3>
              <p className="mt-1 text-sm text-prose">{insight.description}</p>
              {insight.action && (
                <Link
                  to={paths.library}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
                >
                  {insight.action}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
