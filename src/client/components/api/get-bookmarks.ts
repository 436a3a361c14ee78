import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ModuleSummary } from "../../../contracts/modules";

export const bookmarksQueryKey = () => ["/api/bookmarks"] as const;

export const getBookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarksQueryKey(), queryFn: () => getJson<ModuleSummary[]>("/api/bookmarks") });

export const useBookmarks = () => useQuery(getBookmarksQueryOptions());
