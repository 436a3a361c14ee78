import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/skeleton";
import { RedirectToLogin } from "@/lib/redirect-to-login";
import { useAuth } from "@/lib/use-auth";
import { lazyPage } from "./lazy-page";
import { LazyQueryProvider } from "./lazy-query-provider";

const loadQueryProvider = () => import("@/lib/query-provider");
const loadAppShell = () => import("./shell/app-shell");
const loadDashboardPage = () => import("@/features/dashboard/dashboard-page");

const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));
const LandingPage = lazyPage(() => import("@/features/marketing/landing-page"));
const DashboardPage = lazyPage(loadDashboardPage);
const MarketingLayout = lazy(() => import("@/features/marketing/marketing-layout"));

/**
 * The query provider, the shell and the page are nested lazy parts: React asks for each only once
 * the one around it has loaded. Asking for them all at once, with the page's reads, turns that
 * chain into one round (the server also preloads them: server/plugins/page-preload.ts).
 */
const start = (load: () => Promise<unknown>) => {
  // A chunk that fails to load is reported by the boundary of the part that renders it.
  load().catch(() => {});
};

let shellStarted = false;
function startShell() {
  if (shellStarted) return;
  shellStarted = true;
  start(loadQueryProvider);
  start(loadAppShell);
}

let dashboardStarted = false;
function startDashboard() {
  if (dashboardStarted) return;
  dashboardStarted = true;
  startShell();
  start(loadDashboardPage);
  start(async () => {
    const [{ queryClient }, { prefetchDashboardData }] = await Promise.all([
      loadQueryProvider(),
      import("@/features/dashboard/dashboard-data"),
    ]);
    await prefetchDashboardData(queryClient);
  });
}

/** spec 1 §2: / is the landing page when signed out or still loading, the dashboard when signed in. */
export function HomeRoute() {
  const auth = useAuth();
  if (auth.status !== "signed-in") {
    return (
      <Suspense fallback={null}>
        <LandingPage />
      </Suspense>
    );
  }
  startDashboard();
  return (
    <LazyQueryProvider fallback={<Spinner label="Loading your dashboard" />}>
      <AppShell user={auth.user}>
        <DashboardPage />
      </AppShell>
    </LazyQueryProvider>
  );
}

/** Signed-in pages: the shell around them, or the sign-in redirect (spec 1 §4). */
export function ProtectedLayout() {
  const auth = useAuth();
  if (auth.status === "loading") return <Spinner label="Loading your account" />;
  if (auth.status === "signed-out") return <RedirectToLogin />;
  startShell();
  return (
    <LazyQueryProvider>
      <AppShell user={auth.user} />
    </LazyQueryProvider>
  );
}

/** Public pages share the marketing header and footer. */
export function PublicLayout() {
  return (
    <LazyQueryProvider>
      <MarketingLayout>
        <Outlet />
      </MarketingLayout>
    </LazyQueryProvider>
  );
}
