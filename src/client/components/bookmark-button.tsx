import { Bookmark, BookmarkCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ModuleSummary } from "../../contracts/modules";
import { useBookmarkModule } from "./api/bookmark-module";
import { Button } from "./ui/button";

/**
 * Bookmarks a module, or removes its bookmark. `icon` is the round button on a library card,
 * named after the module; `labelled` is the module page's "Bookmark" / "Bookmarked" button.
 */
export function BookmarkButton({
  module,
  bookmarked,
  variant = "icon",
}: {
  module: ModuleSummary;
  bookmarked: boolean;
  variant?: "icon" | "labelled";
}) {
  const bookmark = useBookmarkModule();
  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  const toggle = () => bookmark.mutate({ module, bookmarked: !bookmarked });

  if (variant === "labelled") {
    return (
      <Button variant="outline" size="sm" aria-pressed={bookmarked} disabled={bookmark.isPending} onClick={toggle}>
        <Icon aria-hidden="true" className={bookmarked ? "text-primary" : undefined} />
        {bookmarked ? "Bookmarked" : "Bookmark"}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${module.title}`}
      disabled={bookmark.isPending}
      onClick={toggle}
      className={cn(
        "flex size-9 items-center justify-center rounded-full border bg-white transition-colors hover:bg-primary-surface disabled:opacity-60",
        bookmarked ? "border-primary-border text-primary" : "text-muted-foreground",
      )}
    >
      <Icon className={cn("size-4", bookmarked && "fill-primary-tint")} aria-hidden="true" />
    </button>
  );
}
