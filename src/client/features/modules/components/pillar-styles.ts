import type { Pillar } from "../../../../domain/pillars";

/**
 * spec 3 §3 (domain PILLAR_COLORS): Purpose blue, Innovation purple, Value green, Optimization
 * orange, Transformation red, other grey. Class names are written out so Tailwind finds them;
 * the 800 shades on 100 backgrounds keep text contrast above 4.5:1.
 */
export interface PillarStyle {
  badge: string;
  accent: string;
  softBackground: string;
  text: string;
}

const STYLES: Record<Pillar, PillarStyle> = {
  Purpose: {
    badge: "border-blue-200 bg-blue-100 text-blue-800",
    accent: "bg-blue-600",
    softBackground: "bg-blue-50",
    text: "text-blue-800",
  },
  Innovation: {
    badge: "border-purple-200 bg-purple-100 text-purple-800",
    accent: "bg-purple-600",
    softBackground: "bg-purple-50",
    text: "text-purple-800",
  },
  Value: {
    badge: "border-green-200 bg-green-100 text-green-800",
    accent: "bg-green-600",
    softBackground: "bg-green-50",
    text: "text-green-800",
  },
  Optimization: {
    badge: "border-orange-200 bg-orange-100 text-orange-800",
    accent: "bg-orange-500",
    softBackground: "bg-orange-50",
    text: "text-orange-800",
  },
  Transformation: {
    badge: "border-red-200 bg-red-100 text-red-800",
    accent: "bg-red-600",
    softBackground: "bg-red-50",
    text: "text-red-800",
  },
};

const OTHER: PillarStyle = {
  badge: "border-slate-200 bg-slate-100 text-slate-800",
  accent: "bg-slate-500",
  softBackground: "bg-slate-50",
  text: "text-slate-800",
};

export const pillarStyle = (pillar: string): PillarStyle => STYLES[pillar as Pillar] ?? OTHER;

const TYPE_LABELS: Record<string, string> = {
  video: "Video",
  podcast: "Podcast",
  guide: "Guide",
  checklist: "Checklist",
  audio: "Audio",
  reading: "Reading",
  interactive: "Interactive",
};

export const moduleTypeLabel = (type: string): string =>
  TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
