import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "@/lib/api-client";
import { modulesEndpoints } from "../../../contracts/api/modules";
import type { bookmarkResponseSchema, ModuleDetail } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import { toast } from "../ui/use-toast";
import { getBookmarksQueryOptions } from "./get-bookmarks";
import { moduleQueryKey } from "./get-module";

export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;

export interface BookmarkChange {
  module: ModuleSummary;
  /** the state asked for: true adds the bookmark, false removes it */
  bookmarked: boolean;
}

/** POST /api/modules/:id/bookmark adds a bookmark, DELETE removes it (docs/api.md). */
export const setBookmark = (moduleId: number, bookmarked: boolean) =>
  callApi(bookmarked ? modulesEndpoints.bookmark : modulesEndpoints.removeBookmark, { params: { id: moduleId } });

/**
 * Bookmarks a module or removes its bookmark, from a library card or the module page. The
 * Favorites list and the module's detail are updated from the answer, without another request.
 */
export function useBookmarkModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ module, bookmarked }: BookmarkChange) => setBookmark(module.id, bookmarked),
    onSuccess: (answer, { module }) => {
      queryClient.setQueryData(getBookmarksQueryOptions().queryKey, (list) => {
        if (!list) return list;
        const others = list.filter((m) => m.id !== module.id);
        return answer.bookmarked ? [module, ...others] : others;
      });
      queryClient.setQueryData<ModuleDetail | null>(moduleQueryKey(module.id), (detail) =>
        detail ? { ...detail, isBookmarked: answer.bookmarked } : detail,
      );
      // spec 1 §8: "Bookmarked" / "Module added to your bookmarks".
      toast(
        answer.bookmarked
          ? { title: "Bookmarked", description: "Module added to your bookmarks" }
          : { title: "Bookmark removed", description: "Module removed from your bookmarks" },
      );
    },
    // spec 1 §8: "Error" / "Failed to bookmark module".
    onError: (_error, { bookmarked }) =>
      toast({
        title: "Error",
        description: bookmarked ? "Failed to bookmark module" : "Failed to remove bookmark",
        variant: "destructive",
      }),
  });
}
