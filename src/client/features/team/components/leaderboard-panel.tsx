import { ArrowDown, ArrowUp, Minus, Trophy } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { LEADERBOARD_PERIODS, type LeaderboardEntry, type LeaderboardPeriod } from "../../../../contracts/team";
import { plural } from "../../../../domain/plural";
import { useLeaderboard } from "../api/get-leaderboard";
import { formatDate } from "../format";
import { Avatar } from "./avatar";

const PERIOD_LABEL: Record<LeaderboardPeriod, string> = { week: "Week", month: "Month", quarter: "Quarter" };
const PODIUM = [
  "bg-warning-surface border-warning-border",
  "bg-surface border-slate-300",
  "bg-orange-50 border-orange-300",
];

/** Leaderboard: points for modules completed and minutes learned in the chosen period; ranks 1-3 highlighted. */
export function LeaderboardPanel({ organizationId }: { organizationId: string }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>("week");
  const board = useLeaderboard(organizationId, period);
  return (
    <SectionCard
      title="Leaderboard"
      headingId="leaderboard-heading"
      description="100 points a module, 1 a minute learned"
    >
      <fieldset className="mb-2 flex flex-wrap gap-1">
        <legend className="sr-only">Leaderboard period</legend>
        {LEADERBOARD_PERIODS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === period ? "default" : "outline"}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {PERIOD_LABEL[p]}
          </Button>
        ))}
      </fieldset>
      {/* Below the buttons, its line kept while loading: the dates arriving move nothing someone may press. */}
      <p className="mb-3 min-h-5 text-sm text-muted-foreground">
        {board.data && `${formatDate(board.data.from)} – ${formatDate(board.data.to)}`}
      </p>
      {board.isError ? (
        <QueryError title="Failed to load the leaderboard" onRetry={() => board.refetch()} />
      ) : board.isPending ? (
        <Skeleton className="h-48" />
      ) : board.data.entries.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No points yet this period"
          description="Complete a module or spend time learning to put your team on the board."
        />
      ) : (
        <ol className="grid gap-2" aria-label={`Leaderboard for the ${period}`}>
          {board.data.entries.map((e) => (
            <Row key={`${e.rank}-${e.user}`} entry={e} />
          ))}
          {board.data.you && (
            <>
              <li aria-hidden="true" className="text-center text-muted-foreground">
                …
              </li>
              <Row entry={board.data.you} />
            </>
          )}
        </ol>
      )}
    </SectionCard>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li
      className={cn(
        "flex min-w-0 items-center gap-2 rounded-lg border p-3 sm:gap-3",
        entry.rank <= 3 && PODIUM[entry.rank - 1],
        entry.isYou && "ring-2 ring-selected",
      )}
    >
      <span className="w-6 shrink-0 text-center text-lg font-bold text-foreground">{entry.rank}</span>
      <Avatar initials={entry.initials} className="hidden size-9 sm:flex" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-foreground">
          {entry.user}
          {entry.isYou && " (you)"}
        </p>
        <p className="text-sm text-muted-foreground">{plural(entry.modulesCompleted, "module", "modules")}</p>
      </div>
      {entry.badge && <Badge variant="accent">{entry.badge}</Badge>}
      <div className="text-right">
        <p className="font-semibold text-foreground">{entry.score.toLocaleString("en-GB")}</p>
        <Change change={entry.change} />
      </div>
    </li>
  );
}

function Change({ change }: { change: number | null }) {
  if (change === null) return <p className="text-xs text-muted-foreground">New</p>;
  if (change === 0)
    return (
      <p className="inline-flex items-center text-xs text-muted-foreground">
        <Minus className="size-3" aria-hidden="true" />
        <span className="sr-only">No change</span>
      </p>
    );
  const up = change > 0;
  return (
    <p className={cn("inline-flex items-center text-xs", up ? "text-success" : "text-destructive")}>
      {up ? <ArrowUp className="size-3" aria-hidden="true" /> : <ArrowDown className="size-3" aria-hidden="true" />}
      {Math.abs(change)}
      <span className="sr-only">{up ? " places up" : " places down"}</span>
    </p>
  );
}
