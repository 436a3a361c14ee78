import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PillarProgressList } from "@/components/pillar-progress-list";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSharedProgress } from "./api/get-shared-progress";

/** A learner's read-only progress page (Share Progress), public while they share it. */
export default function SharedProgressPage() {
  const { token = "" } = useParams();
  const shared = useSharedProgress(token);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8">
      {shared.isError ? (
        <>
          <PageHeader title="Shared progress" />
          <EmptyState
            title="This progress page is not shared"
            description="The learner has stopped sharing it, or the link is not complete."
          />
        </>
      ) : shared.isPending ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <PageHeader
            title={`${shared.data.name}'s learning progress`}
            description="Shared from PIVOT Learning, read-only."
          />
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ["Modules completed", shared.data.totalModulesCompleted],
              ["Hours learned", shared.data.totalLearningHours],
              ["Day streak", shared.data.currentStreak],
              ["Skill level", shared.data.skillLevel],
            ].map(([label, value]) => (
              <div key={String(label)} className="rounded-xl border bg-white p-4">
                <dt className="text-sm text-body">{label}</dt>
                <dd className="text-2xl font-bold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          <SectionCard title="PIVOT pillars" headingId="shared-pillars-heading">
            <PillarProgressList pillars={shared.data.pillars} />
          </SectionCard>
          <SectionCard title="Recently completed" headingId="shared-recent-heading">
            {shared.data.recentCompletions.length === 0 ? (
              <EmptyState title="No modules completed yet" />
            ) : (
              <ul className="grid gap-1 text-sm">
                {shared.data.recentCompletions.map((c) => (
                  <li key={`${c.title}-${c.completedAt}`}>
                    {c.title} · {new Date(c.completedAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </>
      )}
    </div>
  );
}
