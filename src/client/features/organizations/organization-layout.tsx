import { Outlet, useLocation } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { AreaNav } from "@/components/area-nav";
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
      {items.length > 1 && <AreaNav label="Organisation" items={items} isCurrent={(item) => pathname === item.to} />}
      <Outlet />
    </div>
  );
}
