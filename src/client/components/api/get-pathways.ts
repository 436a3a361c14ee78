import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pathway } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const pathwaysQueryKey = () => ["/api/pathways"] as const;

export const getPathwaysQueryOptions = () =>
  queryOptions({ queryKey: pathwaysQueryKey(), queryFn: () => getJson<Pathway[]>("/api/pathways") });

export const usePathways = () => useQuery(getPathwaysQueryOptions());
