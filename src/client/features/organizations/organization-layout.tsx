import { Link, Outlet, useLocation } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { cn } from "@/lib/cn";
import { organizationNavFor } from "./organization-nav";

/**
 * The organisation area (issue 20): the active organisation's navigation above each of its pages.
 * Pages check the role themselves and the server refuses what the role does not allow.
 */
export default function OrganizationLayout() {
  const { pathname } = useLocation();
  const { active } = useActiveOrganization();
  const items = organizationNavFor(active?.role ?? null);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      {items.length > 1 && (
        <nav aria-label="Organisation" className="overflow-x-auto rounded-xl border bg-white p-1">
          <ul className="flex min-w-max gap-1">
            {items.map((item) => {
              const current = pathname === item.to;
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
      )}
      <Outlet />
    </div>
  );
}
