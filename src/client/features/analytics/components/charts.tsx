import { useEffect, useRef, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { pillarStyle } from "@/lib/pillar-styles";
import { plural } from "../../../../domain/plural";
import type { CategoryTime, PillarPoint, WeekCompletions } from "../analytics-data";
import { ChartFigure } from "./chart-figure";

// Recharts is imported only here, so it stays in the analytics page's lazy chunk.
const BRAND = "#1f7a78";
const AXIS = { fontSize: 12, fill: "#475569" };
const SMALL_AXIS = { fontSize: 11, fill: "#475569" };
/** Below this chart width (a phone), labels get their own room: issue 15 found them clipped and overlapping at 390 px. */
export const NARROW_CHART_WIDTH = 480;

/** The width of the chart's box, followed as it resizes (null before the first measurement). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, narrow: width !== null && width < NARROW_CHART_WIDTH };
}

export function PillarRadarChart({ points }: { points: PillarPoint[] }) {
  const { ref, narrow } = useBoxWidth();
  return (
    <ChartFigure
      title="PIVOT Profile"
      description="Share of each pillar's modules you have completed."
      headingId="pivot-radar-heading"
      columns={["Pillar", "Completed"]}
      rows={points.map((p) => [p.pillar, `${p.progress}%`])}
    >
      <div ref={ref} className="size-full">
        <ResponsiveContainer width="100%" height="100%">
          {/* On a phone a smaller web leaves room for "Transformation" and "Optimization" beside it. */}
          <RadarChart data={points} outerRadius={narrow ? "52%" : "75%"} accessibilityLayer={false}>
            <PolarGrid />
            <PolarAngleAxis dataKey="pillar" tick={narrow ? SMALL_AXIS : AXIS} />
            <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
            <Radar dataKey="progress" name="Progress" stroke={BRAND} fill={BRAND} fillOpacity={0.35} />
            <Tooltip formatter={(v) => `${v}%`} />
          </RadarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

export function PillarBarChart({ points }: { points: PillarPoint[] }) {
  const { ref, narrow } = useBoxWidth();
  const cells = points.map((p) => <Cell key={p.pillar} fill={pillarStyle(p.pillar).hex} />);
  return (
    <ChartFigure
      title="Pillar Progress"
      description="Modules completed in each PIVOT pillar."
      headingId="pillar-bars-heading"
      columns={["Pillar", "Modules completed"]}
      rows={points.map((p) => [p.pillar, p.completed])}
    >
      <div ref={ref} className="size-full">
        <ResponsiveContainer width="100%" height="100%">
          {narrow ? (
            // On a phone the five pillar names do not fit side by side: each bar gets its own row.
            <BarChart data={points} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 12 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={SMALL_AXIS} />
              <YAxis type="category" dataKey="pillar" width={96} tick={SMALL_AXIS} interval={0} />
              <Tooltip />
              <Bar dataKey="completed" name="Modules completed" radius={[0, 4, 4, 0]}>
                {cells}
              </Bar>
            </BarChart>
          ) : (
            <BarChart data={points} accessibilityLayer={false} margin={{ left: -20, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="pillar" tick={AXIS} interval={0} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip />
              <Bar dataKey="completed" name="Modules completed" radius={[4, 4, 0, 0]}>
                {cells}
              </Bar>
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

export function CompletionsChart({ weeks }: { weeks: WeekCompletions[] }) {
  return (
    <ChartFigure
      title="Completions Over Time"
      description={`Modules completed per week, over the last ${plural(weeks.length, "week", "weeks")}.`}
      headingId="completions-heading"
      columns={["Week starting", "Modules completed"]}
      rows={weeks.map((w) => [w.label, w.completed])}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={weeks} accessibilityLayer={false} margin={{ left: -20, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Bar dataKey="completed" name="Modules completed" fill={BRAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function CategoryTimeChart({ categories }: { categories: CategoryTime[] }) {
  return (
    <ChartFigure
      title="Time Spent by Category"
      description="Minutes of learning in each library category."
      headingId="category-time-heading"
      columns={["Category", "Minutes"]}
      rows={categories.map((c) => [c.category, c.minutes])}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={categories} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="category" width={130} tick={AXIS} />
          <Tooltip formatter={(v) => `${v} min`} />
          <Bar dataKey="minutes" name="Minutes" fill="#e8a93a" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
