import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { dpaEndpoints } from "../../../contracts/api/dpa";

/**
 * Issue 45 item 5: whether the organisation has accepted the current data processing agreement. Shared:
 * the organisation's settings show and accept it, the pay-gap upload reminds an owner who has not.
 */
export const dpaAcceptanceQueryKey = (organizationId: string) =>
  queryKeyOf(dpaEndpoints.dpaAcceptance, { params: { id: organizationId } });

/** GET /api/organizations/{id}/dpa-acceptance (owners and admins). */
export const getDpaAcceptanceQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: dpaAcceptanceQueryKey(organizationId),
    queryFn: () => callApi(dpaEndpoints.dpaAcceptance, { params: { id: organizationId } }),
  });

export const useDpaAcceptance = (
  organizationId: string,
  { errorToast, enabled = true }: ReadOptions & { enabled?: boolean } = {},
) => useQuery({ ...getDpaAcceptanceQueryOptions(organizationId), enabled, ...errorToastMeta(errorToast) });
