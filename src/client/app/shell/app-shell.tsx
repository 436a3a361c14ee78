import { Tooltip } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { SessionActivityGuard } from "@/components/idle-warning-dialog";
import { RegionBoundary } from "@/components/region-boundary";
import { Spinner } from "@/components/ui/skeleton";
import { brandThemeStyle } from "@/features/organizations/components/brand-theme";
import type { CurrentUser } from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";
import { AppHeader } from "./app-header";
import { BottomBar } from "./bottom-bar";
import { isActivePath, MOBILE_DASHBOARD_BOTTOM_BAR, PRIMARY_BOTTOM_BAR } from "./nav-items";
import type { ViewMode } from "./view-switcher";

const EmployerOverlay = lazy(() => import("./employer-overlay").then((m) => ({ default: m.EmployerOverlay })));

export function AppShell({ user, children }: { user: CurrentUser; children?: React.ReactNode }) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Issue 20 item 5: the active organisation's brand colour becomes the primary colour of the shell.
  const { active, managesTeam } = useActiveOrganization();
  // Issue 26: the employer console has pages under /organization; the switcher shows where you are
  // and takes you there (Employer Dashboard) or back to your own dashboard (Individual Learner).
  const view: ViewMode =
    managesTeam && isActivePath(pathname, { to: paths.organization }) && pathname !== paths.organizationNew
      ? "employer"
      : "individual";
  const onViewChange = (next: ViewMode) => {
    if (next === view) return;
    navigate(next === "employer" ? paths.organizationAnalytics : paths.home);
  };
  // spec 1 §9: tooltip open delay 700 ms, skip delay 300 ms.
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="min-h-screen bg-surface pb-20 md:pb-0" style={brandThemeStyle(active?.brandColor)}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <AppHeader user={user} view={view} onViewChange={onViewChange} onQuickView={() => setOverlayOpen(true)} />
        <main id="main">
          <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
        </main>
        {/* Issue 26 item 2: activity keeps the session; a minute's warning before the idle timeout. */}
        <RegionBoundary name="Session">
          <SessionActivityGuard />
        </RegionBoundary>
        {pathname === paths.mobile ? (
          <BottomBar items={MOBILE_DASHBOARD_BOTTOM_BAR} label="Dashboard shortcuts" />
        ) : (
          <BottomBar items={PRIMARY_BOTTOM_BAR} label="Shortcuts" />
        )}
        {overlayOpen && (
          <RegionBoundary name="Employer Dashboard">
            <Suspense fallback={null}>
              <EmployerOverlay user={user} open={overlayOpen} onOpenChange={setOverlayOpen} />
            </Suspense>
          </RegionBoundary>
        )}
      </div>
    </Tooltip.Provider>
  );
}
