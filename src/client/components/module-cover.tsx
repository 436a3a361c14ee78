import { cn } from "@/lib/cn";
import { moduleCoverDataUrl } from "../../domain/cover-art";
import type { ModuleType } from "../../domain/pillars";

/**
 * Issue 15: a module's cover image — generated art in its pillar's colours with its type's icon
 * (domain/cover-art.ts). Decorative: the title and badges beside it say what it shows.
 */
export function ModuleCover({
  module,
  className,
}: {
  module: { slug: string; pivotPillar: string; type: ModuleType };
  className?: string;
}) {
  return (
    <img
      src={moduleCoverDataUrl(module)}
      alt=""
      width={1200}
      height={675}
      loading="lazy"
      decoding="async"
      className={cn("aspect-video w-full rounded-lg object-cover", className)}
      data-testid="module-cover"
    />
  );
}
