import { Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useEnrollPathway } from "@/components/api/enroll-pathway";
import { ModuleTitleLink } from "@/components/learning-links";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import type { Pathway } from "../../../../contracts/learning";
import { paths } from "../../../../contracts/routes";
import { type CareerPath, SKILL_DEFINITIONS } from "../../../../domain/data/intelligence-samples";
import { type FigureState, INSIGHT_FIGURES } from "../../../../domain/insight-evidence";
import type { SkillGap } from "../../../../domain/skills-gap";

const gbp = (n: number) => n.toLocaleString("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/**
 * Career Intelligence: each sample career with the learner's real match, a roadmap and a way to start.
 * Issue 26 item 7: the match is shown only with enough completions behind it (matchState).
 */
export function CareerIntelligence({
  matches,
  matchState,
  gaps,
  pathways,
}: {
  matches: { career: CareerPath; match: number }[];
  matchState: FigureState;
  gaps: SkillGap[];
  pathways: Pathway[];
}) {
  const [roadmap, setRoadmap] = useState<CareerPath | null>(null);
  const enrol = useEnrollPathway();
  const navigate = useNavigate();
  const gapOf = new Map(gaps.map((g) => [g.id, g]));
  return (
    <>
      <div className="mb-4 grid gap-1 text-sm">
        {!matchState.ready && <p className="font-medium text-foreground">{matchState.toSee}</p>}
        <p className="text-xs text-muted-foreground">
          How the match is worked out: {INSIGHT_FIGURES.careerMatch.howComputed}
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {matches.map(({ career, match }) => {
          const pathway = pathways.find((p) => p.slug === career.pathwaySlug);
          return (
            <li
              key={career.id}
              id={`career-${career.id}`}
              className="grid content-start gap-2 rounded-xl border bg-white p-4"
            >
              <h3 className="font-semibold text-foreground">{career.title}</h3>
              <p className="text-sm text-body">{career.description}</p>
              {matchState.ready && (
                <>
                  <p className="text-sm font-medium text-foreground">{match}% match</p>
                  <Progress value={match} aria-label={`${career.title} match`} />
                </>
              )}
              <p className="text-sm text-muted-foreground">
                {gbp(career.avgSalary.min)}–{gbp(career.avgSalary.max)} · {career.growthOutlook}
              </p>
              <p className="text-sm text-body">
                Key skills:{" "}
                {career.keySkills.map((id) => SKILL_DEFINITIONS.find((s) => s.id === id)?.skillName).join(", ")}
              </p>
              <ul className="list-disc pl-5 text-sm text-body">
                {career.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRoadmap(career)}
                  aria-label={`View Detailed Roadmap: ${career.title}`}
                >
                  <MapIcon aria-hidden="true" />
                  View Detailed Roadmap
                </Button>
                {pathway && (
                  <Button
                    size="sm"
                    disabled={enrol.isPending}
                    aria-label={`Start Career Path: ${career.title}`}
                    onClick={() => enrol.mutate(pathway.id, { onSuccess: () => navigate(paths.pathways) })}
                  >
                    Start Career Path
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={roadmap !== null} onOpenChange={(open) => !open && setRoadmap(null)}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Roadmap: {roadmap?.title}</DialogTitle>
            <DialogDescription>
              The skills this role rests on, where you are, and the modules that close each gap.
            </DialogDescription>
          </DialogHeader>
          <ol className="grid max-h-[60vh] gap-3 overflow-y-auto">
            {roadmap?.keySkills.map((id, i) => {
              const gap = gapOf.get(id);
              if (!gap) return null;
              return (
                <li key={id} className="rounded-lg border p-3">
                  <p className="font-medium text-foreground">
                    {i + 1}. {gap.skillName}: {gap.currentLevel}% of {gap.targetLevel}%
                  </p>
                  {gap.recommendedModules.length === 0 ? (
                    <p className="text-sm text-success">Done: every module for this skill is complete.</p>
                  ) : (
                    <ul className="mt-1 list-disc pl-5 text-sm text-body">
                      {gap.recommendedModules.map((m) => (
                        <li key={m.id}>
                          <ModuleTitleLink module={m} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </DialogContent>
      </Dialog>
    </>
  );
}
