import { Flame, Users } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { PAGE_SIZE } from "../../../../contracts/team";
import { plural } from "../../../../domain/plural";
import { useTeamMembers } from "../api/get-team-members";
import { Avatar } from "./avatar";
import { Pager } from "./pager";

const STATUS_LABEL = { online: "Online", learning: "Learning now", offline: "Offline" } as const;

/** Team Overview: teammates 20 at a time with streak, modules completed, status and current module. */
export function MembersList({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const members = useTeamMembers(organizationId, page);
  return (
    <SectionCard
      title="Team Overview"
      headingId="team-members-heading"
      description={members.data ? `${members.data.total} team members` : undefined}
    >
      {members.isError ? (
        <QueryError title="Failed to load team members" onRetry={() => members.refetch()} />
      ) : members.isPending ? (
        <Skeleton className="h-48" />
      ) : members.data.members.length === 0 ? (
        <EmptyState icon={Users} title="No team members yet" description="Members your employer adds appear here." />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {members.data.members.map((m, i) => (
              <li key={`${page}-${i}-${m.name}`} className="flex min-w-0 items-start gap-3 rounded-lg border p-3">
                <Avatar initials={m.initials} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-foreground">{m.name}</p>
                    <Badge variant={m.status === "offline" ? "outline" : "secondary"}>{STATUS_LABEL[m.status]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{m.department ?? "No department"}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-body">
                    <span>{plural(m.completedModules, "module", "modules")} completed</span>
                    <span className="inline-flex items-center gap-1">
                      <Flame className="size-4 text-streak-icon" aria-hidden="true" />
                      {m.learningStreak}-day streak
                    </span>
                  </p>
                  {m.currentModule && <p className="truncate text-sm text-body">Latest: {m.currentModule}</p>}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={members.data.total}
            pageSize={PAGE_SIZE}
            hasMore={page * PAGE_SIZE < members.data.total}
            label="Team members"
            onPage={setPage}
          />
        </>
      )}
    </SectionCard>
  );
}
