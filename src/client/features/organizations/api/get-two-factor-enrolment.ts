import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** Every page of the list, for invalidation after the requirement changes. */
export const twoFactorEnrolmentQueryKey = (organizationId: string, page?: { offset: number; limit: number }) =>
  page
    ? queryKeyOf(organizationsEndpoints.twoFactorEnrolment, { params: { id: organizationId }, query: page })
    : queryKeyOf(organizationsEndpoints.twoFactorEnrolment, { params: { id: organizationId } });

/** GET …/security-policy/two-factor (owners and admins): a page of who has not set up a second factor. */
export const getTwoFactorEnrolmentQueryOptions = (organizationId: string, page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: twoFactorEnrolmentQueryKey(organizationId, page),
    queryFn: () => callApi(organizationsEndpoints.twoFactorEnrolment, { params: { id: organizationId }, query: page }),
    placeholderData: keepPreviousData,
  });

export const useTwoFactorEnrolment = (organizationId: string, page: { offset: number; limit: number }) =>
  useQuery(getTwoFactorEnrolmentQueryOptions(organizationId, page));
