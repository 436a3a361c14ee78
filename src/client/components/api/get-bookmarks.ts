import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { modulesEndpoints } from "../../../contracts/api/modules";

export const bookmarksQueryKey = () => queryKeyOf(modulesEndpoints.bookmarks);

export const getBookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarksQueryKey(), queryFn: () => callApi(modulesEndpoints.bookmarks) });

export const useBookmarks = () => useQuery(getBookmarksQueryOptions());
