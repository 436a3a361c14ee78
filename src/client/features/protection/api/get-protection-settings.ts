import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProtectionSettings } from "../../../../contracts/protection";
import { getJson } from "../../../lib/api-request";

export const protectionSettingsQueryKey = () => ["/api/protection/settings"] as const;

export const getProtectionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: protectionSettingsQueryKey(),
    queryFn: () => getJson<ProtectionSettings & { updatedAt: string | null }>("/api/protection/settings"),
  });

export const useProtectionSettings = () => useQuery(getProtectionSettingsQueryOptions());
