import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ProtectionSettings } from "../../../../contracts/protection";

export const protectionSettingsQueryKey = () => ["/api/protection/settings"] as const;

export const getProtectionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: protectionSettingsQueryKey(),
    queryFn: () => getJson<ProtectionSettings & { updatedAt: string | null }>("/api/protection/settings"),
  });

export const useProtectionSettings = () => useQuery(getProtectionSettingsQueryOptions());
