import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { usePathways } from "@/components/api/get-pathways";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input, Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined } from "@/lib/form-values";
import type { AssignPathwayInput, TeamMember } from "../../../../contracts/employer";
import { assignPathwaySchema } from "../../../../contracts/employer";
import { ukToday } from "../../../../domain/due-dates";
import { useAssignPathway } from "../api/assign-pathway";

/** At most this many people are listed at once; the search narrows a large team. */
const SHOWN_MEMBERS = 100;

/** The contract's fields, read from the dialog; a due date (optional) must not be in the past. */
const assignFormSchema = assignPathwaySchema.extend({
  pathwayId: z.string().min(1, "Choose a pathway").transform(Number).pipe(assignPathwaySchema.shape.pathwayId),
  // Issue 10: an optional due date; reminders go out 7 days and 1 day before, and when it has passed.
  dueDate: blankAsUndefined(
    assignPathwaySchema.shape.dueDate.refine(
      (day) => day === undefined || day >= ukToday(new Date()),
      "Due date cannot be in the past",
    ),
  ),
});
type AssignFormValues = z.input<typeof assignFormSchema>;

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
  const [search, setSearch] = useState("");
  const today = ukToday(new Date());
  const form = useForm<AssignFormValues, unknown, AssignPathwayInput>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { pathwayId: "", dueDate: "", memberIds: [] },
  });
  const [pathwayId, memberIds] = useWatch({ control: form.control, name: ["pathwayId", "memberIds"] });

  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? members.filter((m) => [m.name, m.email, m.department ?? ""].some((field) => field.toLowerCase().includes(term)))
      : members;
  }, [members, search]);
  const shown = matching.slice(0, SHOWN_MEMBERS);

  const onSubmit = form.handleSubmit((input) =>
    assign.mutate(input, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => setServerFieldErrors(form.setError, error, ["pathwayId", "memberIds", "dueDate"]),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign New Pathway</DialogTitle>
          <DialogDescription>Choose a pathway and the team members to enrol in it.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="pathwayId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Pathway</FormLabel>
                  <FormControl>
                    <NativeSelect {...field} disabled={!pathways.data}>
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
                  </FormControl>
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
                  <FormMessage />
                </FormItem>
              )}
            />

            <TextField
              control={form.control}
              name="dueDate"
              label="Due date (optional)"
              unmarked
              type="date"
              min={today}
              hint="Team members are reminded 7 days and 1 day before, and when it is overdue."
            />

            <FormField
              control={form.control}
              name="memberIds"
              render={({ field }) => {
                const toggle = (memberId: string, checked: boolean) =>
                  field.onChange(
                    checked ? [...new Set([...field.value, memberId])] : field.value.filter((m) => m !== memberId),
                  );
                return (
                  <FormItem>
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
                          {field.value.length} selected
                          {matching.length > SHOWN_MEMBERS
                            ? ` · showing ${SHOWN_MEMBERS} of ${matching.length}, search to narrow`
                            : ""}
                        </span>
                        <span className="flex gap-3">
                          <Button
                            type="button"
                            variant="link"
                            className="h-auto p-0 text-xs"
                            onClick={() => field.onChange([...new Set([...field.value, ...shown.map((m) => m.id)])])}
                          >
                            Select all shown
                          </Button>
                          <Button
                            type="button"
                            variant="link"
                            className="h-auto p-0 text-xs"
                            onClick={() => field.onChange([])}
                          >
                            Clear
                          </Button>
                        </span>
                      </div>
                      <ul className="max-h-64 overflow-y-auto rounded-md border">
                        {shown.length === 0 && (
                          <li className="p-3 text-sm text-muted-foreground">No team members match.</li>
                        )}
                        {shown.map((member) => (
                          <li key={member.id} className="border-b last:border-b-0">
                            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted">
                              <input
                                type="checkbox"
                                className="size-4 accent-brand-700"
                                checked={field.value.includes(member.id)}
                                onChange={(event) => toggle(member.id, event.target.checked)}
                              />
                              <span className="min-w-0 text-sm">
                                <span className="block truncate font-medium text-foreground">{member.name}</span>
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
                    <FormMessage />
                  </FormItem>
                );
              }}
            />

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={assign.isPending || memberIds.length === 0 || !pathwayId}>
                {assign.isPending ? "Assigning..." : "Assign"}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
