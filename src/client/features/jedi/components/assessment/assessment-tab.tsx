import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import type { AssessmentAnswers } from "../../../../../domain/jedi-assessment";
import { ASSESSMENT_QUESTIONS } from "../../../../../domain/jedi-assessment";
import { useSaveJediAssessment } from "../../api/save-jedi-assessment";
import { AssessmentHistory } from "./assessment-history";
import { AssessmentResultView } from "./assessment-result";
import { AssessmentWizard } from "./assessment-wizard";

// spec 2 §2: "8 questions, 10 minutes".
const ESTIMATED_MINUTES = 10;

type Stage = { kind: "intro" } | { kind: "questions" } | { kind: "result"; answers: Record<string, number> };

/** spec 2 §2 Assessment: the intro with Begin, the wizard, the result (saved to the account) and earlier attempts. */
export function AssessmentTab({ onViewPathways }: { onViewPathways: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: "intro" });
  const save = useSaveJediAssessment();

  const complete = (answers: AssessmentAnswers) => {
    const complete = Object.fromEntries(
      Object.entries(answers).filter((e): e is [string, number] => e[1] !== undefined),
    );
    setStage({ kind: "result", answers: complete });
    save.mutate(complete);
  };

  return (
    <div className="grid gap-6">
      {stage.kind === "intro" && (
        <SectionCard
          title="JEDI Readiness Assessment"
          headingId="jedi-assessment-heading"
          icon={<ClipboardCheck className="size-5 text-primary" aria-hidden="true" />}
        >
          <div className="grid gap-4">
            <p className="text-sm text-body">
              {ASSESSMENT_QUESTIONS.length} questions, about {ESTIMATED_MINUTES} minutes. Two questions on each of
              justice, equity, diversity and inclusion; choose the answer closest to how things are today. You get a
              score for each dimension, your readiness level and priority recommendations, saved to your account.
            </p>
            <div>
              <Button onClick={() => setStage({ kind: "questions" })}>Begin Assessment</Button>
            </div>
          </div>
        </SectionCard>
      )}
      {stage.kind === "questions" && <AssessmentWizard onComplete={complete} />}
      {stage.kind === "result" && (
        <AssessmentResultView
          answers={stage.answers}
          saveState={save.isPending ? "saving" : save.isError ? "error" : save.isSuccess ? "saved" : "idle"}
          onRetrySave={() => save.mutate(stage.answers)}
          onRetake={() => {
            save.reset();
            setStage({ kind: "questions" });
          }}
          onViewPathways={onViewPathways}
        />
      )}
      <AssessmentHistory />
    </div>
  );
}
