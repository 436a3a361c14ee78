import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ProtectedModule } from "../../../../contracts/protection";

export const protectedModulesQueryKey = () => ["/api/protection/modules"] as const;

export const getProtectedModulesQueryOptions = () =>
  queryOptions({
    queryKey: protectedModulesQueryKey(),
    queryFn: () => getJson<ProtectedModule[]>("/api/protection/modules"),
  });

export const useProtectedModules = () => useQuery(getProtectedModulesQueryOptions());
