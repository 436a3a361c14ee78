import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../components/ui/skeleton";
import { RedirectToLogin } from "../lib/redirect-to-login";
import { useAuth } from "../lib/use-auth";
import { lazyPage } from "./lazy-page";
import { LazyQueryProvider } from "./lazy-query-provider";

const AppShell = lazy(() => import("./shell/app-shell").then((m) => ({ default: m.AppShell })));
const LandingPage = lazyPage(() => import("../features/marketing/landing-page"));
const DashboardPage = lazyPage(() => import("../features/dashboard/dashboard-page"));
const MarketingLayout = lazy(() => import("../features/marketing/marketing-layout"));

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
