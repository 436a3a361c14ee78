import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ModuleSummary } from "../../../contracts/modules";
import { getJson } from "../../lib/api-request";

export const bookmarksQueryKey = () => ["/api/bookmarks"] as const;

export const getBookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarksQueryKey(), queryFn: () => getJson<ModuleSummary[]>("/api/bookmarks") });

export const useBookmarks = () => useQuery(getBookmarksQueryOptions());
