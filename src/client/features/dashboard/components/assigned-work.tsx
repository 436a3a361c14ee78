import { AlertTriangle, CalendarClock, CheckCircle2, ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatLongDate } from "@/lib/format";
import type { AssignedWork as Work } from "../../../../contracts/guided-start";
import { paths } from "../../../../contracts/routes";
import { type DueUrgency, dueInWords, dueUrgency } from "../../../../domain/assigned-work";
import { ukToday } from "../../../../domain/due-dates";
import { plural } from "../../../../domain/plural";
import { useAssignedWork } from "../api/get-assigned-work";

/** Overdue and due soon in words and in colour (with an icon), never colour alone. */
const TONE: Record<DueUrgency, string> = {
  overdue: "border-destructive/40 bg-destructive-surface text-destructive",
  dueSoon: "border-warning-border bg-warning-surface text-warning-foreground",
  later: "text-body",
  noDueDate: "text-body",
  done: "text-success",
};

/**
 * Issue 45 item 3: the work the learner's organisation assigned, at the top of the dashboard: overdue
 * first ("Overdue by 3 days"), then due soon, later and undated; nothing shows for a learner without any.
 */
export function AssignedWork({ today = ukToday(new Date()) }: { today?: string }) {
  const work = useAssignedWork();
  if (work.isPending) return <Skeleton className="h-24" role="status" aria-label="Loading your assigned work" />;
  if (work.isError) return <QueryError title="Failed to load your assigned work" onRetry={() => work.refetch()} />;
  if (work.data.length === 0) return null;
  const open = work.data.filter((w) => !w.completed);
  const overdue = open.filter((w) => dueUrgency(w, today) === "overdue").length;
  return (
    <SectionCard
      title="Assigned to you"
      headingId="assigned-work-heading"
      icon={<ClipboardList className="size-5 text-icon" aria-hidden="true" />}
      description={
        open.length === 0
          ? "You have completed everything assigned to you."
          : `${plural(open.length, "pathway", "pathways")} to complete${overdue > 0 ? `, ${overdue} overdue` : ""}.`
      }
    >
      <ul className="grid gap-3">
        {work.data.map((item) => (
          <AssignedItem key={item.pathwayId} item={item} today={today} />
        ))}
      </ul>
    </SectionCard>
  );
}

function AssignedItem({ item, today }: { item: Work; today: string }) {
  const urgency = dueUrgency(item, today);
  const words = dueInWords(item, today);
  const Icon = urgency === "overdue" ? AlertTriangle : urgency === "done" ? CheckCircle2 : CalendarClock;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border bg-surface p-4">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug text-foreground">{item.title}</h3>
        <p className="text-sm text-body">
          {ofModules(item)}
          {item.organizationName ? ` · assigned by ${item.organizationName}` : ""}
        </p>
      </div>
      {(words || item.dueDate) && (
        <p
          className={cn(
            "flex items-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium",
            TONE[urgency],
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {words ?? "Due"}
            {item.dueDate && urgency !== "done" && (
              <span className="font-normal"> ({formatLongDate(`${item.dueDate}T12:00:00Z`)})</span>
            )}
          </span>
        </p>
      )}
      {!item.completed && (
        <Link
          to={item.nextModuleId ? paths.module(item.nextModuleId) : paths.pathways}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          {item.modulesDone > 0 ? "Continue" : "Start"}
          <span className="sr-only"> {item.title}</span>
        </Link>
      )}
    </li>
  );
}

const ofModules = (item: Work) => `${item.modulesDone} of ${plural(item.moduleCount, "module", "modules")} done`;
