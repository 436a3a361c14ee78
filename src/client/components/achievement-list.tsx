import { Clock, Flame, type LucideIcon, Star, Trophy } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import type { Achievement } from "../../contracts/learning";
import { plural } from "../../domain/plural";
import { Progress } from "./ui/progress";

const ICONS: Record<string, LucideIcon> = { Trophy, Flame, Clock, Star };

// Literal classes per badge colour (domain/achievements.ts names the colour).
const BADGE_CLASSES: Record<string, string> = {
  green: "bg-success-tint text-success-strong",
  orange: "bg-orange-100 text-orange-800",
  blue: "bg-blue-100 text-blue-800",
  purple: "bg-purple-100 text-purple-800",
};

/** The learner's achievements (spec 1 §3, §9), earned ones with their date, the rest with progress. */
export function AchievementList({ achievements, compact = false }: { achievements: Achievement[]; compact?: boolean }) {
  return (
    <ul className={cn("grid gap-3", !compact && "sm:grid-cols-2")}>
      {achievements.map((a) => {
        const Icon = ICONS[a.icon] ?? Trophy;
        return (
          <li key={a.id} className={cn("flex gap-3 rounded-xl border p-3", a.isCompleted ? "bg-white" : "bg-surface")}>
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-full",
                a.isCompleted
                  ? (BADGE_CLASSES[a.badgeColor] ?? "bg-primary-tint text-primary-strong")
                  : "bg-neutral-tint text-muted-foreground",
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <p className="font-semibold text-foreground">{a.name}</p>
                <p className="text-xs font-semibold text-primary">{plural(a.points, "point", "points")}</p>
              </div>
              <p className="text-sm text-muted-foreground">{a.description}</p>
              {a.isCompleted ? (
                <p className="mt-1 text-xs font-medium text-success-strong">
                  Earned{a.earnedAt ? ` on ${formatDate(a.earnedAt)}` : ""}
                </p>
              ) : (
                <div className="mt-2 flex items-center gap-2">
                  <Progress value={a.progress} aria-label={`${a.name} progress`} className="h-1.5" />
                  <span className="shrink-0 text-xs text-muted-foreground">{a.progress}%</span>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
