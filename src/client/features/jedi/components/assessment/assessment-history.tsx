import { History } from "lucide-react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useJediAssessments } from "../../api/get-jedi-assessments";

const attemptDate = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" });

/** Earlier attempts saved to the account, with their dates and scores. */
export function AssessmentHistory() {
  const attempts = useJediAssessments();
  return (
    <SectionCard title="Earlier attempts" headingId="jedi-history-heading">
      {attempts.isError ? (
        <QueryError title="Your earlier attempts could not be loaded" onRetry={() => attempts.refetch()} />
      ) : attempts.isPending ? (
        <Skeleton className="h-16" />
      ) : attempts.data.length === 0 ? (
        <EmptyState
          icon={History}
          title="No attempts yet"
          description="Each assessment you complete is saved here with its date and score."
        />
      ) : (
        <ul className="divide-y" aria-label="Earlier attempts">
          {attempts.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>{attemptDate(a.createdAt)}</span>
              <span className="flex items-center gap-2">
                <span className="font-semibold">{a.result.overallScore}%</span>
                <Badge variant="secondary">{a.result.bCorpReadiness.level}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
