import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { paths } from "../../contracts/routes";
import { PageBoundary } from "../components/region-boundary";
import { Spinner } from "../components/ui/skeleton";
import { HomeRoute, ProtectedLayout, PublicLayout } from "./layouts";
import { lazyPage as page } from "./lazy-page";
import { NotFoundPage } from "./not-found";
import { UnderConstruction } from "./under-construction";

// Every page is its own lazy chunk in its own error boundary (lazy-page.tsx). The declarative router
// keeps the first load small.

const LoginPage = page(() => import("../features/auth/login-page"));
const ProfilePage = page(() => import("../features/auth/profile-page"));
const TrainingServicesPage = page(() => import("../features/marketing/training-services-page"));
const PivotFrameworkPage = page(() => import("../features/marketing/pivot-framework-page"));
const LearningLibraryPage = page(() => import("../features/marketing/learning-library-page"));
const PilotPage = page(() => import("../features/pilot/pilot-page"));
const TermsPage = page(() => import("../features/marketing/terms-page"));
const PrivacyPage = page(() => import("../features/marketing/privacy-page"));
const AdminApplicationsPage = page(() => import("../features/pilot/admin-applications-page"));
const MobileDashboardPage = page(() => import("../features/dashboard/mobile-dashboard-page"));
const LibraryPage = page(() => import("../features/library/library-page"));
const PathwaysPage = page(() => import("../features/pathways/pathways-page"));
const ProgressPage = page(() => import("../features/progress/progress-page"));
const AnalyticsPage = page(() => import("../features/analytics/analytics-page"));
const ModulePage = page(() => import("../features/modules/module-page"));

/** Screens that belong to later issues: the shell, their title and an honest notice. */
const BUILDING: Array<[path: string, title: string]> = [
  [paths.aiDashboard, "Intelligent Learning Hub"],
  [paths.credentials, "Digital Credentials"],
  [paths.jedi, "B-Corp JEDI Hub"],
  [paths.aiRecommendations, "AI-Powered Learning Intelligence"],
  [paths.advancedAnalytics, "Advanced Learning Analytics"],
  [paths.team, "Team Collaboration Hub"],
  [paths.contentGenerator, "AI Content Generator"],
  [paths.contentProtection, "Content Protection Administration"],
];
const PUBLIC_BUILDING: Array<[path: string, title: string]> = [
  [paths.subscribe, "Choose Your Plan"],
  [paths.subscription, "Current Subscription"],
  [paths.testPayment, "Payment Test"],
];

/** spec 1 §2: the route table with its public and protected split. */
export function AppRoutes() {
  // The outer boundary catches what no page boundary covers: a layout or the shell failing to load.
  return (
    <PageBoundary>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path={paths.home} element={<HomeRoute />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route element={<PublicLayout />}>
            <Route path={paths.trainingServices} element={<TrainingServicesPage />} />
            <Route path={paths.pivotFramework} element={<PivotFrameworkPage />} />
            <Route path={paths.learningLibrary} element={<LearningLibraryPage />} />
            <Route path={paths.pilot} element={<PilotPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.privacy} element={<PrivacyPage />} />
            {PUBLIC_BUILDING.map(([path, title]) => (
              <Route key={path} path={path} element={<UnderConstruction title={title} />} />
            ))}
          </Route>
          <Route element={<ProtectedLayout />}>
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={paths.admin} element={<AdminApplicationsPage />} />
            <Route path={paths.mobile} element={<MobileDashboardPage />} />
            <Route path={paths.library} element={<LibraryPage />} />
            <Route path={paths.pathways} element={<PathwaysPage />} />
            <Route path={paths.progress} element={<ProgressPage />} />
            <Route path={paths.analytics} element={<AnalyticsPage />} />
            <Route path={paths.modulePattern} element={<ModulePage />} />
            {BUILDING.map(([path, title]) => (
              <Route key={path} path={path} element={<UnderConstruction title={title} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PageBoundary>
  );
}
