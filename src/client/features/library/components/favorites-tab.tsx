import { Bookmark } from "lucide-react";
import { useBookmarks } from "@/components/api/get-bookmarks";
import { EmptyState, QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { LibraryModuleList } from "./library-module-list";

/** The learner's bookmarked modules (GET /api/bookmarks). */
export function FavoritesTab() {
  const bookmarks = useBookmarks();
  if (bookmarks.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-60" />
        <Skeleton className="h-60" />
      </div>
    );
  }
  if (bookmarks.isError)
    return <QueryError title="Failed to load your favourites" onRetry={() => bookmarks.refetch()} />;
  if (bookmarks.data.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title="No favourites yet"
        description="Select the bookmark icon on any module in the Modules tab to keep it here for later."
      />
    );
  }
  return <LibraryModuleList modules={bookmarks.data} layout="grid" />;
}
