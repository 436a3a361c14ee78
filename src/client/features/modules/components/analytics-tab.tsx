import { BarChart3 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { ModuleDetail } from "../../../../contracts/learning";
import { paths } from "../../../../contracts/routes";
import { analyticsToolsFor } from "../../../../domain/module-resources";
import { ResourceCard } from "./resource-card";

/** spec 3 §9: analytics redirect delay 2 s. */
export const ANALYTICS_REDIRECT_DELAY_MS = 2000;

export function AnalyticsTab({ module }: { module: ModuleDetail }) {
  const tools = analyticsToolsFor(module.title);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [opening, setOpening] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const viewAnalytics = (title: string) => {
    setOpening(true);
    toast({ title: "Opening your analytics…", description: `${title}: taking you to your learning analytics.` });
    timer.current = setTimeout(() => navigate(paths.analytics), ANALYTICS_REDIRECT_DELAY_MS);
  };

  return (
    <section aria-labelledby="measurement-tools">
      <h2 id="measurement-tools" className="text-xl font-semibold">
        Measurement Tools
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Track what you learn and the difference it makes.</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.id}>
            <ResourceCard
              heading={
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <BarChart3 className="size-5 text-icon" aria-hidden="true" />
                  {tool.title}
                </h3>
              }
              action={
                <Button
                  variant="outline"
                  disabled={opening}
                  onClick={() => viewAnalytics(tool.title)}
                  aria-label={`View Analytics: ${tool.title}`}
                >
                  View Analytics
                </Button>
              }
            >
              <p className="text-sm text-body">{tool.description}</p>
              <ul className="flex-1 list-disc space-y-1 pl-5 text-sm text-body">
                {tool.metrics.map((metric) => (
                  <li key={metric}>{metric}</li>
                ))}
              </ul>
            </ResourceCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
