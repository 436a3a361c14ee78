import { CheckCircle2, CircleAlert, Loader2, PartyPopper, Sparkles, Wand2 } from "lucide-react";
import { useState } from "react";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { ContentDraft, GenerationRun, ModuleWithoutContent } from "../../../../contracts/content-admin";
import { isPillar } from "../../../../domain/pillars";
import { ofTotal } from "../../../../domain/plural";
import { useGenerateBulk } from "../api/generate-bulk";
import { useGenerateContent } from "../api/generate-content";
import { useGenerationRun } from "../api/get-generation-run";
import { useModulesWithoutContent } from "../api/get-modules-without-content";
import { ModulesQueryError } from "./modules-query-error";

/** spec 3 §2, §4, §5, §8: per-module Generate, selection toggles, select all, bulk generate, toasts. */
export function GenerateTab({
  drafts,
  onGenerated,
}: {
  drafts: readonly ContentDraft[];
  onGenerated: (draftId: number) => void;
}) {
  const modules = useModulesWithoutContent();
  const single = useGenerateContent();
  const bulk = useGenerateBulk();
  const run = useGenerationRun(bulk.isPending);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [generatingId, setGeneratingId] = useState<number | null>(null);
  // spec 3 §4: the generating flag is set while a single or bulk generation runs.
  const generating = single.isPending || bulk.isPending || run.data?.run?.status === "running";

  if (modules.isPending) return <p role="status">Loading...</p>;
  if (modules.isError) {
    return <ModulesQueryError error={modules.error} onRetry={() => modules.refetch()} />;
  }
  const list = modules.data;
  const draftFor = new Map(drafts.map((d) => [d.moduleId, d]));
  const visibleSelection = list.filter((m) => selected.has(m.id)).map((m) => m.id);
  const allSelected = list.length > 0 && visibleSelection.length === list.length;

  const generateOne = (module: ModuleWithoutContent) => {
    setGeneratingId(module.id);
    single.mutate(module.id, {
      onSuccess: (answer) => {
        toast({
          title: "Content Generated Successfully",
          description: `Generated comprehensive content for module ${module.id}`,
        });
        onGenerated(answer.draft.id);
      },
      onError: (error) =>
        toast({ title: "Generation Failed", description: errorMessage(error), variant: "destructive" }),
      onSettled: () => setGeneratingId(null),
    });
  };

  const generateSelected = () =>
    bulk.mutate(visibleSelection, {
      onSuccess: (answer) => {
        const results = Object.values(answer.results);
        const done = results.filter((r) => r.status === "generated").length;
        const failed = results.length - done;
        toast({
          title: "Bulk Content Generated",
          description: `Content for ${done} ${done === 1 ? "module" : "modules"}${failed ? `; ${failed} failed (see below)` : ""}`,
          ...(failed && !done ? { variant: "destructive" as const } : {}),
        });
        setSelected(new Set());
      },
      onError: (error) =>
        toast({ title: "Bulk Generation Failed", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <div className="space-y-4">
      {run.data?.run && <RunProgress run={run.data.run} />}
      {list.length === 0 ? (
        <EmptyState
          icon={PartyPopper}
          title="All Content Generated!"
          description="Every module in the library has published content."
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-white p-3">
            <Checkbox
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(list.map((m) => m.id)))}
              labelClassName="font-medium"
              label={
                <>
                  Select all ({list.length} {list.length === 1 ? "module" : "modules"} without content)
                </>
              }
            />
            <Button onClick={generateSelected} disabled={visibleSelection.length === 0 || generating}>
              {bulk.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
              Generate Selected ({visibleSelection.length})
            </Button>
          </div>
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Modules without content">
            {list.map((module) => {
              const draft = draftFor.get(module.id);
              return (
                <li key={module.id}>
                  <Card className="flex h-full flex-col gap-3 p-4">
                    <div className="flex items-start gap-3">
                      <Checkbox
                        id={`select-${module.id}`}
                        className="mt-1"
                        checked={selected.has(module.id)}
                        onChange={() => {
                          const next = new Set(selected);
                          if (next.has(module.id)) next.delete(module.id);
                          else next.add(module.id);
                          setSelected(next);
                        }}
                      />
                      <div className="min-w-0 flex-1">
                        <label htmlFor={`select-${module.id}`} className="font-semibold text-foreground">
                          {module.title}
                        </label>
                        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{module.description}</p>
                        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-body">
                          {isPillar(module.pivotPillar) ? (
                            <PillarBadge pillar={module.pivotPillar} />
                          ) : (
                            <Badge variant="outline">{module.pivotPillar}</Badge>
                          )}
                          <span>{module.category}</span>
                          {module.duration && <span>· {module.duration} min</span>}
                          {draft && <Badge variant="accent">Draft ready</Badge>}
                        </div>
                      </div>
                    </div>
                    <div className="mt-auto flex justify-end">
                      <Button
                        size="sm"
                        variant={draft ? "outline" : "default"}
                        disabled={generating}
                        onClick={() => generateOne(module)}
                        aria-label={`Generate content for ${module.title}`}
                      >
                        {generatingId === module.id ? (
                          <Loader2 className="animate-spin" aria-hidden="true" />
                        ) : (
                          <Sparkles aria-hidden="true" />
                        )}
                        {draft ? "Generate again" : "Generate"}
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

const STATUS_LABEL = {
  pending: "Waiting",
  generating: "Generating…",
  generated: "Generated",
  failed: "Failed",
} as const;

/** Bulk generation: progress per module and each failure with its reason. */
function RunProgress({ run }: { run: GenerationRun }) {
  const finished = run.items.filter((i) => i.status === "generated" || i.status === "failed").length;
  const percent = run.items.length ? Math.round((finished / run.items.length) * 100) : 0;
  return (
    <Card className="p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {run.status === "running" ? "Bulk generation in progress" : "Last bulk generation"}
        </h2>
        <span className="text-sm text-body">{ofTotal(finished, run.items.length, "module", "modules")}</span>
      </div>
      <Progress value={percent} className="mt-2" aria-label="Bulk generation progress" />
      <ul className="mt-3 space-y-1 text-sm">
        {run.items.map((item) => (
          <li key={item.moduleId} className="flex items-start gap-2">
            {item.status === "generated" ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            ) : item.status === "failed" ? (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            ) : (
              <Loader2
                className={`mt-0.5 size-4 shrink-0 text-subtle ${item.status === "generating" ? "animate-spin" : ""}`}
                aria-hidden="true"
              />
            )}
            <span>
              <span className="font-medium">{item.title}</span>: {STATUS_LABEL[item.status]}
              {item.error && <span className="block text-destructive">{item.error}</span>}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
