import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModuleSummary } from "../../../../contracts/modules";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest } from "../../../lib/api-request";
import { getBookmarksQueryOptions } from "./get-bookmarks";

interface BookmarkChange {
  module: ModuleSummary;
  bookmarked: boolean;
}

/**
 * POST /api/modules/:id/bookmark adds a bookmark, DELETE removes it (spec 1 §8 toasts for adding).
 * The Favorites list is updated from the answer, without another request.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ module, bookmarked }: BookmarkChange) =>
      apiRequest<{ moduleId: number; bookmarked: boolean }>(
        bookmarked ? "POST" : "DELETE",
        `/api/modules/${module.id}/bookmark`,
      ),
    onSuccess: (answer, { module }) => {
      queryClient.setQueryData(getBookmarksQueryOptions().queryKey, (list = []) =>
        answer.bookmarked
          ? [module, ...list.filter((m) => m.id !== module.id)]
          : list.filter((m) => m.id !== module.id),
      );
      // The module page reads isBookmarked from its own detail query.
      void queryClient.invalidateQueries({ queryKey: ["/api/modules", module.id], exact: true });
      toast(
        answer.bookmarked
          ? { title: "Bookmarked", description: "Module added to your bookmarks" }
          : { title: "Bookmark removed", description: "Module removed from your bookmarks" },
      );
    },
    onError: (_error, { bookmarked }) =>
      toast({
        title: "Error",
        description: bookmarked ? "Failed to bookmark module" : "Failed to remove bookmark",
        variant: "destructive",
      }),
  });
}
