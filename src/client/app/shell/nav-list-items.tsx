import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { isActivePath, type NavLink } from "./nav-items";

/** The links of a shell menu (the drawer, a header menu), the page shown marked; following one closes the menu. */
export function NavListItems({
  items,
  pathname,
  onNavigate,
}: {
  items: readonly NavLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  return items.map((item) => {
    const active = isActivePath(pathname, item);
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={cn(
            "block rounded-md px-3 py-2 text-sm",
            active ? "bg-primary-surface font-semibold text-primary-strong" : "text-body hover:bg-muted",
          )}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}
