import { CheckCircle2, Circle, Clock, Layers, Users } from "lucide-react";
import { Link } from "react-router";
import type { Pathway } from "../../contracts/learning";
import { paths } from "../../contracts/routes";
import { ukToday } from "../../domain/due-dates";
import { formatLearningMinutes } from "../../domain/learning-time";
import { plural } from "../../domain/plural";
import { useEnrollPathway } from "./api/enroll-pathway";
import { PillarBadge } from "./pillar-badge";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Progress } from "./ui/progress";

/** The module a learner continues with: the first one of the pathway not yet completed. */
export const nextPathwayModule = (pathway: Pathway) =>
  pathway.modules.find((m) => !m.isCompleted) ?? pathway.modules[0];

/** Enrol for a pathway not yet started; afterwards Continue opens its next module. */
export function PathwayAction({ pathway, size = "sm" }: { pathway: Pathway; size?: "sm" | "default" }) {
  const enroll = useEnrollPathway();
  const next = nextPathwayModule(pathway);
  if (pathway.isEnrolled && next) {
    const done = pathway.progress >= 100;
    return (
      <Button asChild size={size} variant={done ? "outline" : "default"}>
        <Link to={paths.module(next.id)} aria-label={`${done ? "Review" : "Continue"}: ${pathway.title}`}>
          {done ? "Review" : "Continue"}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant="accent"
      disabled={enroll.isPending}
      onClick={() => enroll.mutate(pathway.id)}
      aria-label={`Enrol: ${pathway.title}`}
    >
      {enroll.isPending ? "Enrolling..." : "Enrol"}
    </Button>
  );
}

export function PathwayFacts({ pathway }: { pathway: Pathway }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Layers className="size-3.5" aria-hidden="true" />
        {plural(pathway.moduleCount, "module", "modules")}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {formatLearningMinutes(pathway.estimatedHours * 60)}
      </span>
      {pathway.enrollmentCount > 0 && (
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {pathway.enrollmentCount} enrolled
        </span>
      )}
    </p>
  );
}

const dueText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Issue 10: "Assigned", its due date, and "Overdue" once it has passed with modules still to do. */
export function AssignmentBadge({ pathway }: { pathway: Pathway }) {
  if (!pathway.assignment) return null;
  const { dueDate } = pathway.assignment;
  const overdue = dueDate !== null && dueDate < ukToday(new Date()) && pathway.progress < 100;
  return (
    <>
      <Badge variant="accent">{dueDate ? `Assigned · due ${dueText(dueDate)}` : "Assigned"}</Badge>
      {overdue && <Badge variant="destructive">Overdue</Badge>}
    </>
  );
}

/** A pathway with its facts and progress; `detailed` adds the topics and the module list. */
export function PathwayCard({ pathway, detailed = false }: { pathway: Pathway; detailed?: boolean }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{pathway.level}</Badge>
        <span className="text-xs text-muted-foreground">{pathway.category}</span>
        {pathway.isEnrolled && <Badge variant="outline">Enrolled</Badge>}
        <AssignmentBadge pathway={pathway} />
      </div>
      <h3 className="font-semibold leading-snug text-foreground">{pathway.title}</h3>
      <p className="text-sm text-muted-foreground">{pathway.description}</p>
      <PathwayFacts pathway={pathway} />
      {detailed && pathway.topics.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
          {pathway.topics.map((topic) => (
            <li key={topic} className="rounded-full bg-primary-surface px-2 py-0.5 text-xs text-primary-strong">
              {topic}
            </li>
          ))}
        </ul>
      )}
      {detailed && (
        <details className="group rounded-lg border bg-surface text-sm">
          <summary className="cursor-pointer px-3 py-2 font-medium text-prose">
            Modules in this pathway ({pathway.modules.length})
          </summary>
          <ol className="grid grid-cols-1 gap-1 border-t px-3 py-2">
            {pathway.modules.map((m) => (
              <li key={m.id} className="flex items-center gap-2">
                {m.isCompleted ? (
                  <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Completed" />
                ) : (
                  <Circle className="size-4 shrink-0 text-faint" aria-hidden="true" />
                )}
                <Link to={paths.module(m.id)} className="min-w-0 flex-1 truncate text-prose hover:underline">
                  {m.title}
                </Link>
                <PillarBadge pillar={m.pivotPillar} className="hidden sm:inline-flex" />
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className="mt-auto flex items-center gap-3 pt-1">
        <Progress value={pathway.progress} aria-label={`${pathway.title} progress`} className="h-1.5" />
        <span className="w-10 shrink-0 text-right text-xs text-muted-foreground">{pathway.progress}%</span>
        <PathwayAction pathway={pathway} />
      </div>
    </article>
  );
}
