import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { protectionEndpoints } from "../../../../contracts/api/protection";

export const protectionSettingsQueryKey = () => queryKeyOf(protectionEndpoints.settings);

export const getProtectionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: protectionSettingsQueryKey(),
    queryFn: () => callApi(protectionEndpoints.settings),
  });

export const useProtectionSettings = () => useQuery(getProtectionSettingsQueryOptions());
