import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { OrganizationAnalytics } from "../../../contracts/employer";

export const organizationAnalyticsQueryKey = () => ["/api/organizations/analytics"] as const;

/** GET /api/organizations/analytics: the team figures of the organisation the employer manages. */
export const getOrganizationAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: organizationAnalyticsQueryKey(),
    queryFn: () => getJson<OrganizationAnalytics>("/api/organizations/analytics"),
  });

export const useOrganizationAnalytics = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrganizationAnalyticsQueryOptions(), enabled: options.enabled ?? true });

/**
 * 403 (not an owner or admin of an organisation) and 404 (no organisation) are not failures to
 * retry: the screen explains how to get an organisation instead.
 */
export const isNoOrganizationError = (error: unknown) => error instanceof Error && /^40[34]: /.test(error.message);
