import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { ltiEndpoints } from "../../../../contracts/api/lti";
import type { LtiRegistrationInput } from "../../../../contracts/lti";
import { NO_ORGANIZATION } from "./get-organization";

/**
 * The LTI 1.3 tool for the organisation (issue 24 item 2, owners and admins on Enterprise Plus): the
 * tool's addresses, the LMS registrations (paged), courses seen in launches with their member syncs,
 * and the last scores sent back.
 */
export const ltiOverviewQueryKey = (organizationId: string) =>
  queryKeyOf(ltiEndpoints.overview, { params: { id: organizationId } });

export const getLtiOverviewQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ltiOverviewQueryKey(organizationId),
    queryFn: () => callApi(ltiEndpoints.overview, { params: { id: organizationId } }),
  });

export const useLtiOverview = (organizationId: string | undefined) =>
  useQuery({
    ...getLtiOverviewQueryOptions(organizationId || NO_ORGANIZATION),
    enabled: Boolean(organizationId),
    // A member sync in progress, or a score waiting to be sent, is looked at again until it settles.
    refetchInterval: (query) =>
      query.state.data?.contexts.some((c) => c.lastSync?.status === "queued" || c.lastSync?.status === "running") ||
      query.state.data?.scores.some((s) => s.status === "pending" && Date.now() - Date.parse(s.at) < 120_000)
        ? 2_000
        : false,
  });

export const ltiRegistrationsQueryKey = (organizationId: string, page?: number) =>
  queryKeyOf(ltiEndpoints.registrations, { params: { id: organizationId }, query: { page } });

export const useLtiRegistrations = (organizationId: string, page: number) =>
  useQuery({
    queryKey: ltiRegistrationsQueryKey(organizationId, page),
    queryFn: () => callApi(ltiEndpoints.registrations, { params: { id: organizationId }, query: { page } }),
    placeholderData: (previous) => previous,
  });

const useRefreshLti = (organizationId: string) => {
  const queryClient = useQueryClient();
  // The overview's key is a prefix of every registrations page's key: one call refreshes them all.
  return () => queryClient.invalidateQueries({ queryKey: ltiOverviewQueryKey(organizationId) });
};

export function useCreateLtiRegistration(organizationId: string) {
  const refresh = useRefreshLti(organizationId);
  return useMutation({
    mutationFn: (input: LtiRegistrationInput) =>
      callApi(ltiEndpoints.createRegistration, { params: { id: organizationId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateLtiRegistration(organizationId: string) {
  const refresh = useRefreshLti(organizationId);
  return useMutation({
    mutationFn: ({ registrationId, input }: { registrationId: string; input: LtiRegistrationInput }) =>
      callApi(ltiEndpoints.updateRegistration, { params: { id: organizationId, registrationId }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteLtiRegistration(organizationId: string) {
  const refresh = useRefreshLti(organizationId);
  return useMutation({
    mutationFn: (registrationId: string) =>
      callApi(ltiEndpoints.deleteRegistration, { params: { id: organizationId, registrationId } }),
    onSuccess: refresh,
  });
}

export function useSyncLtiMembers(organizationId: string) {
  const refresh = useRefreshLti(organizationId);
  return useMutation({
    mutationFn: (contextId: number) => callApi(ltiEndpoints.syncMembers, { params: { id: organizationId, contextId } }),
    onSuccess: refresh,
  });
}

/** Decision 397: a Dynamic Registration link to paste into the LMS (one use, 24 hours). */
export function useCreateLtiRegistrationLink(organizationId: string) {
  return useMutation({
    mutationFn: () => callApi(ltiEndpoints.createRegistrationLink, { params: { id: organizationId } }),
  });
}
