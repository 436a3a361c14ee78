import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageBoundary } from "@/components/region-boundary";
import { Spinner } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/use-auth";
import { paths } from "../../contracts/routes";
import { HomeRoute, ProtectedLayout, PublicLayout } from "./layouts";
import { lazyPage as page } from "./lazy-page";
import { LazyQueryProvider } from "./lazy-query-provider";
import { NotFoundPage } from "./not-found";

// Every page is its own lazy chunk in its own error boundary (lazy-page.tsx). The declarative router
// keeps the first load small.

const LoginPage = page(() => import("@/features/auth/login-page"));
const ProfilePage = page(() => import("@/features/auth/profile-page"));
const DataExportPage = page(() => import("@/features/auth/data-export-page"));
const TrainingServicesPage = page(() => import("@/features/marketing/training-services-page"));
const PivotFrameworkPage = page(() => import("@/features/marketing/pivot-framework-page"));
const LearningLibraryPage = page(() => import("@/features/marketing/learning-library-page"));
const PilotPage = page(() => import("@/features/pilot/pilot-page"));
const TermsPage = page(() => import("@/features/marketing/terms-page"));
const PrivacyPage = page(() => import("@/features/marketing/privacy-page"));
const DpaPage = page(() => import("@/features/marketing/dpa-page"));
const AccessibilityPage = page(() => import("@/features/marketing/accessibility-page"));
const AdminApplicationsPage = page(() => import("@/features/pilot/admin-applications-page"));
const MobileDashboardPage = page(() => import("@/features/dashboard/mobile-dashboard-page"));
const LibraryPage = page(() => import("@/features/library/library-page"));
const PathwaysPage = page(() => import("@/features/pathways/pathways-page"));
const ProgressPage = page(() => import("@/features/progress/progress-page"));
const AnalyticsPage = page(() => import("@/features/analytics/analytics-page"));
const ModulePage = page(() => import("@/features/modules/module-page"));
const AdminLayout = page(() => import("@/features/admin/admin-layout"));
const UsersPage = page(() => import("@/features/admin/users-page"));
const ContentGeneratorPage = page(() => import("@/features/content/content-generator-page"));
const ContentProtectionPage = page(() => import("@/features/protection/content-protection-page"));
const SubscribePage = page(() => import("@/features/billing/subscribe-page"));
const SubscriptionPage = page(() => import("@/features/billing/subscription-page"));
const TestPaymentPage = page(() => import("@/features/billing/test-payment-page"));
const AdminEnquiriesPage = page(() => import("@/features/billing/admin-enquiries-page"));
const TeamPage = page(() => import("@/features/team/team-page"));
const HubPage = page(() => import("@/features/insights/hub-page"));
const IntelligencePage = page(() => import("@/features/insights/intelligence-page"));
const AdvancedAnalyticsPage = page(() => import("@/features/insights/advanced-analytics-page"));
const SharedProgressPage = page(() => import("@/features/insights/shared-progress-page"));
const JediPage = page(() => import("@/features/jedi/jedi-page"));
const CredentialsPage = page(() => import("@/features/credentials/credentials-page"));
const VerifyPage = page(() => import("@/features/credentials/verify-page"));
const PortfolioPage = page(() => import("@/features/credentials/portfolio-page"));
const AdminOutboxPage = page(() => import("@/features/notifications/admin-outbox-page"));
const AdminSupportPage = page(() => import("@/features/notifications/admin-support-page"));
const ResetPasswordPage = page(() => import("@/features/auth/reset-password-page"));
const OrganizationLayout = page(() => import("@/features/organizations/organization-layout"));
const OrganizationPage = page(() => import("@/features/organizations/organization-page"));
const NewOrganizationPage = page(() => import("@/features/organizations/new-organization-page"));
const MembersPage = page(() => import("@/features/organizations/members-page"));
// Issue 26: the employer console's pages, inside the organisation area's layout.
const TeamAnalyticsPage = page(() => import("@/features/employer/team-analytics-page"));
const OrganizationPathwaysPage = page(() => import("@/features/employer/pathways-page"));
const InvitationsPage = page(() => import("@/features/organizations/invitations-page"));
const OrganizationBillingPage = page(() => import("@/features/organizations/billing-page"));
const OrganizationSettingsPage = page(() => import("@/features/organizations/settings-page"));
const AuditLogPage = page(() => import("@/features/organizations/audit-log-page"));
const InvitationAcceptPage = page(() => import("@/features/organizations/invitation-accept-page"));
const JoinPage = page(() => import("@/features/organizations/join-page"));
const InclusionSurveyPage = page(() => import("@/features/jedi/components/survey/respondent-page"));
const KnowledgeChecksAdminPage = page(() => import("@/features/knowledge-checks-admin/knowledge-checks-admin-page"));
const OrganizationKnowledgeChecksPage = page(() => import("@/features/organizations/knowledge-checks-page"));
// Issue 24: the PIVOT player an LMS package opens in a frame: no chrome, signed out, its own data provider.
const LmsPlayerPage = page(() => import("@/features/lms-player/lms-player-page"));
// Issue 24 item 3: imported SCORM courses, their admin page and the sandboxed player.
const CoursesAdminPage = page(() => import("@/features/scorm-courses/courses-admin-page"));
const EqualityActionPlanPage = page(() => import("@/features/organizations/equality-action-plan-page"));
const EqualityActionPlanEditorPage = page(() => import("@/features/organizations/equality-action-plan-editor-page"));
const MyCoursesPage = page(() => import("@/features/scorm-courses/my-courses-page"));
const CoursePlayerPage = page(() => import("@/features/scorm-courses/course-player-page"));

