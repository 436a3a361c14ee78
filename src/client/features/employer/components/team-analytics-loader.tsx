import type { ReactNode } from "react";
import { isNoOrganizationError, useOrganizationAnalytics } from "@/components/api/get-organization-analytics";
import { QueryError } from "@/components/query-state";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { EmployerDashboardSkeleton } from "./employer-dashboard-skeleton";
import { NoOrganizationNotice } from "./no-organization-notice";

/**
 * The team's analytics (GET /api/organizations/analytics, a manager's reports only) with the states
 * around them: loading, no organisation to manage (403/404), and a failure to retry. The overlay and
 * the console's pages (issue 26) share it.
 */
export function TeamAnalyticsLoader({
  enabled = true,
  onNavigate,
  children,
}: {
  enabled?: boolean;
  /** Called when a link in the notice is followed (the overlay closes). */
  onNavigate?: () => void;
  children: (analytics: OrganizationAnalytics) => ReactNode;
}) {
  const analytics = useOrganizationAnalytics({ enabled });
  if (!enabled) return <NoOrganizationNotice onNavigate={onNavigate} />;
  if (analytics.isPending) return <EmployerDashboardSkeleton />;
  if (analytics.isError) {
    return isNoOrganizationError(analytics.error) ? (
      <NoOrganizationNotice onNavigate={onNavigate} />
    ) : (
      <QueryError title="Failed to load team analytics" onRetry={() => analytics.refetch()} />
    );
  }
  return children(analytics.data);
}
