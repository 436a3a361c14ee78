import { BookOpen, Home, LayoutDashboard, Route, TrendingUp, User, Users } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { type BottomBarItem, isActivePath } from "./nav-items";

const ICONS = {
  home: Home,
  dashboard: LayoutDashboard,
  library: BookOpen,
  progress: TrendingUp,
  team: Users,
  profile: User,
  pathways: Route,
};

export function BottomBar({ items, label }: { items: BottomBarItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="fixed inset-x-0 bottom-0 z-40 border-t bg-white md:hidden">
      <ul className="grid grid-cols-5">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          const active = isActivePath(pathname, item);
          return (
            <li key={item.label}>
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "relative flex flex-col items-center gap-0.5 py-2 text-xs",
                  active ? "font-semibold text-primary" : "text-muted-foreground",
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {item.label}
                {item.badge ? (
                  <span className="absolute top-1 right-[calc(50%-1.25rem)] rounded-full bg-destructive-solid px-1.5 text-[10px] leading-4 font-bold text-white">
                    {item.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
