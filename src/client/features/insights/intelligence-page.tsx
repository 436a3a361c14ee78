import { Brain, Briefcase, Gauge, Target, Zap } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useModules } from "@/components/api/get-modules";
import { usePathways } from "@/components/api/get-pathways";
import { useUserProgress } from "@/components/api/get-user-progress";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "../../../contracts/routes";
import { CAREER_PATHS, SKILL_DEFINITIONS } from "../../../domain/data/intelligence-samples";
import { figureState, INSIGHT_FIGURES, insightEvidence } from "../../../domain/insight-evidence";
import { recommendModules } from "../../../domain/recommendations";
import { careerMatches, confidenceFromEvidence, learningVelocity, skillGaps } from "../../../domain/skills-gap";
import { useLearningGoals } from "./api/get-learning-goals";
import { CareerIntelligence } from "./components/career-intelligence";
import { FigureTile } from "./components/figure-tile";
import { LearningGoals } from "./components/learning-goals";
import { ModulePick } from "./components/module-pick";
import { SkillsGapPanel } from "./components/skills-gap-panel";
import { progressFacts } from "./hub-data";

const RECOMMENDATIONS_FAILED = { title: "Error", description: "Failed to load AI recommendations" };

/** spec 3 §2 AI Learning Intelligence at /ai-recommendations, from the learner's real completions. */
export default function IntelligencePage() {
  const modules = useModules({}, { errorToast: RECOMMENDATIONS_FAILED });
  const progress = useUserProgress({ errorToast: RECOMMENDATIONS_FAILED });
  const failed = modules.isError || progress.isError;
  const pathways = usePathways();
  const goals = useLearningGoals();
  const [tab, setTab] = useState("recommendations");

  const model = useMemo(() => {
    if (!modules.data || !progress.data) return null;
    const completed = new Set(progress.data.filter((p) => p.isCompleted).map((p) => p.moduleId));
    const gaps = skillGaps(SKILL_DEFINITIONS, modules.data, completed);
    const matches = careerMatches(CAREER_PATHS, gaps);
    const dates = progress.data.filter((p) => p.isCompleted).map((p) => new Date(p.completedAt ?? p.updatedAt));
    // Issue 26 item 7: each figure only with enough data behind it.
    const now = new Date();
    const evidence = insightEvidence(
      progress.data.map((p) => ({
        isCompleted: p.isCompleted,
        completedAt: p.completedAt ? new Date(p.completedAt) : null,
        updatedAt: new Date(p.updatedAt),
      })),
    );
    const inProgress = progress.data
      .filter((p) => !p.isCompleted && p.progressPercentage > 0)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    return {
      gaps,
      matches,
      confidence: confidenceFromEvidence(completed.size),
      confidenceState: figureState("confidence", evidence, now),
      matchState: figureState("careerMatch", evidence, now),
      velocity: learningVelocity(dates, now),
      velocityState: figureState("learningVelocity", evidence, now),
      recommendations: recommendModules(modules.data, progressFacts(progress.data)),
      continueId: inProgress?.moduleId ?? null,
    };
  }, [modules.data, progress.data]);

  const best = model?.matchState.ready ? model.matches[0] : undefined;
  const continueTo = model?.continueId ?? model?.recommendations[0]?.module.id ?? null;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="AI-Powered Learning Intelligence"
        description="Your skills, gaps and career options, worked out from the modules you have completed."
        actions={
          continueTo !== null && (
            <Button asChild>
              <Link to={paths.module(continueTo)}>Continue Learning</Link>
            </Button>
          )
        }
      />
      {failed ? (
        <QueryError
          title="Failed to load AI recommendations"
          onRetry={() => {
            if (modules.isError) modules.refetch();
            if (progress.isError) progress.refetch();
          }}
        />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <FigureTile
              icon={<Brain className="size-5" aria-hidden="true" />}
              figure={INSIGHT_FIGURES.confidence}
              state={model?.confidenceState ?? null}
              value={`${model?.confidence}%`}
              label="AI Confidence"
              hint="grows with the modules you complete"
            />
            <FigureTile
              icon={<Briefcase className="size-5" aria-hidden="true" />}
              figure={INSIGHT_FIGURES.careerMatch}
              state={model?.matchState ?? null}
              value={`${model?.matches[0]?.match}%`}
              label="Career Match"
              hint={model?.matches[0] ? `to ${model.matches[0].career.title}` : undefined}
            />
            <FigureTile
              icon={<Zap className="size-5" aria-hidden="true" />}
              figure={INSIGHT_FIGURES.learningVelocity}
              state={model?.velocityState ?? null}
              value={`${model?.velocity}x`}
              label="Learning Velocity"
              hint="last 30 days against your usual pace"
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <SectionCard
              title="Learning Goals Progress"
              headingId="goals-progress-heading"
              icon={<Target className="size-5 text-primary" aria-hidden="true" />}
            >
              {goals.isError ? (
                <QueryError title="Failed to load learning goals" onRetry={() => goals.refetch()} />
              ) : !goals.data ? (
                <p className="text-sm text-muted-foreground">Loading goals…</p>
              ) : goals.data.length === 0 ? (
                <EmptyState
                  icon={Target}
                  title="No goals set"
                  description="Give yourself a target date and the modules to get there."
                  action={
                    <Button size="sm" onClick={() => setTab("goals")}>
                      Set a goal
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-3">
                  {goals.data.slice(0, 3).map((g) => (
                    <li key={g.id} className="grid gap-1">
                      <div className="flex justify-between gap-2 text-sm">
                        <span className="font-medium text-foreground">{g.title}</span>
                        <span className="text-body">{g.progress}%</span>
                      </div>
                      <Progress value={g.progress} aria-label={`${g.title} progress`} />
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
            <SectionCard
              title="Career Path Intelligence"
              headingId="career-card-heading"
              icon={<Gauge className="size-5 text-primary" aria-hidden="true" />}
            >
              {best ? (
                <div className="grid gap-2">
                  <p className="font-semibold text-foreground">{best.career.title}</p>
                  <p className="text-sm text-body">{best.career.description}</p>
                  <Progress value={best.match} aria-label={`${best.career.title} match`} />
                  <p className="text-sm text-body">{best.match}% of the way to the role's key skills</p>
                  <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setTab("career")}>
                    Explore Career Path
                  </Button>
                </div>
              ) : model && !model.matchState.ready ? (
                <div className="grid gap-2">
                  <p className="text-sm text-body">{model.matchState.toSee}</p>
                  <p className="text-xs text-muted-foreground">
                    How it is worked out: {INSIGHT_FIGURES.careerMatch.howComputed}
                  </p>
                  <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setTab("career")}>
                    Explore Career Path
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">Working out your matches…</p>
              )}
            </SectionCard>
          </div>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Learning intelligence sections">
              <TabsTrigger value="recommendations">AI Recommendations</TabsTrigger>
              <TabsTrigger value="skills">Skills Gap Analysis</TabsTrigger>
              <TabsTrigger value="career">Career Intelligence</TabsTrigger>
              <TabsTrigger value="goals">Learning Goals</TabsTrigger>
            </TabsList>
            <TabsContent value="recommendations">
              {!model ? (
                <p className="text-sm text-muted-foreground">Loading recommendations…</p>
              ) : model.recommendations.length === 0 ? (
                <EmptyState title="Nothing left to recommend" description="You have completed every module." />
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {model.recommendations.map((r) => (
                    <ModulePick key={r.module.id} module={r.module} reason={r.reason} />
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="skills">
              <SkillsGapPanel gaps={model?.gaps ?? null} loading={!model} />
            </TabsContent>
            <TabsContent value="career">
              {model ? (
                <CareerIntelligence
                  matches={model.matches}
                  matchState={model.matchState}
                  gaps={model.gaps}
                  pathways={pathways.data ?? []}
                />
              ) : (
                <p className="text-sm text-muted-foreground">Loading careers…</p>
              )}
            </TabsContent>
            <TabsContent value="goals">
              <LearningGoals modules={modules.data ?? []} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
