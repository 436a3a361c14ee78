/** Tailwind classes per pillar colour name (domain/pillars.ts), written out so Tailwind sees them. */
export interface PillarTone {
  soft: string;
  border: string;
  text: string;
  solid: string;
}

const TONES: Record<string, PillarTone> = {
  blue: { soft: "bg-blue-50", border: "border-blue-200", text: "text-blue-800", solid: "bg-blue-700" },
  green: { soft: "bg-emerald-50", border: "border-emerald-200", text: "text-emerald-800", solid: "bg-emerald-700" },
  purple: { soft: "bg-violet-50", border: "border-violet-200", text: "text-violet-800", solid: "bg-violet-700" },
  orange: { soft: "bg-orange-50", border: "border-orange-200", text: "text-orange-800", solid: "bg-orange-700" },
  red: { soft: "bg-red-50", border: "border-red-200", text: "text-red-800", solid: "bg-red-700" },
  grey: { soft: "bg-slate-50", border: "border-slate-200", text: "text-slate-800", solid: "bg-slate-700" },
};

export const pillarTone = (color: string): PillarTone => TONES[color] ?? TONES.grey;
