import { LogOut, ShieldCheck, Sparkles } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { OrganizationSwitcher } from "@/features/organizations/components/org-switcher";
import { organizationNavFor } from "@/features/organizations/organization-nav";
import { cn } from "@/lib/cn";
import { fullName, isPremium } from "@/lib/use-auth";
import type { CurrentUser } from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";
import { PLANS } from "../../../domain/plans";
import { MobileDrawer } from "./mobile-drawer";
import { DESKTOP_NAV_COUNT, isActivePath, moreNavItemsFor, NAV_ITEMS } from "./nav-items";
import { NavMenu } from "./nav-menu";
import { type ViewMode, ViewSwitcher } from "./view-switcher";

/**
 * The header's plan badge (spec 1 §3), named from the plan catalogue: "<paid plan> plan", Free, or
 * Admin for administrators, who never see "Free" or "Upgrade" (issue 9). A paid plan's name always
 * says "plan": a member covered by the organisation's "Team Leader" plan is not its team leader
 * (issue 45 item 9).
 */
export function planBadge(user: CurrentUser): string {
  if (user.subscriptionStatus === "active") return `${PLANS[user.subscriptionPlan].name} plan`;
  return user.role === "admin" ? "Admin" : PLANS.free.name;
}

const initials = (user: CurrentUser) =>
  `${user.firstName?.[0] ?? user.email[0]}${user.lastName?.[0] ?? ""}`.toUpperCase();

export function AppHeader({
  user,
  view,
  onViewChange,
  onQuickView,
}: {
  user: CurrentUser;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Opens the Employer Dashboard overlay, the console's quick view (issue 26). */
  onQuickView: () => void;
}) {
  const { pathname } = useLocation();
  const premium = isPremium(user);
  // Issue 20: the active organisation's white-label — its logo beside ours, its colour on the bar.
  const { active, managesTeam } = useActiveOrganization();
  // Issue 26: the organisation's pages for the role, its overview current on /organization only.
  const organizationItems = organizationNavFor(active?.role ?? null).map((item) => ({
    label: item.label,
    to: item.to,
    exact: item.to === paths.organization,
  }));
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      {active?.brandColor && <div aria-hidden="true" className="h-1 bg-primary" data-testid="brand-bar" />}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <MobileDrawer />
        <Logo />
        {active?.logo && (
          // Only ever an image source (never inlined): an SVG logo cannot run anything.
          <img
            src={active.logo}
            alt={active.name}
            className="hidden size-8 shrink-0 rounded border-l object-contain pl-1 sm:block"
          />
        )}
        {/* At 390 px a long plan name ("Enterprise Plus plan") must still leave room for Sign Out. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Issue 50: below 1,024 px (a phone, or 1,280 px at 200 % zoom) the switchers move out of the bar. */}
          <div className="hidden lg:block">
            <ViewSwitcher value={view} onChange={onViewChange} employerAllowed={managesTeam} />
          </div>
          <OrganizationSwitcher className="hidden lg:flex" />
          {user.role === "admin" && (
            <Link
              to={paths.admin}
              aria-current={pathname.startsWith(paths.admin) ? "page" : undefined}
              className="hidden items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-body hover:bg-muted md:inline-flex"
            >
              <ShieldCheck className="size-4" aria-hidden="true" />
              Admin
            </Link>
          )}
          <NotificationBell />
          {!premium && (
            <Link
              to={paths.subscribe}
              className="hidden items-center gap-1 rounded-md bg-highlight px-3 py-1.5 text-sm font-semibold text-highlight-foreground hover:bg-highlight-hover md:inline-flex"
            >
              <Sparkles className="size-4" aria-hidden="true" />
              Upgrade
            </Link>
          )}
          <Link
            to={paths.profile}
            className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-muted"
            aria-label="Your profile"
          >
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
            ) : (
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
                {initials(user)}
              </span>
            )}
            <span className="hidden whitespace-nowrap text-sm font-medium md:inline">{fullName(user)}</span>
          </Link>
          <Badge
            variant={premium ? "accent" : "secondary"}
            className="max-w-24 text-center leading-tight sm:max-w-none"
          >
            {planBadge(user)}
          </Badge>
          <a
            href={paths.apiLogout}
            data-ends-session
            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-body hover:bg-muted"
          >
            <LogOut className="size-4" aria-hidden="true" />
            <span className="hidden whitespace-nowrap lg:inline">Sign Out</span>
            <span className="sr-only lg:hidden">Sign Out</span>
          </a>
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-7xl px-4 pb-2 lg:block">
        <ul className="flex items-center gap-1">
          {NAV_ITEMS.slice(0, DESKTOP_NAV_COUNT).map((item) => {
            const active = isActivePath(pathname, item);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium",
                    active ? "bg-primary-surface text-primary-strong" : "text-body hover:bg-muted",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          {/* Issue 26: every other area in grouped menus after the spec's first six items. */}
          <li>
            <NavMenu label="More" items={moreNavItemsFor(user.role, organizationItems.length > 0)} />
          </li>
          {organizationItems.length > 0 && (
            <li>
              <NavMenu
                label="Organisation"
                items={organizationItems}
                extra={
                  managesTeam
                    ? (close) => (
                        <button
                          type="button"
                          onClick={() => {
                            close();
                            onQuickView();
                          }}
                          className="block w-full rounded-md px-3 py-2 text-left text-sm text-body hover:bg-muted"
                        >
                          Employer Dashboard quick view
                        </button>
                      )
                    : undefined
                }
              />
            </li>
          )}
        </ul>
      </nav>
      <div className="border-t px-4 py-2 lg:hidden">
        <ViewSwitcher value={view} onChange={onViewChange} employerAllowed={managesTeam} />
      </div>
    </header>
  );
}
