import { ShieldAlert } from "lucide-react";
import { Outlet, useLocation } from "react-router";
import { AreaNav } from "@/components/area-nav";
import { Card, CardContent } from "@/components/ui/card";
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
        <title>Administrator access needed · PIVOT Learning</title>
        <h1 className="mb-4 text-2xl font-bold text-heading sm:text-3xl">Administrator access needed</h1>
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
      <AreaNav label="Administration" items={ADMIN_NAV} isCurrent={(item) => item === active} />
      <Outlet />
    </div>
  );
}
