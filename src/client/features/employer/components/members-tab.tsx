import { Users } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { EmptyState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import type { TeamMember } from "../../../../contracts/employer";
import { ShowMoreRows, TeamListSearch, usePagedRows } from "./paged-list";

/** Rows rendered at a time; Show more adds as many (a team can have thousands of members). */
export const MEMBERS_PAGE = 50;

/** spec 1 §2 Team Members: Employee, Department, Current Pathway, Progress, Last Activity. */
export function MembersTab({ members }: { members: TeamMember[] }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? members.filter((m) =>
          [m.name, m.email, m.department ?? "", m.activePathway ?? ""].some((f) => f.toLowerCase().includes(term)),
        )
      : members;
  }, [members, search]);
  const paged = usePagedRows(matching, MEMBERS_PAGE);
  const { shown } = paged;

  if (members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No team members yet"
        description="People your organisation adds as members appear here with their progress."
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-base font-semibold text-foreground">
          Team Members
        </h3>
        <TeamListSearch
          id={`${id}-search`}
          label="Search team members"
          value={search}
          onChange={(value) => {
            setSearch(value);
            paged.restart();
          }}
          className="sm:w-72"
        />
      </div>
      {/* Phones scroll the table sideways. */}
      <Table scrollLabel="Team members table" containerClassName="rounded-xl border bg-white" className="min-w-[44rem]">
        <TableCaption className="sr-only">
          Team members with their department, current pathway, progress and last activity
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Employee</TableHead>
            <TableHead>Department</TableHead>
            <TableHead>Current Pathway</TableHead>
            <TableHead>Progress</TableHead>
            <TableHead>Last Activity</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((member) => (
            <TableRow key={member.id}>
              <TableHead scope="row" className="font-normal">
                <span className="block font-medium text-foreground">{member.name}</span>
                <span className="block text-xs text-muted-foreground">{member.email}</span>
              </TableHead>
              <TableCell className="text-body">{member.department ?? "—"}</TableCell>
              <TableCell className="text-body">
                {member.activePathway ?? "None yet"}
                {/* Issue 10: assigned pathways past their due date and not yet completed. */}
                {member.overdueAssignments > 0 && (
                  <Badge variant="destructive" className="ml-2">
                    {member.overdueAssignments === 1 ? "Overdue" : `${member.overdueAssignments} overdue`}
                  </Badge>
                )}
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <Progress className="w-24" value={member.progress} aria-label={`${member.name} progress`} />
                  <span className="text-body">{member.progress}%</span>
                </div>
              </TableCell>
              <TableCell className="text-body">
                {member.lastActivity ? (
                  <time dateTime={member.lastActivity}>{formatDate(member.lastActivity)}</time>
                ) : (
                  "No activity yet"
                )}
              </TableCell>
            </TableRow>
          ))}
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                No team members match “{search.trim()}”.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ShowMoreRows paged={paged} of={`${matching.length} team members`} />
    </section>
  );
}
