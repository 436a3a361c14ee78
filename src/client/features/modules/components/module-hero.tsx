import {
  ArrowLeft,
  BarChart3,
  CheckCircle2,
  ClipboardCheck,
  Clock,
  GraduationCap,
  Headphones,
  Play,
  RotateCcw,
} from "lucide-react";
import { Link } from "react-router";
import { BookmarkButton } from "@/components/bookmark-button";
import { ModuleCover } from "@/components/module-cover";
import { formatMinutes } from "@/components/module-meta";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { pillarStyle } from "@/lib/pillar-styles";
import type { ModuleDetail, ProgressItem } from "../../../../contracts/learning";
import type { ModuleMedia } from "../../../../contracts/media";
import { paths } from "../../../../contracts/routes";
import { moduleTypeLabel } from "../../../../domain/pillars";
import { plural } from "../../../../domain/plural";
import { summaryMinutes } from "../module-learning";
import type { LearningJourney } from "../use-learning-journey";
import { CertificatePrompt } from "./certificate-prompt";
import { mediaSummaryLabel } from "./media-player";
import { ProtectionBadge, ShareButton } from "./module-actions";

interface ModuleHeroProps {
  module: ModuleDetail;
  /** The module's narrated or audio summary, named with its length (issue 26); null when it has none. */
  media?: ModuleMedia | null;
  progress: ProgressItem | null | undefined;
  journey: LearningJourney;
  onStart: () => void;
  onOpenContent: () => void;
  /** Opens the Knowledge Check step (issue 22). */
  onOpenCheck: () => void;
}

export function ModuleHero({
  module,
  media = null,
  progress,
  journey,
  onStart,
  onOpenContent,
  onOpenCheck,
}: ModuleHeroProps) {
  const pillar = pillarStyle(module.pivotPillar);
  return (
    <header className="overflow-hidden rounded-xl border bg-white shadow-sm">
      <div className={cn("h-1.5", pillar.bar)} aria-hidden="true" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.library}>
            <ArrowLeft aria-hidden="true" />
            Back to Library
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={pillar.badge}>{module.pivotPillar}</Badge>
          <Badge variant="outline">{moduleTypeLabel(module.type)}</Badge>
        </div>
      </div>

      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <p className={cn("text-sm font-semibold tracking-wide uppercase", pillar.text)}>{module.category}</p>
          <h1 className="mt-2 text-2xl font-bold text-balance text-heading sm:text-3xl">{module.title}</h1>
          <p className="mt-3 max-w-3xl text-muted-foreground">{module.description}</p>
          <ul className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-body">
            {module.duration !== null && (
              <li className="flex items-center gap-1.5">
                <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                {plural(module.duration, "minute", "minutes")}
              </li>
            )}
            {media && (
              <li className="flex items-center gap-1.5">
                <Headphones className="size-4 text-muted-foreground" aria-hidden="true" />
                {mediaSummaryLabel(media.kind)} ({formatMinutes(summaryMinutes(media.durationSeconds))})
              </li>
            )}
            {module.difficulty && (
              <li className="flex items-center gap-1.5 capitalize">
                <BarChart3 className="size-4 text-muted-foreground" aria-hidden="true" />
                {module.difficulty}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <GraduationCap className="size-4 text-muted-foreground" aria-hidden="true" />
              Professional Development
            </li>
            <li>
              <ProtectionBadge module={module} />
            </li>
          </ul>
        </div>

        <div className="flex flex-col gap-4">
          <ModuleCover module={module} className="hidden shadow-sm lg:block" />
          {progress && (
            <section aria-labelledby="your-progress" className={cn("rounded-lg p-4", pillar.soft)}>
              <div className="flex items-center justify-between text-sm">
                <h2 id="your-progress" className="font-semibold">
                  Your Progress
                </h2>
                <span className="font-medium">{progress.progressPercentage}%</span>
              </div>
              <Progress value={progress.progressPercentage} className="mt-2 bg-white" aria-labelledby="your-progress" />
            </section>
          )}
          <JourneyActions
            module={module}
            journey={journey}
            onStart={onStart}
            onOpenContent={onOpenContent}
            onOpenCheck={onOpenCheck}
          />
          <div className="flex gap-2">
            <BookmarkButton module={module} bookmarked={module.isBookmarked} variant="labelled" />
            <ShareButton moduleId={module.id} />
          </div>
        </div>
      </div>
    </header>
  );
}

function JourneyActions({
  module,
  journey,
  onStart,
  onOpenContent,
  onOpenCheck,
}: Pick<ModuleHeroProps, "module" | "journey" | "onStart" | "onOpenContent" | "onOpenCheck">) {
  if (journey.state === "completed") {
    return (
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 font-semibold text-success-strong">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Completed
        </p>
        <Button variant="outline" onClick={onOpenContent}>
          <RotateCcw aria-hidden="true" />
          Review
        </Button>
        <CertificatePrompt />
      </div>
    );
  }
  if (journey.state === "started" && module.knowledgeCheck) {
    // issue 22: "Mark as Complete" becomes "Complete when passed", leading to the check.
    return (
      <div className="flex flex-col gap-2">
        <Button onClick={onOpenCheck} aria-describedby="complete-when-passed">
          <ClipboardCheck aria-hidden="true" />
          Complete when passed
        </Button>
        <p id="complete-when-passed" className="text-sm text-muted-foreground">
          Pass the Knowledge Check ({module.knowledgeCheck.passMark}% or more) to complete this module.
        </p>
        <Button variant="outline" onClick={onOpenContent}>
          Continue Learning
        </Button>
      </div>
    );
  }
  if (journey.state === "started") {
    return (
      <div className="flex flex-col gap-2">
        <Button onClick={journey.complete} disabled={journey.isSaving}>
          <CheckCircle2 aria-hidden="true" />
          Mark as Complete
        </Button>
        <Button variant="outline" onClick={onOpenContent}>
          Continue Learning
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" onClick={onStart} disabled={module.isLocked || journey.isSaving}>
        <Play aria-hidden="true" />
        Start Learning Journey
      </Button>
      {module.isLocked && (
        <p className="text-sm text-muted-foreground">
          This module is part of the Professional plan.{" "}
          <Link to={paths.subscribe} className="font-medium text-primary underline underline-offset-2">
            See plans
          </Link>
        </p>
      )}
    </div>
  );
}
