import { Scale } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { JEDI_DIMENSIONS } from "../content";

/** spec 2 §2 Overview: four cards with their focus areas, and Start Assessment. */
export function OverviewTab({ onStartAssessment }: { onStartAssessment: () => void }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {JEDI_DIMENSIONS.map((d) => (
          <Card key={d.category} className="flex flex-col gap-3 p-5">
            <h2 className="text-lg font-semibold text-foreground">{d.title}</h2>
            <p className="text-sm text-body">{d.summary}</p>
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-body uppercase">Focus areas</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-body">
                {d.focusAreas.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          </Card>
        ))}
      </div>
      <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Scale className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-body">
            See where your organisation stands on all four dimensions in eight questions, then use the tools here to act
            on the gaps.
          </p>
        </div>
        <Button onClick={onStartAssessment}>Start Assessment</Button>
      </Card>
    </div>
  );
}
