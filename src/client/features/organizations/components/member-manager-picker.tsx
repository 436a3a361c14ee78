import { UserRoundSearch } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { Member } from "../../../../contracts/organizations";
import { useOrganizationMemberSearch } from "../api/search-organization-members";
import { memberName } from "./member-name";
import { MemberSearchField } from "./member-search-field";

/**
 * The line manager of one member: a button naming the current one, opening a searchable list of the
 * organisation's members (and "No line manager"). The server refuses the person themself and a
 * choice that would make a reporting loop, with a message the caller shows.
 */
export function MemberManagerPicker({
  organizationId,
  member,
  disabled,
  onPick,
}: {
  organizationId: string;
  member: Member;
  disabled?: boolean;
  onPick: (managerId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim());
  const results = useOrganizationMemberSearch(organizationId, query, open);
  const candidates = (results.data?.items ?? []).filter((m) => m.userId !== member.userId);
  const pick = (managerId: string | null) => {
    setOpen(false);
    setQ("");
    if (managerId !== member.managerId) onPick(managerId);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          className="w-full justify-start truncate sm:w-48"
          aria-label={`Line manager of ${memberName(member)}: ${member.managerName ?? "none"}. Change`}
        >
          <UserRoundSearch aria-hidden="true" />
          <span className="truncate">{member.managerName ?? "No line manager"}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Line manager of {memberName(member)}</DialogTitle>
          <DialogDescription>
            Their line manager sees their progress on the Employer Dashboard, with the rest of their reports.
          </DialogDescription>
        </DialogHeader>
        <MemberSearchField value={q} onChange={setQ} />
        {results.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading members…
          </p>
        ) : results.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            Members could not be loaded.
            <Button size="sm" variant="outline" onClick={() => results.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-1" aria-label="Possible line managers">
            {member.managerId && (
              <li>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted"
                  onClick={() => pick(null)}
                >
                  No line manager
                </button>
              </li>
            )}
            {candidates.length === 0 && (
              <li className="px-3 py-2 text-sm text-muted-foreground">
                {query ? "No other member matches." : "There is no other member yet."}
              </li>
            )}
            {candidates.map((m) => (
              <li key={m.userId}>
                <button
                  type="button"
                  aria-current={m.userId === member.managerId ? "true" : undefined}
                  className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted aria-[current=true]:bg-primary-surface"
                  onClick={() => pick(m.userId)}
                >
                  <span className="block font-medium">{memberName(m)}</span>
                  <span className="block break-all text-xs text-muted-foreground">{m.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
