import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { usePathways } from "@/components/api/get-pathways";
import { DueDateField, notPastDueDate } from "@/components/due-date-field";
import { DialogFormActions } from "@/components/form-actions";
import { FormDialog } from "@/components/form-dialog";
import { MemberPickerField } from "@/components/member-picker";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/select";
import { setServerFieldErrors } from "@/lib/form-errors";
import type { AssignPathwayInput, TeamMember } from "../../../../contracts/employer";
import { assignPathwaySchema } from "../../../../contracts/employer";
import { useAssignPathway } from "../api/assign-pathway";

/** At most this many people are listed at once; the search narrows a large team. */
const SHOWN_MEMBERS = 100;

/** The contract's fields, read from the dialog; a due date (optional) must not be in the past. */
const assignFormSchema = assignPathwaySchema.extend({
  pathwayId: z.string().min(1, "Choose a pathway").transform(Number).pipe(assignPathwaySchema.shape.pathwayId),
  // Issue 10: an optional due date; reminders go out 7 days and 1 day before, and when it has passed.
  dueDate: notPastDueDate(assignPathwaySchema.shape.dueDate),
});
type AssignFormValues = z.input<typeof assignFormSchema>;

/** Assign New Pathway: choose a pathway (GET /api/pathways), tick team members, Assign. */
export function AssignPathwayDialog({
  open,
  onOpenChange,
  organizationId,
  members,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organisation the analytics are of (the active one). */
  organizationId: string;
  members: TeamMember[];
}) {
  const pathways = usePathways();
  const assign = useAssignPathway(organizationId);
  const [search, setSearch] = useState("");
  const form = useForm<AssignFormValues, unknown, AssignPathwayInput>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { pathwayId: "", dueDate: "", memberIds: [] },
  });
  const [pathwayId, memberIds] = useWatch({ control: form.control, name: ["pathwayId", "memberIds"] });

  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (
      term
        ? members.filter((m) =>
            [m.name, m.email, m.department ?? ""].some((field) => field.toLowerCase().includes(term)),
          )
        : members
    ).map((m) => ({
      id: m.id,
      name: m.name,
      detail: `${m.department ?? "No department"}${m.activePathway ? ` · ${m.activePathway}` : ""}`,
    }));
  }, [members, search]);

  const onSubmit = form.handleSubmit((input) =>
    assign.mutate(input, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => setServerFieldErrors(form.setError, error, ["pathwayId", "memberIds", "dueDate"]),
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign New Pathway"
      description="Choose a pathway and the team members to enrol in it."
      className="max-w-xl"
      form={form}
      onSubmit={onSubmit}
      actions={
        <DialogFormActions
          submitLabel="Assign"
          pendingLabel="Assigning..."
          pending={assign.isPending}
          disabled={memberIds.length === 0 || !pathwayId}
        />
      }
    >
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

      <DueDateField
        control={form.control}
        name="dueDate"
        hint="Team members are reminded 7 days and 1 day before, and when it is overdue."
      />

      <MemberPickerField
        control={form.control}
        name="memberIds"
        words={{
          legend: "Team members",
          searchLabel: "Search team members",
          placeholder: "Search by name, email or department",
          noMatch: "No team members match.",
        }}
        search={search}
        onSearchChange={setSearch}
        members={matching}
        limit={SHOWN_MEMBERS}
      />
    </FormDialog>
  );
}
