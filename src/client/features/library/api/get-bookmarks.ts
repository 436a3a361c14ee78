import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ModuleSummary } from "../../../../contracts/modules";
import { getJson } from "../../../lib/api-request";

export const getBookmarksQueryOptions = () =>
  queryOptions({ queryKey: ["/api/bookmarks"], queryFn: () => getJson<ModuleSummary[]>("/api/bookmarks") });

export const useBookmarks = () => useQuery(getBookmarksQueryOptions());
