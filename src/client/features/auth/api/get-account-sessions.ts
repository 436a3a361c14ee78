import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { accountSessionsEndpoints } from "../../../../contracts/api/account-sessions";

/** Issue 21 item 3: the devices the person is signed in on ("Signed-in devices" on /profile). */
export const accountSessionsQueryKey = () => queryKeyOf(accountSessionsEndpoints.list);

export const getAccountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSessionsQueryKey(),
    queryFn: () => callApi(accountSessionsEndpoints.list),
  });

export const useAccountSessions = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getAccountSessionsQueryOptions(), ...errorToastMeta(errorToast) });
