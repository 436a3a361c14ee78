import { Clock } from "lucide-react";
import { Link } from "react-router";
import { PillarBadge } from "@/components/pillar-badge";
import { Button } from "@/components/ui/button";
import type { ModuleSummary } from "../../../../contracts/modules";
import { paths } from "../../../../contracts/routes";
import { durationOf } from "../../../../domain/recommendations";

/** One recommended module: title, pillar, minutes, why, and a way in. */
export function ModulePick({
  module,
  reason,
  action = "Start",
}: {
  module: ModuleSummary;
  reason?: string;
  action?: string;
}) {
  return (
    <li className="grid gap-2 rounded-lg border bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <PillarBadge pillar={module.pivotPillar} />
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {durationOf(module)} min
        </span>
        {module.difficulty && <span className="text-xs text-muted-foreground capitalize">{module.difficulty}</span>}
      </div>
      <h3 className="font-semibold text-foreground">{module.title}</h3>
      {reason && <p className="text-sm text-body">{reason}</p>}
      <Button asChild size="sm" className="justify-self-start">
        <Link to={paths.module(module.id)} aria-label={`${action}: ${module.title}`}>
          {action}
        </Link>
      </Button>
    </li>
  );
}
