import type { QueryClient } from "@tanstack/react-query";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { adminModulesQueryKey } from "./get-admin-modules";
import { contentAnalyticsQueryKey } from "./get-content-analytics";
import { contentDraftsQueryKey } from "./get-drafts";
import { generationRunQueryKey } from "./get-generation-run";
import { modulesWithoutContentQueryKey } from "./get-modules-without-content";

/** spec 3 §7: after a generation (or a publish) the modules list and the modules-without-content list are refetched. */
export const refreshContentLists = (queryClient: QueryClient) =>
  Promise.all(
    [
      allModulesQueryKey(),
      modulesWithoutContentQueryKey(),
      adminModulesQueryKey(),
      contentDraftsQueryKey(),
      contentAnalyticsQueryKey(),
      generationRunQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
