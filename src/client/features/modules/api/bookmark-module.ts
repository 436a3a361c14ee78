import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModuleDetail } from "../../../../contracts/learning";
import { redirectToLogin } from "../../../app/redirect-to-login";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, isUnauthorizedError } from "../../../lib/api-request";
import { moduleQueryKey } from "./get-module";

export interface BookmarkResponse {
  moduleId: number;
  bookmarked: boolean;
}

/** POST bookmarks, DELETE removes the bookmark (docs/api.md). */
export const setBookmark = (moduleId: number, bookmarked: boolean) =>
  apiRequest<BookmarkResponse>(bookmarked ? "POST" : "DELETE", `/api/modules/${moduleId}/bookmark`);

export function useBookmarkModule(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => setBookmark(moduleId, bookmarked),
    onSuccess: ({ bookmarked }) => {
      queryClient.setQueryData<ModuleDetail | null>(moduleQueryKey(moduleId), (module) =>
        module ? { ...module, isBookmarked: bookmarked } : module,
      );
      void queryClient.invalidateQueries({ queryKey: ["/api/bookmarks"] });
      // spec 1 §8: "Bookmarked" / "Module added to your bookmarks".
      toast(
        bookmarked
          ? { title: "Bookmarked", description: "Module added to your bookmarks" }
          : { title: "Bookmark removed", description: "Module removed from your bookmarks" },
      );
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return redirectToLogin(window.location.pathname);
      // spec 1 §8: "Error" / "Failed to bookmark module".
      toast({ title: "Error", description: "Failed to bookmark module", variant: "destructive" });
    },
  });
}
