import { CalendarDays, ListChecks } from "lucide-react";
import { useState } from "react";
import type { ModuleDetail } from "../../../../contracts/learning";
import { guidesFor } from "../../../../domain/module-resources";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { Progress } from "../../../components/ui/progress";
import { useGuideProgress } from "../api/guide-progress";
import { completedStepCount, guideStepsDoneLabel } from "../guide-steps";
import { GuideDialog } from "./guide-dialog";

export function GuidesTab({ module }: { module: ModuleDetail }) {
  const guides = guidesFor(module.title);
  const progressQuery = useGuideProgress(module.id);
  const [openGuideId, setOpenGuideId] = useState<string | null>(null);
  const openGuide = guides.find((guide) => guide.id === openGuideId);
  return (
    <section aria-labelledby="implementation-guides">
      <h2 id="implementation-guides" className="text-xl font-semibold">
        Implementation Guides
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Step-by-step plans for putting this module into practice. Tick steps off as you go; your progress is saved.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {guides.map((guide) => {
          const done = completedStepCount(progressQuery.data?.[guide.id], guide.steps.length);
          return (
            <li key={guide.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <h3 className="text-lg font-semibold">{guide.title}</h3>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="flex items-center gap-1.5">
                      <CalendarDays className="size-4" aria-hidden="true" />
                      {guide.duration}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <ListChecks className="size-4" aria-hidden="true" />
                      {guide.steps.length} steps
                    </span>
                  </p>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <p className="flex-1 text-sm text-slate-700">{guide.description}</p>
                  {done > 0 && (
                    <div>
                      <p id={`guide-done-${guide.id}`} className="text-sm font-medium">
                        {guideStepsDoneLabel(done, guide.steps.length)}
                      </p>
                      <Progress
                        value={(done / guide.steps.length) * 100}
                        className="mt-1.5"
                        aria-labelledby={`guide-done-${guide.id}`}
                      />
                    </div>
                  )}
                  <Button
                    onClick={() => setOpenGuideId(guide.id)}
                    aria-label={`${done > 0 ? "Continue" : "Start"} Guide: ${guide.title}`}
                  >
                    {done > 0 ? "Continue Guide" : "Start Guide"}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      {openGuide && (
        <GuideDialog
          moduleId={module.id}
          guide={openGuide}
          completedSteps={progressQuery.data?.[openGuide.id] ?? []}
          onClose={() => setOpenGuideId(null)}
        />
      )}
    </section>
  );
}
