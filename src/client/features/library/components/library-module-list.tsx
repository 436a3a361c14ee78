import { useBookmarks } from "@/components/api/get-bookmarks";
import { useUserProgress } from "@/components/api/get-user-progress";
import { BookmarkButton } from "@/components/bookmark-button";
import { ModuleCard } from "@/components/module-card";
import { cn } from "@/lib/cn";
import { isPremium, useAuth } from "@/lib/use-auth";
import type { ModuleSummary } from "../../../../contracts/modules";
import { libraryCardAction } from "../../../../domain/progress-labels";

/**
 * Library cards (spec 1 §2): type, pillar, bookmark, description, progress, duration, difficulty,
 * 'Premium Only' for a premium module on the free plan, and Start / Continue / Review.
 */
export function LibraryModuleList({ modules, layout }: { modules: ModuleSummary[]; layout: "grid" | "list" }) {
  const auth = useAuth();
  const progress = useUserProgress();
  const bookmarks = useBookmarks();
  const progressById = new Map((progress.data ?? []).map((p) => [p.moduleId, p]));
  const bookmarked = new Set((bookmarks.data ?? []).map((m) => m.id));
  const premium = isPremium(auth.user);
  return (
    <ul className={cn("grid gap-4", layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")}>
      {modules.map((m) => {
        const row = progressById.get(m.id);
        return (
          <li key={m.id} className="flex [&>article]:flex-1">
            <ModuleCard
              module={m}
              layout={layout}
              progress={row?.progressPercentage}
              actionLabel={libraryCardAction(row)}
              premiumOnly={m.isPremium && !premium}
              control={<BookmarkButton module={m} bookmarked={bookmarked.has(m.id)} />}
            />
          </li>
        );
      })}
    </ul>
  );
}
