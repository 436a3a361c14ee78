import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { type BillingCycle, YEARLY_SAVING_BADGE_PERCENT } from "../../domain/plans";

/** The monthly/yearly switch of a price (toggle buttons) and the yearly saving; the caller's fieldset names it. */
export function BillingCycleButtons({
  cycle,
  onChange,
}: {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <>
      <div className="inline-flex rounded-lg bg-muted p-1">
        {(["monthly", "yearly"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={cycle === value}
            onClick={() => onChange(value)}
            className={cn(
              "rounded-md px-4 py-1.5 text-sm font-medium",
              cycle === value ? "bg-white text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {value === "monthly" ? "Monthly" : "Yearly"}
          </button>
        ))}
      </div>
      <Badge variant="accent">Save {YEARLY_SAVING_BADGE_PERCENT}%</Badge>
    </>
  );
}
