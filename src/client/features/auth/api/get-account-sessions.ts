import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { ACCOUNT_SESSIONS_PATH, type AccountSessions } from "../../../../contracts/account-sessions";

/** Issue 21 item 3: the devices the person is signed in on ("Signed-in devices" on /profile). */
export const accountSessionsQueryKey = () => [ACCOUNT_SESSIONS_PATH] as const;

export const getAccountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSessionsQueryKey(),
    queryFn: () => getJson<AccountSessions>(ACCOUNT_SESSIONS_PATH),
  });

export const useAccountSessions = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getAccountSessionsQueryOptions(), ...errorToastMeta(errorToast) });
