import { cn } from "@/lib/cn";
import type { Severity } from "../../../../../domain/jedi-pay-gap";

const STYLES: Record<Severity, string> = {
  critical: "border-red-300 bg-red-100 text-destructive-text",
  high: "border-orange-300 bg-orange-100 text-orange-900",
  medium: "border-warning-border bg-warning-surface text-warning-text",
  low: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span
      className={cn("inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium capitalize", STYLES[severity])}
    >
      {severity}
    </span>
  );
}
