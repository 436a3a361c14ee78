import type * as React from "react";
import { Card } from "@/components/ui/card";
import type { FigureState, InsightFigure } from "../../../../domain/insight-evidence";

/**
 * Issue 26 item 7: a computed figure with the line that says how it is worked out; below its data
 * threshold the figure is left out and the tile says what to do to see it and what it needs.
 */
export function FigureTile({
  icon,
  label,
  figure,
  state,
  value,
  hint,
}: {
  icon: React.ReactNode;
  label: string;
  figure: InsightFigure;
  /** null while the learner's data loads */
  state: FigureState | null;
  value: React.ReactNode;
  hint?: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3" data-figure={figure.id}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-surface text-primary">
        {icon}
      </span>
      <div className="grid min-w-0 gap-0.5">
        {state === null ? (
          <>
            <p className="text-xl font-bold leading-tight text-foreground sm:text-2xl">…</p>
            <p className="text-sm text-body">{label}</p>
          </>
        ) : state.ready ? (
          <>
            <p className="text-xl font-bold leading-tight break-words text-foreground sm:text-2xl">{value}</p>
            <p className="text-sm text-body">{label}</p>
            {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-foreground">{label}</p>
            <p className="text-sm text-body">{state.toSee}</p>
            <p className="text-xs text-muted-foreground">Needs: {figure.requires}</p>
          </>
        )}
        <p className="text-xs text-muted-foreground">How it is worked out: {figure.howComputed}</p>
      </div>
    </Card>
  );
}
