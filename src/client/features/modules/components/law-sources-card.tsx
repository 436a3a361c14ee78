import { Scale } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatLongDate } from "@/lib/format";
import type { ModuleDetail } from "../../../../contracts/learning";

/**
 * Issue 47 item 1: the law a module teaches, each with its primary source and whether it is in force,
 * and the day it was last checked. Nothing shows for a module that records none.
 */
export function LawSourcesCard({ module }: { module: Pick<ModuleDetail, "legalSources" | "reviewedOn"> }) {
  if (module.legalSources.length === 0 && module.reviewedOn === null) return null;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          Law and sources
        </h2>
        {module.reviewedOn && (
          <p className="text-sm text-muted-foreground">
            Checked against these sources on{" "}
            <time dateTime={module.reviewedOn}>{formatLongDate(module.reviewedOn)}</time>.
          </p>
        )}
      </CardHeader>
      {module.legalSources.length > 0 && (
        <CardContent>
          <ul className="space-y-3">
            {module.legalSources.map((source) => (
              <li key={source.title}>
                <a
                  href={source.url}
                  className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
                  target="_blank"
                  rel="noreferrer"
                >
                  {source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {source.status && <p className="text-sm text-body">{source.status}</p>}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
