import { BarChart3, Clock, Lock } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { ModuleSummary } from "../../contracts/modules";
import { paths } from "../../contracts/routes";
import { ModuleCover } from "./module-cover";
import { capitalize, formatMinutes, ModuleTypeLabel } from "./module-meta";
import { PillarBadge } from "./pillar-badge";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Progress } from "./ui/progress";

/**
 * A module in a list. The title link stretches over the whole card, so clicking anywhere opens
 * /module/{id} (spec 1 §2); the controls sit above that link and keep their own behaviour.
 */
export function ModuleCard({
  module,
  layout = "grid",
  actionLabel,
  progress,
  control,
  premiumOnly = false,
  headingLevel = "h3",
}: {
  module: ModuleSummary;
  layout?: "grid" | "list";
  actionLabel: string;
  /** completion percentage; the bar is shown when set */
  progress?: number;
  /** e.g. the bookmark button */
  control?: React.ReactNode;
  /** spec 3 §6: a premium module seen on the free plan */
  premiumOnly?: boolean;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  const minutes = formatMinutes(module.duration);
  return (
    <article
      className={cn(
        "group relative flex rounded-xl border bg-white p-4 shadow-sm transition hover:border-primary-border hover:shadow-md focus-within:border-ring",
        layout === "grid" ? "flex-col gap-3" : "flex-col gap-3 sm:flex-row sm:items-center sm:gap-5",
      )}
    >
      <ModuleCover
        module={module}
        className={layout === "grid" ? "aspect-[21/9]" : "hidden sm:block sm:w-40 sm:shrink-0 sm:self-start"}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 pr-10">
          <ModuleTypeLabel type={module.type} />
          <PillarBadge pillar={module.pivotPillar} />
          {premiumOnly && (
            <Badge variant="accent">
              <Lock className="size-3" aria-hidden="true" />
              Premium Only
            </Badge>
          )}
        </div>
        {control && <div className="absolute top-3 right-3 z-10">{control}</div>}
        <Heading className="font-semibold leading-snug text-foreground">
          <Link
            to={paths.module(module.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {module.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">{module.description}</p>
        {progress !== undefined && progress > 0 && (
          <div className="flex items-center gap-2">
            <Progress value={progress} aria-label={`${module.title} progress`} className="h-1.5" />
            <span className="shrink-0 text-xs text-muted-foreground">{progress}%</span>
          </div>
        )}
      </div>
      <div
        className={cn(
          "flex items-center justify-between gap-3",
          layout === "list" && "sm:w-56 sm:shrink-0 sm:flex-col sm:items-end sm:pt-9",
        )}
      >
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
          {minutes && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {minutes}
            </span>
          )}
          {module.difficulty && (
            <span className="inline-flex items-center gap-1">
              <BarChart3 className="size-3.5" aria-hidden="true" />
              {capitalize(module.difficulty)}
            </span>
          )}
        </div>
        <Button asChild size="sm" variant={actionLabel === "Review" ? "outline" : "default"} className="relative z-10">
          <Link to={paths.module(module.id)} aria-label={`${actionLabel}: ${module.title}`}>
            {actionLabel}
          </Link>
        </Button>
      </div>
    </article>
  );
}
