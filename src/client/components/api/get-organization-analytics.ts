import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { statusOf } from "@/lib/api-request";
import { employerEndpoints } from "../../../contracts/api/employer";

export const organizationAnalyticsQueryKey = () => queryKeyOf(employerEndpoints.analytics);

/** GET /api/organizations/analytics: the team figures of the organisation the employer manages. */
export const getOrganizationAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: organizationAnalyticsQueryKey(),
    queryFn: () => callApi(employerEndpoints.analytics),
  });

export const useOrganizationAnalytics = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrganizationAnalyticsQueryOptions(), enabled: options.enabled ?? true });

/**
 * 403 (not an owner or admin of an organisation) and 404 (no organisation) are not failures to
 * retry: the screen explains how to get an organisation instead.
 */
export const isNoOrganizationError = (error: unknown) => statusOf(error) === 403 || statusOf(error) === 404;
