import { CalendarDays, ListChecks } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { ModuleDetail } from "../../../../contracts/learning";
import { guidesFor } from "../../../../domain/module-resources";
import { plural } from "../../../../domain/plural";
import { useGuideProgress } from "../api/guide-progress";
import { completedStepCount, guideStepsDoneLabel } from "../guide-steps";
import { GuideDialog } from "./guide-dialog";
import { ResourceCard, ResourceFacts } from "./resource-card";

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
              <ResourceCard
                heading={<h3 className="text-lg font-semibold">{guide.title}</h3>}
                details={
                  <ResourceFacts
                    facts={[
                      { icon: CalendarDays, text: guide.duration },
                      { icon: ListChecks, text: plural(guide.steps.length, "step", "steps") },
                    ]}
                  />
                }
                action={
                  <Button
                    onClick={() => setOpenGuideId(guide.id)}
                    aria-label={`${done > 0 ? "Continue" : "Start"} Guide: ${guide.title}`}
                  >
                    {done > 0 ? "Continue Guide" : "Start Guide"}
                  </Button>
                }
              >
                <p className="flex-1 text-sm text-body">{guide.description}</p>
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
              </ResourceCard>
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
