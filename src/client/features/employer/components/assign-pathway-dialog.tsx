import { type FormEvent, useId, useMemo, useState } from "react";
import type { TeamMember } from "../../../../contracts/employer";
import { assignPathwaySchema } from "../../../../contracts/employer";
import { usePathways } from "../../../components/api/get-pathways";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { useAssignPathway } from "../api/assign-pathway";

/** At most this many people are listed at once; the search narrows a large team. */
const SHOWN_MEMBERS = 100;

/** Assign New Pathway: choose a pathway (GET /api/pathways), tick team members, Assign. */
export function AssignPathwayDialog({
  open,
  onOpenChange,
  members,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: TeamMember[];
}) {
  const id = useId();
  const pathways = usePathways();
  const assign = useAssignPathway();
  const [pathwayId, setPathwayId] = useState("");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [error, setError] = useState<string>();
  // Issue 10: an optional due date; reminders go out 7 days and 1 day before, and when it has passed.
  const [dueDate, setDueDate] = useState("");
  const [dueDateError, setDueDateError] = useState<string>();
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/London" });

  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? members.filter((m) => [m.name, m.email, m.department ?? ""].some((field) => field.toLowerCase().includes(term)))
      : members;
  }, [members, search]);
  const shown = matching.slice(0, SHOWN_MEMBERS);

  const toggle = (memberId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(memberId);
      else next.delete(memberId);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dueDate && dueDate < today) {
      setDueDateError("Due date cannot be in the past");
      return;
    }
    setDueDateError(undefined);
    const parsed = assignPathwaySchema.safeParse({
      pathwayId: Number(pathwayId),
      memberIds: [...selected],
      ...(dueDate ? { dueDate } : {}),
    });
    if (!parsed.success) {
      const dueIssue = parsed.error.issues.find((issue) => issue.path[0] === "dueDate");
      if (dueIssue) {
        setDueDateError(dueIssue.message);
        return;
      }
      setError(pathwayId ? parsed.error.issues[0]?.message : "Choose a pathway");
      return;
    }
    setError(undefined);
    assign.mutate(parsed.data, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign New Pathway</DialogTitle>
          <DialogDescription>Choose a pathway and the team members to enrol in it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pathway`}>Pathway</Label>
            <NativeSelect
              id={`${id}-pathway`}
              value={pathwayId}
              onChange={(event) => setPathwayId(event.target.value)}
              disabled={!pathways.data}
            >
              <option value="">
                {pathways.isPending
                  ? "Loading pathways..."
                  : pathways.isError
                    ? "Pathways failed to load"
                    : "Choose a pathway"}
              </option>
              {pathways.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </NativeSelect>
            {pathways.isError && (
              <Button
                type="button"
                variant="link"
                className="h-auto justify-start p-0"
                onClick={() => pathways.refetch()}
              >
                Retry loading pathways
              </Button>
            )}
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-due`}>Due date (optional)</Label>
            <Input
              id={`${id}-due`}
              type="date"
              min={today}
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              aria-invalid={dueDateError ? true : undefined}
              aria-describedby={`${id}-due-hint${dueDateError ? ` ${id}-due-error` : ""}`}
            />
            <p id={`${id}-due-hint`} className="text-xs text-muted-foreground">
              Team members are reminded 7 days and 1 day before, and when it is overdue.
            </p>
            <FieldError id={`${id}-due-error`} message={dueDateError} />
          </div>

          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-medium">Team members</legend>
            <Label htmlFor={`${id}-search`} className="sr-only">
              Search team members
            </Label>
            <Input
              id={`${id}-search`}
              type="search"
              placeholder="Search by name, email or department"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span aria-live="polite">
                {selected.size} selected
                {matching.length > SHOWN_MEMBERS
                  ? ` · showing ${SHOWN_MEMBERS} of ${matching.length}, search to narrow`
                  : ""}
              </span>
              <span className="flex gap-3">
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0 text-xs"
                  onClick={() => setSelected((current) => new Set([...current, ...shown.map((m) => m.id)]))}
                >
                  Select all shown
                </Button>
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0 text-xs"
                  onClick={() => setSelected(new Set())}
                >
                  Clear
                </Button>
              </span>
            </div>
            <ul className="max-h-64 overflow-y-auto rounded-md border">
              {shown.length === 0 && <li className="p-3 text-sm text-muted-foreground">No team members match.</li>}
              {shown.map((member) => (
                <li key={member.id} className="border-b last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={selected.has(member.id)}
                      onChange={(event) => toggle(member.id, event.target.checked)}
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block truncate font-medium text-slate-900">{member.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {member.department ?? "No department"}
                        {member.activePathway ? ` · ${member.activePathway}` : ""}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <FieldError id={`${id}-error`} message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={assign.isPending || selected.size === 0 || !pathwayId}>
              {assign.isPending ? "Assigning..." : "Assign"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
