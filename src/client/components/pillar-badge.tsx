import { cn } from "@/lib/cn";
import { pillarStyle } from "@/lib/pillar-styles";
import type { Pillar } from "../../domain/pillars";

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
