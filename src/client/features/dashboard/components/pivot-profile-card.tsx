import { Sparkles } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format";
import type { SavedPivotAssessment } from "../../../../contracts/learning";
import { type PivotAnswers, scorePivotAssessment } from "../../../../domain/pivot-assessment";
import { useSavePivotAssessment } from "../api/save-pivot-assessment";
import { PivotAssessmentWizard, type SaveState } from "./pivot-assessment-wizard";
import { PivotResults } from "./pivot-results";

const answersOf = (saved: SavedPivotAssessment): PivotAnswers =>
  Object.fromEntries(Object.entries(saved.answers).map(([id, rating]) => [Number(id), rating]));

/** spec 1 §2: "Discover Your PIVOT Profile"; the wizard opens in a dialog and its result is saved. */
export function PivotProfileCard({ saved }: { saved: SavedPivotAssessment | null }) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<PivotAnswers | null>(null);
  const save = useSavePivotAssessment();
  const saveState: SaveState = save.isPending ? "saving" : save.isSuccess ? "saved" : save.isError ? "error" : "idle";

  const start = () => {
    save.reset();
    setAttempt((n) => n + 1);
    setOpen(true);
  };
  const complete = (next: PivotAnswers) => {
    setAnswers(next);
    save.mutate(next);
  };

  return (
    <SectionCard
      title="Discover Your PIVOT Profile"
      icon={<Sparkles className="size-5 text-icon-accent" aria-hidden="true" />}
      headingId="pivot-profile-heading"
      description={
        saved
          ? `Your self-assessment from ${formatDate(saved.createdAt)}.`
          : "Rate 10 statements to see how you lead across Purpose, Innovation, Value, Optimization and Transformation."
      }
    >
      {saved && <PivotResults result={scorePivotAssessment(answersOf(saved))} />}
      <Button className="mt-4 w-full" variant={saved ? "outline" : "default"} onClick={start}>
        {saved ? "Retake" : "Start PIVOT Assessment"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>PIVOT Assessment</DialogTitle>
            <DialogDescription>
              Choose how far you agree with each statement. There are no right answers.
            </DialogDescription>
          </DialogHeader>
          <PivotAssessmentWizard
            key={attempt}
            onComplete={complete}
            saveState={saveState}
            onRetrySave={() => answers && save.mutate(answers)}
            onClose={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
