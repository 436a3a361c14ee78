import { BarChart3, BookOpenCheck, Clock, Flame } from "lucide-react";
import type * as React from "react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { StreakDots } from "@/components/streak-dots";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { pillarStyle } from "@/lib/pillar-styles";
import type { CurrentUser } from "../../../../contracts/auth";
import type { Stats } from "../../../../contracts/learning";
import { PILLARS } from "../../../../domain/pillars";
import { welcomeHeading } from "../welcome-heading";

function BannerStat({
  icon,
  value,
  label,
  children,
}: {
  icon: React.ReactNode;
  value: string | number;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg bg-white/10 p-3">
      <div className="flex items-center gap-2 text-inverse-muted">{icon}</div>
      <p className="mt-1 text-2xl font-bold text-white">{value}</p>
      <p className="text-sm text-inverse-muted">{label}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}

/** spec 1 §2: "Welcome back, {first name or Learner}!" ("Welcome" before any activity), pillar chips and three stats. */
export function WelcomeBanner({
  user,
  stats,
  teamPanelOpen,
  onToggleTeamPanel,
}: {
  user: CurrentUser;
  stats: Stats;
  teamPanelOpen: boolean;
  onToggleTeamPanel: () => void;
}) {
  const { managesTeam } = useActiveOrganization();
  return (
    <section
      aria-labelledby="welcome-heading"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-primary-strong to-inverse p-5 text-white shadow-sm sm:p-7"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h1 id="welcome-heading" className="text-2xl font-bold sm:text-3xl">
            {welcomeHeading(user.firstName, stats.lastActivityDate)}
          </h1>
          <p className="mt-1 text-inverse-muted">Continue your journey from compliance to transformation.</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="PIVOT pillars">
            {PILLARS.map((pillar) => (
              <li
                key={pillar}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-medium"
              >
                <span className={cn("size-2 rounded-full", pillarStyle(pillar).bar)} aria-hidden="true" />
                {pillar}
              </li>
            ))}
          </ul>
          {managesTeam && (
            <Button
              variant="accent"
              size="sm"
              className="mt-4"
              aria-expanded={teamPanelOpen}
              aria-controls="team-analytics-panel"
              onClick={onToggleTeamPanel}
            >
              <BarChart3 aria-hidden="true" />
              Team Analytics
            </Button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:w-[28rem] lg:shrink-0">
          <BannerStat
            icon={<BookOpenCheck className="size-4" aria-hidden="true" />}
            value={stats.totalModulesCompleted}
            label="Modules completed"
          />
          <BannerStat
            icon={<Clock className="size-4" aria-hidden="true" />}
            value={stats.totalLearningHours}
            label="Hours learned"
          />
          <div className="col-span-2 sm:col-span-1">
            <BannerStat
              icon={<Flame className="size-4" aria-hidden="true" />}
              value={stats.currentStreak}
              label="Day streak"
            >
              <StreakDots activeDays={stats.activeDaysThisWeek} />
            </BannerStat>
          </div>
        </div>
      </div>
    </section>
  );
}
