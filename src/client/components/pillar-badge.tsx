import { PILLAR_COLORS, type Pillar } from "../../domain/pillars";
import { cn } from "../lib/cn";

interface PillarStyle {
  /** chip: tinted background with dark text (AA contrast) */
  chip: string;
  /** solid fill for bars and dots */
  bar: string;
  /** the same colour as a hex value, for charts */
  hex: string;
}

// Literal class names per colour, so Tailwind sees them; the pillar → colour map lives in domain.
const COLOR_STYLES: Record<string, PillarStyle> = {
  blue: { chip: "border-blue-200 bg-blue-50 text-blue-800", bar: "bg-blue-600", hex: "#2563eb" },
  purple: { chip: "border-purple-200 bg-purple-50 text-purple-800", bar: "bg-purple-600", hex: "#9333ea" },
  green: { chip: "border-green-200 bg-green-50 text-green-800", bar: "bg-green-600", hex: "#16a34a" },
  orange: { chip: "border-orange-200 bg-orange-50 text-orange-800", bar: "bg-orange-500", hex: "#f97316" },
  red: { chip: "border-red-200 bg-red-50 text-red-800", bar: "bg-red-600", hex: "#dc2626" },
};

/** Colour classes of a PIVOT pillar (spec 3 §3: Purpose blue, Innovation purple, Value green, Optimization orange, Transformation red). */
export const pillarStyle = (pillar: Pillar): PillarStyle => COLOR_STYLES[PILLAR_COLORS[pillar]];

export function PillarBadge({ pillar, className }: { pillar: Pillar; className?: string }) {
  const style = pillarStyle(pillar);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        style.chip,
        className,
      )}
    >
      <span className={cn("size-1.5 rounded-full", style.bar)} aria-hidden="true" />
      {pillar}
    </span>
  );
}
