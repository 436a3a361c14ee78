import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

export const contentDraftsQueryKey = () => queryKeyOf(contentEndpoints.drafts);

/** Generated content, newest first: drafts to preview, edit and publish. */
export const getContentDraftsQueryOptions = () =>
  queryOptions({ queryKey: contentDraftsQueryKey(), queryFn: () => callApi(contentEndpoints.drafts) });

export const useContentDrafts = () => useQuery(getContentDraftsQueryOptions());
