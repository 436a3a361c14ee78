import { Check, CheckCircle2, ClipboardCheck, Save, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./ui/button";
import { Card, CardContent } from "./ui/card";
import { Skeleton } from "./ui/skeleton";

/**
 * A module's text to read, on the module page and in the LMS player: the licence notice above it
 * (children: the text), then Save Progress and the way to complete the module.
 */
export function ModuleReadingCard({
  saving,
  completed,
  onSave,
  onOpenCheck,
  onComplete,
  completeLabel,
  children,
}: {
  saving: boolean;
  completed: boolean;
  onSave: () => void;
  /** Opens the module's knowledge check; given only for an assessed module. */
  onOpenCheck?: () => void;
  onComplete: () => void;
  /** The complete button's words, e.g. "Mark Complete". */
  completeLabel: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-xl font-semibold">Module Content</h2>
          <aside
            aria-label="Licence notice"
            className="mt-4 flex gap-3 rounded-lg border border-info-border bg-info-surface p-4 text-sm text-info-foreground"
          >
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden="true" />
            <p>
              This content is licensed for your personal learning only. Copying or redistribution is not permitted and
              is monitored.
            </p>
          </aside>
          {children}
          <div className="mt-8 flex flex-wrap gap-3 border-t pt-6">
            <Button variant="outline" disabled={saving} onClick={onSave}>
              <Save aria-hidden="true" />
              Save Progress
            </Button>
            {onOpenCheck && !completed ? (
              // issue 22: an assessed module completes by passing its check, not by a click.
              <Button onClick={onOpenCheck}>
                <ClipboardCheck aria-hidden="true" />
                Take the Knowledge Check
              </Button>
            ) : (
              <Button onClick={onComplete} disabled={saving || completed}>
                {completed ? <Check aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                {completed ? "Completed" : completeLabel}
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** A module's text while it loads. */
export function ModuleTextSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn("space-y-3", className)} role="status">
      <span className="sr-only">Loading module content</span>
      <Skeleton className="h-7 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}
