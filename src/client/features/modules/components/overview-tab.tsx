import { Briefcase, Building2, CheckCircle2, Sprout } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ModuleDetail } from "../../../../contracts/learning";
import { moduleOverview } from "../module-overview";
import { LawSourcesCard } from "./law-sources-card";

export function OverviewTab({ module }: { module: ModuleDetail }) {
  const overview = moduleOverview(module);
  const integration = [
    { icon: Sprout, title: "Professional growth", text: overview.integration.professionalGrowth },
    { icon: Briefcase, title: "Career advancement", text: overview.integration.careerAdvancement },
    { icon: Building2, title: "Organizational impact", text: overview.integration.organizationalImpact },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Learning Objectives</h2>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {(module.objectives.length > 0 ? module.objectives : overview.objectives).map((objective) => (
              <li key={objective} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-icon" aria-hidden="true" />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Key Topics</h2>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-2">
            {overview.keyTopics.map((topic) => (
              <li key={topic}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {topic}
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <h2 className="text-lg font-semibold">Learning Path Integration</h2>
          <p className="text-sm text-muted-foreground">How {module.title} fits into your development.</p>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-3">
            {integration.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border bg-surface p-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-icon" aria-hidden="true" />
                  {title}
                </h3>
                <p className="mt-2 text-sm text-body">{text}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <LawSourcesCard module={module} />
    </div>
  );
}
