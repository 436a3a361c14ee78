import { TrendingDown, TrendingUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { formatGBP } from "@/lib/format";
import {
  calculateRoi,
  formatPaybackMonths,
  formatRoiPercent,
  isPositiveRoi,
  ROI_FIELDS,
  type RoiField,
  type RoiOutcome,
  type RoiResult,
} from "../../../../../domain/roi";

// spec 3 §2: the five inputs with their units.
const FIELD_LABELS: Record<RoiField, string> = {
  investment: "Training investment (£)",
  participants: "Number of participants",
  hourlyRate: "Average hourly rate (£)",
  productivityIncreasePct: "Expected productivity increase (%)",
  retentionImprovementPct: "Expected retention improvement (%)",
};

const EMPTY = Object.fromEntries(ROI_FIELDS.map((field) => [field, ""])) as Record<RoiField, string>;

export function RoiCalculatorTool() {
  const [values, setValues] = useState(EMPTY);
  const [outcome, setOutcome] = useState<RoiOutcome | null>(null);
  return (
    <div className="space-y-5">
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(calculateRoi(values));
        }}
      >
        {ROI_FIELDS.map((field) => (
          <div key={field} className="space-y-1.5">
            <Label htmlFor={`roi-${field}`}>{FIELD_LABELS[field]}</Label>
            <Input
              id={`roi-${field}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Calculate ROI
          </Button>
        </div>
      </form>
      <div aria-live="polite">{outcome && <RoiResultPanel outcome={outcome} />}</div>
    </div>
  );
}

function RoiResultPanel({ outcome }: { outcome: RoiOutcome }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The result appears below the form: bring it into view each time it is calculated.
  useEffect(() => {
    if (outcome) panelRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [outcome]);
  return (
    <div ref={panelRef}>
      {outcome.ok ? <RoiFigures result={outcome.result} /> : <RoiProblem message={outcome.message} />}
    </div>
  );
}

function RoiProblem({ message }: { message: string }) {
  return (
    <p
      className="rounded-lg border border-warning-border bg-warning-surface p-4 text-sm text-warning-foreground"
      role="alert"
    >
      {message}
    </p>
  );
}

function RoiFigures({ result }: { result: RoiResult }) {
  const positive = isPositiveRoi(result.roi);
  const Trend = positive ? TrendingUp : TrendingDown;
  return (
    <section aria-label="ROI results" className="rounded-lg border bg-surface p-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Total investment" value={formatGBP(result.investment)} />
        <Figure label="Annual productivity gain" value={formatGBP(result.productivityGain)} />
        <Figure label="Retention savings" value={formatGBP(result.retentionSaving)} />
      </dl>
      <dl className="mt-4 grid gap-3 border-t pt-4 sm:grid-cols-2">
        <div className={cn("rounded-md p-3", positive ? "bg-success-surface" : "bg-destructive-surface")}>
          <dt className="text-sm text-muted-foreground">Return on investment</dt>
          <dd
            className={cn(
              "flex items-center gap-2 text-2xl font-bold",
              positive ? "text-success-strong" : "text-destructive-strong",
            )}
          >
            <Trend className="size-6" aria-hidden="true" />
            {formatRoiPercent(result.roi)}
          </dd>
          <dd className={cn("text-sm font-medium", positive ? "text-success-strong" : "text-destructive-strong")}>
            {positive ? "Positive return" : "Negative return: the benefit is less than the investment"}
          </dd>
        </div>
        <div className="rounded-md bg-white p-3">
          <dt className="text-sm text-muted-foreground">Payback period</dt>
          <dd className="text-2xl font-bold">{formatPaybackMonths(result.paybackMonths)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
