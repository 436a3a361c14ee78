import { Bookmark, BookmarkCheck } from "lucide-react";
import type { ModuleSummary } from "../../../../contracts/modules";
import { cn } from "../../../lib/cn";
import { useToggleBookmark } from "../api/toggle-bookmark";

export function BookmarkButton({ module, bookmarked }: { module: ModuleSummary; bookmarked: boolean }) {
  const toggle = useToggleBookmark();
  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${module.title}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ module, bookmarked: !bookmarked })}
      className={cn(
        "flex size-9 items-center justify-center rounded-full border bg-white transition-colors hover:bg-brand-50 disabled:opacity-60",
        bookmarked ? "border-brand-200 text-brand-700" : "text-slate-600",
      )}
    >
      <Icon className={cn("size-4", bookmarked && "fill-brand-100")} aria-hidden="true" />
    </button>
  );
}
