import { CalendarClock } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { EmptyState } from "@/components/query-state";
import { RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { plural } from "../../../../domain/plural";
import { formatDueDate } from "../format";
import { ShowMoreRows, TeamListSearch, usePagedRows } from "./paged-list";

/** Rows rendered at a time; Show more adds as many. */
export const ASSIGNMENTS_PAGE = 50;

type StatusFilter = "all" | "overdue" | "open" | "completed";
const STATUS_LABELS: Record<StatusFilter, string> = {
  all: "All assignments",
  overdue: "Overdue",
  open: "Not yet completed",
  completed: "Completed",
};

/**
 * Issue 26: who is assigned which pathway, each with its due date; overdue ones marked. Soonest due
 * first (the server's order), those without a due date last.
 */
export function AssignmentList({ analytics }: { analytics: OrganizationAnalytics }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");

  const rows = useMemo(() => {
    const members = new Map(analytics.members.map((m) => [m.id, m]));
    const pathways = new Map(analytics.pathways.map((p) => [p.id, p]));
    return analytics.assignments.map((a) => ({
      ...a,
      memberName: members.get(a.memberId)?.name ?? "A former team member",
      department: members.get(a.memberId)?.department ?? null,
      pathwayTitle: pathways.get(a.pathwayId)?.title ?? "A removed pathway",
    }));
  }, [analytics]);
  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (status === "all" ||
          (status === "overdue" && r.overdue) ||
          (status === "open" && !r.completed) ||
          (status === "completed" && r.completed)) &&
        (!term || [r.memberName, r.pathwayTitle, r.department ?? ""].some((f) => f.toLowerCase().includes(term))),
    );
  }, [rows, search, status]);
  const paged = usePagedRows(matching, ASSIGNMENTS_PAGE);
  const { shown } = paged;
  const overdue = rows.filter((r) => r.overdue).length;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-base font-semibold text-foreground">
            Assignments
          </h2>
          <p className="text-sm text-muted-foreground">
            {plural(rows.length, "pathway assigned", "pathways assigned")}
            {overdue > 0 ? ` · ${overdue} overdue` : ""}
          </p>
        </div>
        {rows.length > 0 && (
          <div className="flex w-full flex-wrap gap-3 sm:w-auto">
            <TeamListSearch
              id={`${id}-search`}
              label="Search assignments"
              value={search}
              onChange={(value) => {
                setSearch(value);
                paged.restart();
              }}
              className="sm:w-56"
            />
            <div className="grid w-full gap-1 sm:w-48">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as StatusFilter);
                  paged.restart();
                }}
              >
                {(Object.keys(STATUS_LABELS) as StatusFilter[]).map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title="No pathways assigned yet"
          description="Assign a pathway to team members, with a due date if you like; each assignment shows here."
        />
      ) : (
        <>
          <RecordTable
            label="Assignments table"
            caption="Pathways assigned to team members, with their due dates and status"
            className="min-w-[40rem]"
            columns={["Team member", "Pathway", "Due date", "Status"]}
          >
            {shown.map((row) => (
              <TableRow key={`${row.memberId}-${row.pathwayId}`}>
                <TableHead scope="row" className="font-normal">
                  <span className="block font-medium text-foreground">{row.memberName}</span>
                  <span className="block text-xs text-muted-foreground">{row.department ?? "No department"}</span>
                </TableHead>
                <TableCell className="text-body">{row.pathwayTitle}</TableCell>
                <TableCell className="whitespace-nowrap text-body">
                  {row.dueDate ? <time dateTime={row.dueDate}>{formatDueDate(row.dueDate)}</time> : "No due date"}
                </TableCell>
                <TableCell>
                  {row.completed ? (
                    <Badge variant="outline" className="border-success-border bg-success-surface text-success-strong">
                      Completed
                    </Badge>
                  ) : row.overdue ? (
                    <Badge variant="destructive">Overdue</Badge>
                  ) : (
                    <Badge variant="secondary">In progress</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                  No assignments match these filters.
                </TableCell>
              </TableRow>
            )}
          </RecordTable>
          <ShowMoreRows paged={paged} of={plural(matching.length, "assignment", "assignments")} />
        </>
      )}
    </section>
  );
}
