import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { lmsPackageEndpoints } from "../../../../contracts/api/lms-packages";
import { NO_ORGANIZATION } from "./get-organization";

/** Learners an LMS sent beyond a package's hour threshold (decision 392): every page shares this prefix. */
export const lmsPendingLearnersQueryKey = (organizationId: string) =>
  queryKeyOf(lmsPackageEndpoints.pendingLearners, { params: { id: organizationId } });

/** GET /api/organizations/{id}/lms-pending-learners?page= (owners and admins): those waiting, oldest first. */
export const getLmsPendingLearnersQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(lmsPackageEndpoints.pendingLearners, { params: { id: organizationId }, query: { page } }),
    queryFn: () => callApi(lmsPackageEndpoints.pendingLearners, { params: { id: organizationId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useLmsPendingLearners = (organizationId: string | undefined, page: number) =>
  useQuery({
    ...getLmsPendingLearnersQueryOptions(organizationId || NO_ORGANIZATION, page),
    enabled: Boolean(organizationId),
  });

/**
 * POST /api/organizations/{id}/lms-pending-learners/{learnerId}/approve or /reject: approved, they are
 * a member (a seat); rejected, their next launches are refused. The list and the packages' counts refresh.
 */
export function useDecideLmsPendingLearner(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ learnerId, decision }: { learnerId: string; decision: "approve" | "reject" }) =>
      callApi(
        decision === "approve" ? lmsPackageEndpoints.approvePendingLearner : lmsPackageEndpoints.rejectPendingLearner,
        { params: { id: organizationId, learnerId } },
      ),
    // The list and the packages' counts; an approval adds a member (seats, members, the team's figures).
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