/** spec 2 §2: /credentials in the shell when signed in; signed out, "Access Your Credentials" on the public layout. */
function SignedInOrPublicLayout() {
  return useAuth().status === "signed-out" ? <PublicLayout /> : <ProtectedLayout />;
}

/** spec 1 §2: the route table with its public and protected split. */
export function AppRoutes() {
  // The outer boundary catches what no page boundary covers: a layout or the shell failing to load.
  return (
    <PageBoundary>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path={paths.home} element={<HomeRoute />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route
            path={paths.lmsPlay}
            element={
              <LazyQueryProvider>
                <LmsPlayerPage />
              </LazyQueryProvider>
            }
          />
          <Route element={<PublicLayout />}>
            <Route path={paths.trainingServices} element={<TrainingServicesPage />} />
            <Route path={paths.pivotFramework} element={<PivotFrameworkPage />} />
            <Route path={paths.learningLibrary} element={<LearningLibraryPage />} />
            <Route path={paths.pilot} element={<PilotPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.privacy} element={<PrivacyPage />} />
            <Route path={paths.dpa} element={<DpaPage />} />
            <Route path={paths.accessibility} element={<AccessibilityPage />} />
            <Route path={paths.sharedProgressPattern} element={<SharedProgressPage />} />
            <Route path={paths.testPayment} element={<TestPaymentPage />} />
            <Route path={paths.verifyPattern} element={<VerifyPage />} />
            <Route path={paths.portfolioPattern} element={<PortfolioPage />} />
          </Route>
          {/* Issue 20: an invitation or join link opens signed out too (sign up or sign in from it). */}
          <Route element={<SignedInOrPublicLayout />}>
            <Route path={paths.invitationPattern} element={<InvitationAcceptPage />} />
            <Route path={paths.joinPattern} element={<JoinPage />} />
            {/* Issue 25 item 2: the survey's one-time link works signed out; the token is the only proof. */}
            <Route path={paths.inclusionSurveyPattern} element={<InclusionSurveyPage />} />
          </Route>
          <Route element={<SignedInOrPublicLayout />}>
            <Route path={paths.credentials} element={<CredentialsPage />} />
            {/* spec 2 §2: the pricing page carries the site header: the shell when signed in. */}
            <Route path={paths.subscribe} element={<SubscribePage />} />
            <Route path={paths.subscription} element={<SubscriptionPage />} />
          </Route>
          <Route element={<ProtectedLayout />}>
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={paths.dataExportPattern} element={<DataExportPage />} />
            {/* The admin area (issue 14): its own navigation around every admin page. */}
            <Route element={<AdminLayout />}>
              <Route path={paths.admin} element={<AdminApplicationsPage />} />
              <Route path={paths.adminEnquiries} element={<AdminEnquiriesPage />} />
              <Route path={paths.adminUsers} element={<UsersPage />} />
              <Route path={paths.adminOutbox} element={<AdminOutboxPage />} />
              <Route path={paths.adminSupport} element={<AdminSupportPage />} />
              <Route path={paths.contentGenerator} element={<ContentGeneratorPage />} />
              <Route path={paths.contentProtection} element={<ContentProtectionPage />} />
              <Route path={paths.adminKnowledgeChecks} element={<KnowledgeChecksAdminPage />} />
            </Route>
            <Route path={paths.mobile} element={<MobileDashboardPage />} />
            <Route path={paths.library} element={<LibraryPage />} />
            <Route path={paths.pathways} element={<PathwaysPage />} />
            <Route path={paths.progress} element={<ProgressPage />} />
            <Route path={paths.analytics} element={<AnalyticsPage />} />
            <Route path={paths.modulePattern} element={<ModulePage />} />
            <Route path={paths.team} element={<TeamPage />} />
            <Route path={paths.aiDashboard} element={<HubPage />} />
            <Route path={paths.aiRecommendations} element={<IntelligencePage />} />
            <Route path={paths.advancedAnalytics} element={<AdvancedAnalyticsPage />} />
            <Route path={paths.jedi} element={<JediPage />} />
            <Route path={paths.courses} element={<MyCoursesPage />} />
            <Route path={paths.coursePattern} element={<CoursePlayerPage />} />
            <Route element={<OrganizationLayout />}>
              <Route path={paths.organization} element={<OrganizationPage />} />
              <Route path={paths.organizationNew} element={<NewOrganizationPage />} />
              <Route path={paths.organizationAnalytics} element={<TeamAnalyticsPage />} />
              <Route path={paths.organizationPathways} element={<OrganizationPathwaysPage />} />
              <Route path={paths.organizationMembers} element={<MembersPage />} />
              <Route path={paths.organizationInvitations} element={<InvitationsPage />} />
              <Route path={paths.organizationBilling} element={<OrganizationBillingPage />} />
              <Route path={paths.organizationSettings} element={<OrganizationSettingsPage />} />
              <Route path={paths.organizationAuditLog} element={<AuditLogPage />} />
              <Route path={paths.organizationKnowledgeChecks} element={<OrganizationKnowledgeChecksPage />} />
              <Route path={paths.organizationCourses} element={<CoursesAdminPage />} />
              <Route path={paths.organizationEqualityActionPlan} element={<EqualityActionPlanPage />} />
              <Route
                path={paths.organizationEqualityActionPlanEditorPattern}
                element={<EqualityActionPlanEditorPage />}
              />
            </Route>
          </Route>
          {/* Issue 26: the 404 page inside the site's chrome, the public layout or the shell. */}
          <Route element={<SignedInOrPublicLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </PageBoundary>
  );
}
