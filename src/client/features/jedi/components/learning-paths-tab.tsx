import { Sparkles } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  filterRecommendations,
  RECOMMENDATION_FILTERS,
  type RecommendationType,
  SAMPLE_JEDI_PATHWAYS,
} from "../../../../domain/jedi-learning";
import { plural } from "../../../../domain/plural";
import { LatestAssessmentCard } from "./latest-assessment-card";
import { ModuleLinks } from "./module-links";

/** spec 2 §2 Learning Paths (four sample pathways, Coming Soon) and the AI learning recommendations. */
export function LearningPathsTab({ onTakeAssessment }: { onTakeAssessment: () => void }) {
  const [filter, setFilter] = useState<"all" | RecommendationType>("all");
  const recommendations = filterRecommendations(filter);
  return (
    <div className="grid gap-6">
      <LatestAssessmentCard onTakeAssessment={onTakeAssessment} />
      <SectionCard title="JEDI Learning Pathways" headingId="jedi-pathways-heading">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SAMPLE_JEDI_PATHWAYS.map((p) => (
            <li key={p.title}>
              <Card className="flex h-full flex-col gap-2 p-4">
                <Badge variant="secondary" className="self-start">
                  Coming Soon
                </Badge>
                <h3 className="font-semibold">{p.title}</h3>
                <p className="text-sm text-body">{p.description}</p>
                <p className="mt-auto text-sm text-body">{plural(p.minutes, "minute", "minutes")}</p>
              </Card>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard
        title="Learning recommendations"
        headingId="jedi-recommendations-heading"
        icon={<Sparkles className="size-5 text-primary" aria-hidden="true" />}
        description="Sample recommendations, each linking to modules in the library."
      >
        <Tabs value={filter} onValueChange={(v) => setFilter(v as typeof filter)}>
          <TabsList aria-label="Recommendation type">
            {RECOMMENDATION_FILTERS.map((f) => (
              <TabsTrigger key={f.value} value={f.value}>
                {f.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {recommendations.length === 0 ? (
          <div className="mt-4">
            <EmptyState title="No recommendations of this type" />
          </div>
        ) : (
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {recommendations.map((r) => (
              <li key={r.id}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold">{r.title}</h3>
                    <Badge variant="outline">{r.confidence}% confidence</Badge>
                  </div>
                  <p className="text-sm text-body">{r.description}</p>
                  <p className="text-sm text-body">
                    <span className="font-medium text-foreground">Why: </span>
                    {r.reason}
                  </p>
                  <p className="text-xs text-body">
                    Impact {r.estimatedImpact} · about {r.timeInvestment} {r.timeInvestment === 1 ? "hour" : "hours"} ·{" "}
                    {r.skills.join(", ")}
                  </p>
                  <ModuleLinks slugs={r.moduleSlugs} label="Modules" />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
