import { Download } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { JEDI_CATEGORIES, JEDI_CATEGORY_LABELS, scoreAssessment } from "../../../../../domain/jedi-assessment";
import { reportFileName } from "../../../../../domain/jedi-pay-report";
import { downloadJson } from "../../download";

export type SaveState = "idle" | "saving" | "saved" | "error";

/** spec 2 §2: overall percentage, readiness level, four category bars, priority recommendations, Retake and View Learning Pathways. */
export function AssessmentResultView({
  answers,
  saveState,
  onRetrySave,
  onRetake,
  onViewPathways,
}: {
  answers: Record<string, number>;
  saveState: SaveState;
  onRetrySave: () => void;
  onRetake: () => void;
  onViewPathways: () => void;
}) {
  const result = scoreAssessment(answers);
  return (
    <SectionCard title="Your JEDI Readiness" headingId="jedi-result-heading">
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <p className="grid">
            <span className="text-sm text-body">Overall score</span>
            <span className="text-5xl font-bold text-heading">{result.overallScore}%</span>
          </p>
          <div>
            <Badge className="text-sm">{result.bCorpReadiness.level}</Badge>
            <p className="mt-1 max-w-xl text-sm text-body">{result.bCorpReadiness.description}</p>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {JEDI_CATEGORIES.map((category) => (
            <li key={category} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{JEDI_CATEGORY_LABELS[category]}</span>
                <span>{result.categoryScores[category]}%</span>
              </div>
              <Progress
                value={result.categoryScores[category]}
                aria-label={`${JEDI_CATEGORY_LABELS[category]} score`}
              />
            </li>
          ))}
        </ul>
        <div>
          <h3 className="font-semibold text-foreground">Priority recommendations</h3>
          {result.recommendations.length === 0 ? (
            <p className="mt-1 text-sm text-body">Every dimension scores 60 or more: keep building on it.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {result.recommendations.map((r) => (
                <li key={r.category} className="rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{JEDI_CATEGORY_LABELS[r.category]}</span>
                    <Badge variant={r.priority === "High" ? "destructive" : "secondary"}>{r.priority} priority</Badge>
                  </div>
                  <p className="mt-1 text-body">{r.action}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p role="status" className="text-sm text-body">
          {saveState === "saving" && "Saving to your account..."}
          {saveState === "saved" && "Saved to your account."}
          {saveState === "error" && "Your result could not be saved to your account."}
        </p>
        <div className="flex flex-wrap gap-2">
          {saveState === "error" && (
            <Button variant="outline" onClick={onRetrySave}>
              Try saving again
            </Button>
          )}
          <Button variant="outline" onClick={onRetake}>
            Retake Assessment
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              downloadJson(reportFileName("jedi-assessment", new Date(), "json"), {
                completedAt: new Date().toISOString(),
                answers,
                ...result,
              })
            }
          >
            <Download aria-hidden="true" />
            Download JSON
          </Button>
          <Button onClick={onViewPathways}>View Learning Pathways</Button>
        </div>
      </div>
    </SectionCard>
  );
}
