import { type PillarColor, pillarColor } from "../../domain/pillars";

/** Tailwind classes of one pillar colour (the pillar → colour map is domain/pillars.ts). */
export interface PillarStyle {
  /** chip on white: light tint, tinted border, dark text */
  chip: string;
  /** badge: a stronger tint than the chip */
  badge: string;
  /** solid fill for bars, dots and accent stripes */
  bar: string;
  /** a darker solid fill, for icons on white text */
  solid: string;
  /** light background of a panel */
  soft: string;
  border: string;
  text: string;
  /** the bar colour as a hex value, for charts */
  hex: string;
}

// Class names are written out so Tailwind finds them; the 800 shades on 50/100 backgrounds keep
// text contrast above 4.5:1.
const COLOR_STYLES: Record<PillarColor, PillarStyle> = {
  blue: {
    chip: "border-blue-200 bg-blue-50 text-blue-800",
    badge: "border-blue-200 bg-blue-100 text-blue-800",
    bar: "bg-blue-600",
    solid: "bg-blue-700",
    soft: "bg-blue-50",
    border: "border-blue-200",
    text: "text-blue-800",
    hex: "#2563eb",
  },
  purple: {
    chip: "border-purple-200 bg-purple-50 text-purple-800",
    badge: "border-purple-200 bg-purple-100 text-purple-800",
    bar: "bg-purple-600",
    solid: "bg-purple-700",
    soft: "bg-purple-50",
    border: "border-purple-200",
    text: "text-purple-800",
    hex: "#9333ea",
  },
  green: {
    chip: "border-green-200 bg-green-50 text-green-800",
    badge: "border-green-200 bg-green-100 text-green-800",
    bar: "bg-green-600",
    solid: "bg-green-700",
    soft: "bg-green-50",
    border: "border-green-200",
    text: "text-green-800",
    hex: "#16a34a",
  },
  orange: {
    chip: "border-orange-200 bg-orange-50 text-orange-800",
    badge: "border-orange-200 bg-orange-100 text-orange-800",
    bar: "bg-orange-500",
    solid: "bg-orange-700",
    soft: "bg-orange-50",
    border: "border-orange-200",
    text: "text-orange-800",
    hex: "#f97316",
  },
  red: {
    chip: "border-red-200 bg-red-50 text-red-800",
    badge: "border-red-200 bg-red-100 text-red-800",
    bar: "bg-red-600",
    solid: "bg-red-700",
    soft: "bg-red-50",
    border: "border-red-200",
    text: "text-red-800",
    hex: "#dc2626",
  },
  grey: {
    chip: "border-slate-200 bg-slate-50 text-slate-800",
    badge: "border-slate-200 bg-slate-100 text-slate-800",
    bar: "bg-slate-500",
    solid: "bg-slate-700",
    soft: "bg-slate-50",
    border: "border-slate-200",
    text: "text-slate-800",
    hex: "#64748b",
  },
};

/** The classes of a colour name, e.g. FRAMEWORK_PAGE_PILLAR_COLORS[pillar]. */
export const colorStyle = (color: PillarColor): PillarStyle => COLOR_STYLES[color];

/** spec 3 §3: the classes of a pillar; grey for anything else. */
export const pillarStyle = (pillar: string): PillarStyle => COLOR_STYLES[pillarColor(pillar)];
