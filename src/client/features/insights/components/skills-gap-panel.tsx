import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { paths } from "../../../../contracts/routes";
import { SKILL_TRENDS, SKILLS_GAP_CONTEXT } from "../../../../domain/data/intelligence-samples";
import { plural } from "../../../../domain/plural";
import { durationOf } from "../../../../domain/recommendations";
import { GAP_PRIORITIES, type GapPriority, gapSummary, type SkillGap } from "../../../../domain/skills-gap";

const PRIORITY_STYLE: Record<GapPriority, string> = {
  critical: "bg-destructive text-white border-transparent",
  high: "bg-orange-600 text-white border-transparent",
  medium: "bg-amber-200 text-warning-foreground border-transparent",
  low: "bg-neutral-tint text-foreground border-transparent",
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** spec 3 §2 skills gap panel, from the learner's real completions per category. */
export function SkillsGapPanel({ gaps, loading }: { gaps: SkillGap[] | null; loading: boolean }) {
  const [filter, setFilter] = useState<"all" | GapPriority>("all");
  if (loading || !gaps) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3">
        <p className="font-medium text-foreground">Analyzing Skills Gaps...</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-48" />
      </div>
    );
  }
  const summary = gapSummary(gaps);
  const shown = filter === "all" ? gaps : gaps.filter((g) => g.priority === filter);
  const impact = gaps.some((g) => g.gapSize > 0 && g.careerImpact === "high") ? "High" : "Medium";
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        For the role {SKILLS_GAP_CONTEXT.role} in {SKILLS_GAP_CONTEXT.industry}. Your levels come from the modules you
        have completed; targets and benchmarks are industry sample figures.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard label="Critical gaps" value={String(summary.criticalGaps)} />
        <SummaryCard label="Hours to close all gaps" value={`${summary.totalHours} h`} />
        <SummaryCard label="Career impact" value={impact} />
      </div>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">Show gaps by priority</legend>
        {(["all", ...GAP_PRIORITIES] as const).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={filter === p ? "default" : "outline"}
            aria-pressed={filter === p}
            onClick={() => setFilter(p)}
          >
            {capital(p)}
          </Button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <EmptyState title={`No ${filter} gaps`} description="Nothing at this priority: choose another filter." />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((gap) => (
            <GapCard key={gap.id} gap={gap} />
          ))}
        </ul>
      )}
      <SectionCard
        title="Industry Skills Trends"
        headingId="skills-trends-heading"
        description="Sample market figures."
      >
        <ul className="grid gap-3">
          {SKILL_TRENDS.map((t) => (
            <li key={t.skill} className="flex items-start gap-3 rounded-lg border p-3">
              {t.demand === "rising" ? (
                <TrendingUp className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : t.demand === "declining" ? (
                <TrendingDown className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <Minus className="mt-0.5 size-5 shrink-0 text-subtle" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-medium text-foreground">
                  {t.skill} <span className="text-sm font-normal text-muted-foreground">({t.demand})</span>
                </p>
                <p className="text-sm text-body">{t.description}</p>
                <p className="text-sm text-muted-foreground">
                  Growth {t.growth > 0 ? "+" : ""}
                  {t.growth}% · relevance {t.futureRelevance}%
                </p>
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-white p-4">
      <p className="text-2xl font-bold text-foreground">{value}</p>
      <p className="text-sm text-body">{label}</p>
    </div>
  );
}

function GapCard({ gap }: { gap: SkillGap }) {
  const first = gap.recommendedModules[0];
  return (
    <li className="grid gap-3 rounded-xl border bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-foreground">{gap.skillName}</h3>
        <div className="flex flex-wrap gap-1">
          <Badge className={cn(PRIORITY_STYLE[gap.priority])}>{capital(gap.priority)} priority</Badge>
          <Badge variant="outline">{capital(gap.careerImpact)} career impact</Badge>
        </div>
      </div>
      <p className="text-sm text-body">
        Industry demand {gap.industryDemand}% · gap {plural(gap.gapSize, "point", "points")}
      </p>
      <div className="grid gap-1 text-sm">
        <span>Your level {gap.currentLevel}%</span>
        <Progress value={gap.currentLevel} aria-label={`${gap.skillName}: your level`} />
        <span>Target {gap.targetLevel}%</span>
        <Progress value={gap.targetLevel} aria-label={`${gap.skillName}: target`} indicatorClassName="bg-subtle" />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Peer average</dt>
          <dd className="font-semibold">{gap.benchmarkData.peerAverage}%</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Industry leaders</dt>
          <dd className="font-semibold">{gap.benchmarkData.industryLeaders}%</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Role requirement</dt>
          <dd className="font-semibold">{gap.benchmarkData.roleRequirement}%</dd>
        </div>
      </dl>
      {gap.recommendedModules.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-foreground">Recommended modules</p>
          <ul className="grid gap-1">
            {gap.recommendedModules.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Link to={paths.module(m.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.title}
                </Link>
                <span className="text-muted-foreground">{durationOf(m)} min</span>
                <PillarBadge pillar={m.pivotPillar} />
                <span className="text-muted-foreground capitalize">{m.difficulty ?? "beginner"}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-success">Every module for this skill is complete.</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {gap.timeToClose} h to close · {plural(gap.modulesToClose, "module", "modules")}
        </p>
        {first && (
          <Button asChild size="sm">
            <Link to={paths.module(first.id)} aria-label={`Start Learning: ${gap.skillName}`}>
              Start Learning
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
