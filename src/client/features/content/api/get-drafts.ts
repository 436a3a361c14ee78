import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ContentDraft } from "../../../../contracts/content-admin";

export const contentDraftsQueryKey = () => ["/api/content/drafts"] as const;

/** Generated content, newest first: drafts to preview, edit and publish. */
export const getContentDraftsQueryOptions = () =>
  queryOptions({ queryKey: contentDraftsQueryKey(), queryFn: () => getJson<ContentDraft[]>("/api/content/drafts") });

export const useContentDrafts = () => useQuery(getContentDraftsQueryOptions());
