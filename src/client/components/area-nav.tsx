import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

export interface AreaNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The row of links above an area's pages (administration, an organisation), the current page marked. */
export function AreaNav<Item extends AreaNavItem>({
  label,
  items,
  isCurrent,
}: {
  /** The navigation landmark's name. */
  label: string;
  items: readonly Item[];
  isCurrent: (item: Item) => boolean;
}) {
  return (
    <nav aria-label={label} className="overflow-x-auto rounded-xl border bg-white p-1">
      <ul className="flex min-w-max gap-1">
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap",
                  current ? "bg-primary-surface text-primary-strong" : "text-body hover:bg-muted",
                )}
              >
                <item.icon className="size-4" aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
