import type * as React from "react";
import { Card } from "./ui/card";

/** One headline figure with its label. */
export function StatTile({
  icon,
  value,
  label,
  hint,
}: {
  icon: React.ReactNode;
  value: React.ReactNode;
  label: string;
  hint?: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-surface text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xl font-bold leading-tight break-words text-foreground sm:text-2xl">{value}</p>
        <p className="text-sm text-body">{label}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
