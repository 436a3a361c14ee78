import { ShieldAlert } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useAuth } from "@/lib/use-auth";
import { ADMIN_NAV, activeAdminItem } from "./admin-nav";

/**
 * The admin area (issue 14): its own navigation above every admin page. Other roles see only why they
 * cannot use it; the server refuses them (403) on every admin route whatever this page shows.
 */
export default function AdminLayout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const isAdmin = auth.status === "signed-in" && auth.user.role === "admin";
  const active = activeAdminItem(pathname);
  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <Card>
          <CardContent className="flex items-center gap-3 pt-5">
            <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
            <p>{active?.denied ?? "You need administrator access to use this page."}</p>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <nav aria-label="Administration" className="overflow-x-auto rounded-xl border bg-white p-1">
        <ul className="flex min-w-max gap-1">
          {ADMIN_NAV.map((item) => {
            const current = item === active;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap",
                    current ? "bg-brand-50 text-brand-800" : "text-body hover:bg-muted",
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
      <Outlet />
    </div>
  );
}
