import { Users } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { TeamMember } from "../../../../contracts/employer";
import { EmptyState } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { Progress } from "../../../components/ui/progress";
import { formatDate } from "../../../lib/format";

/** Rows rendered at a time; Show more adds as many (a team can have thousands of members). */
export const MEMBERS_PAGE = 50;

/** spec 1 §2 Team Members: Employee, Department, Current Pathway, Progress, Last Activity. */
export function MembersTab({ members }: { members: TeamMember[] }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(MEMBERS_PAGE);
  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? members.filter((m) =>
          [m.name, m.email, m.department ?? "", m.activePathway ?? ""].some((f) => f.toLowerCase().includes(term)),
        )
      : members;
  }, [members, search]);
  const shown = matching.slice(0, limit);

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
        <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          Team Members
        </h3>
        <div className="grid w-full gap-1 sm:w-72">
          <Label htmlFor={`${id}-search`}>Search team members</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Name, department or pathway"
            onChange={(event) => {
              setSearch(event.target.value);
              setLimit(MEMBERS_PAGE);
            }}
          />
        </div>
      </div>
      {/* Phones scroll the table sideways. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Team members table"
        className="overflow-x-auto rounded-xl border bg-white"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">
            Team members with their department, current pathway, progress and last activity
          </caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Employee
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Department
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Current Pathway
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Progress
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last Activity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((member) => (
              <tr key={member.id}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-medium text-slate-900">{member.name}</span>
                  <span className="block text-xs text-muted-foreground">{member.email}</span>
                </th>
                <td className="px-4 py-3 text-slate-700">{member.department ?? "—"}</td>
                <td className="px-4 py-3 text-slate-700">{member.activePathway ?? "None yet"}</td>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-2">
                    <Progress className="w-24" value={member.progress} aria-label={`${member.name} progress`} />
                    <span className="text-slate-700">{member.progress}%</span>
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {member.lastActivity ? (
                    <time dateTime={member.lastActivity}>{formatDate(member.lastActivity)}</time>
                  ) : (
                    "No activity yet"
                  )}
                </td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-muted-foreground">
                  No team members match “{search.trim()}”.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          Showing {shown.length} of {matching.length} team members
        </p>
        {matching.length > shown.length && (
          <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + MEMBERS_PAGE)}>
            Show more
          </Button>
        )}
      </div>
    </section>
  );
}
