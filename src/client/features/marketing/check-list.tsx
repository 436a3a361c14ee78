import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/** A list of short points, each behind a tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2 text-sm text-body", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-icon" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
