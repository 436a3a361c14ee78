import { QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { JEDI_CATEGORY_LABELS } from "../../../../domain/jedi-assessment";
import { CATEGORY_MODULE_SLUGS } from "../../../../domain/jedi-learning";
import { useJediAssessments } from "../api/get-jedi-assessments";
import { ModuleLinks } from "./module-links";

/** The recommendations of the user's latest readiness assessment, each with library modules that help. */
export function LatestAssessmentCard({ onTakeAssessment }: { onTakeAssessment: () => void }) {
  const attempts = useJediAssessments();
  return (
    <SectionCard title="From your latest assessment" headingId="jedi-latest-assessment-heading">
      {attempts.isError ? (
        <QueryError title="Your assessments could not be loaded" onRetry={() => attempts.refetch()} />
      ) : attempts.isPending ? (
        <Skeleton className="h-16" />
      ) : attempts.data.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-body">Take the readiness assessment to see the modules for your priorities.</p>
          <Button onClick={onTakeAssessment}>Start Assessment</Button>
        </div>
      ) : attempts.data[0].result.recommendations.length === 0 ? (
        <p className="text-sm text-body">
          Your latest score is {attempts.data[0].result.overallScore}% and every dimension scores 60 or more.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {attempts.data[0].result.recommendations.map((r) => (
            <li key={r.category} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{JEDI_CATEGORY_LABELS[r.category]}</span>
                <Badge variant={r.priority === "High" ? "destructive" : "secondary"}>{r.priority} priority</Badge>
              </div>
              <p className="text-sm text-body">{r.action}</p>
              <ModuleLinks slugs={CATEGORY_MODULE_SLUGS[r.category]} label="Modules" />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
