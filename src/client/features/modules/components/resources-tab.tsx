import { Clock, Wrench } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ModuleDetail } from "../../../../contracts/learning";
import { interactiveToolsFor } from "../../../../domain/module-resources";
import { ResourceCard } from "./resource-card";
import { ResourceDownloads } from "./resource-downloads";
import { ToolDialog } from "./tool-dialog";

export function ResourcesTab({ module }: { module: ModuleDetail }) {
  const [openToolId, setOpenToolId] = useState<string | null>(null);
  const tools = interactiveToolsFor(module.title);
  return (
    <div className="space-y-8">
      <section aria-labelledby="interactive-tools">
        <h2 id="interactive-tools" className="text-xl font-semibold">
          Interactive Tools
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Put this module into practice with quick, guided tools.</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <ResourceCard
                heading={
                  <h3 className="flex items-start gap-2 font-semibold">
                    <Wrench className="mt-0.5 size-4 shrink-0 text-icon" aria-hidden="true" />
                    {tool.title}
                  </h3>
                }
                details={
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {tool.minutes} min
                  </p>
                }
                action={
                  <Button
                    variant="outline"
                    onClick={() => setOpenToolId(tool.id)}
                    aria-label={`Launch Tool: ${tool.title}`}
                  >
                    Launch Tool
                  </Button>
                }
              >
                <p className="flex-1 text-sm text-body">{tool.description}</p>
              </ResourceCard>
            </li>
          ))}
        </ul>
      </section>
      <ResourceDownloads moduleId={module.id} moduleTitle={module.title} locked={module.isLocked} />
      <ToolDialog
        toolId={openToolId}
        moduleTitle={module.title}
        onOpenChange={(open) => !open && setOpenToolId(null)}
      />
    </div>
  );
}
