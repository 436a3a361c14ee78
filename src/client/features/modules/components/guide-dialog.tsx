import { CalendarDays } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import type { ImplementationGuide } from "../../../../domain/module-resources";
import { plural } from "../../../../domain/plural";
import { useSaveGuideSteps } from "../api/guide-progress";
import { completedStepCount, guideStepsDoneLabel, toggleGuideStep } from "../guide-steps";

interface GuideDialogProps {
  moduleId: number;
  guide: ImplementationGuide;
  completedSteps: readonly number[];
  onClose: () => void;
}

/** The guided walkthrough behind 'Start Guide': numbered steps whose ticks are saved per learner. */
export function GuideDialog({ moduleId, guide, completedSteps, onClose }: GuideDialogProps) {
  const save = useSaveGuideSteps(moduleId);
  const done = completedStepCount(completedSteps, guide.steps.length);
  const total = guide.steps.length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{guide.title}</DialogTitle>
          <DialogDescription>{guide.description}</DialogDescription>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            {guide.duration} · {plural(total, "step", "steps")}
          </p>
        </DialogHeader>
        <div>
          <p id="guide-steps-done" className="text-sm font-medium" aria-live="polite">
            {guideStepsDoneLabel(done, total)}
          </p>
          <Progress value={(done / total) * 100} className="mt-1.5" aria-labelledby="guide-steps-done" />
        </div>
        <ol className="space-y-2">
          {guide.steps.map((step, index) => {
            const checked = completedSteps.includes(index);
            const id = `guide-step-${guide.id}-${index}`;
            return (
              <li key={step.title}>
                <label
                  htmlFor={id}
                  className={cn(
                    "flex cursor-pointer gap-3 rounded-lg border p-3 hover:bg-muted",
                    checked && "border-green-300 bg-success-surface hover:bg-success-tint",
                  )}
                >
                  <Checkbox
                    id={id}
                    checked={checked}
                    onChange={(event) =>
                      save.mutate({
                        guideId: guide.id,
                        completedSteps: toggleGuideStep(completedSteps, index, event.target.checked),
                      })
                    }
                    className="mt-1 accent-success"
                  />
                  <span>
                    <span className="font-medium">
                      <span className="text-muted-foreground">{index + 1}.</span> {step.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-body">{step.detail}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
