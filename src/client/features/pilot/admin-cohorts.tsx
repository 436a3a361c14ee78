import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/form-actions";
import { FormDialog } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { QueryStates } from "@/components/query-state";
import { RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatGBP } from "@/lib/format";
import {
  type PilotCohort,
  type PilotCohortFormValues,
  type PilotCohortInput,
  pilotCohortFormSchema,
} from "../../../contracts/pilot";
import { formatCalendarDay } from "../../../domain/calendar-day";
import { pilotPeriod } from "../../../domain/pilot-cohort";
import { useAdminPilotCohorts, useCreatePilotCohort, useUpdatePilotCohort } from "./api/admin-pilot-cohorts";

const EMPTY: PilotCohortFormValues = {
  name: "",
  startsOn: "",
  endsOn: "",
  applicationsCloseOn: "",
  places: "12",
  price: "1000",
};

const toFormValues = (cohort: PilotCohort): PilotCohortFormValues => ({
  name: cohort.name,
  startsOn: cohort.startsOn,
  endsOn: cohort.endsOn,
  applicationsCloseOn: cohort.applicationsCloseOn,
  places: String(cohort.places),
  price: (cohort.pricePence / 100).toFixed(cohort.pricePence % 100 === 0 ? 0 : 2),
});

const price = (pence: number) => (pence === 0 ? "Free" : formatGBP(pence / 100, true));

/** Create or edit a cohort: the dates in order, at least one place, a price of £0 or more. */
function CohortDialog({
  cohort,
  open,
  onOpenChange,
}: {
  /** null: a new cohort. */
  cohort: PilotCohort | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<PilotCohortFormValues, unknown, PilotCohortInput>({
    resolver: zodResolver(pilotCohortFormSchema),
    defaultValues: cohort ? toFormValues(cohort) : EMPTY,
  });
  const create = useCreatePilotCohort();
  const update = useUpdatePilotCohort();
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (cohort) await update.mutateAsync({ id: cohort.id, patch: values });
      else await create.mutateAsync(values);
      toast({ title: cohort ? "Cohort saved" : "Cohort created", description: values.name });
      onOpenChange(false);
    } catch (failure) {
      const issues = fieldErrors(failure);
      for (const [field, message] of Object.entries(issues)) {
        const name = field === "pricePence" ? "price" : field;
        if (name in EMPTY) form.setError(name as keyof PilotCohortFormValues, { message });
      }
      toast({ variant: "destructive", title: "The cohort could not be saved", description: errorMessage(failure) });
    }
  });

  const { control } = form;
  const title = cohort ? `Edit ${cohort.name}` : "New cohort";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="The pilot page shows the open cohort that closes soonest; once applications close, visitors join the waiting list."
      form={form}
      onSubmit={onSubmit}
      formLabel={title}
      formClassName="grid gap-4 sm:grid-cols-2"
      actions={
        <FormActions
          className="flex gap-3 sm:col-span-2"
          submitLabel={cohort ? "Save Cohort" : "Create Cohort"}
          pendingLabel="Saving..."
          pending={saving}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <TextField
        control={control}
        name="name"
        label="Cohort name"
        required
        hint='Shown as "Applications for the … cohort closed", e.g. Spring 2027'
        className="sm:col-span-2"
      />
      <TextField control={control} name="startsOn" label="Start date" required type="date" />
      <TextField control={control} name="endsOn" label="End date" required type="date" />
      <TextField
        control={control}
        name="applicationsCloseOn"
        label="Applications close on"
        required
        type="date"
        hint="On or before the start date; the whole day counts (UK time)"
        className="sm:col-span-2"
      />
      <TextField control={control} name="places" label="Places" required inputMode="numeric" hint="At least 1" />
      <TextField
        control={control}
        name="price"
        label="Price (£)"
        required
        inputMode="decimal"
        hint="Per organisation for the whole pilot; 0 for free"
      />
    </FormDialog>
  );
}

/** Issue 26 item 4: the pilot's cohorts, their dates, places and price, created and edited here. */
export function AdminCohorts() {
  const cohorts = useAdminPilotCohorts();
  // The dialog mounts afresh for each cohort (its key), so its form starts from that cohort's values.
  const [editing, setEditing] = useState<{ cohort: PilotCohort | null; key: number } | null>(null);
  const openDialog = (cohort: PilotCohort | null) => setEditing({ cohort, key: Date.now() });

  return (
    <section aria-labelledby="cohorts-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="cohorts-title" className="text-xl font-semibold text-heading">
          Pilot cohorts
        </h2>
        <Button onClick={() => openDialog(null)}>
          <CalendarPlus aria-hidden="true" />
          New Cohort
        </Button>
      </div>
      <QueryStates
        query={cohorts}
        loadingLabel="Loading cohorts"
        error={{
          title: `Pilot cohorts could not be loaded: ${errorMessage(cohorts.error)}`,
          description: null,
          retryLabel: "Try again",
        }}
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: CalendarPlus,
          title: "No cohorts yet",
          description: "Create one to open applications on the pilot page.",
        }}
      >
        {(data) => (
          <RecordTable
            label="Pilot cohorts, the latest start first"
            className="min-w-[48rem]"
            columns={["Cohort", "Dates", "Applications close", "Places", "Price", "Applications", "Status"]}
            actionsColumn
          >
            {data.map((cohort) => (
              <TableRow key={cohort.id}>
                <TableHead scope="row" className="text-foreground">
                  {cohort.name}
                </TableHead>
                <TableCell>
                  {pilotPeriod(cohort)}
                  <div className="text-muted-foreground">
                    {formatCalendarDay(cohort.startsOn)} to {formatCalendarDay(cohort.endsOn)}
                  </div>
                </TableCell>
                <TableCell>{formatCalendarDay(cohort.applicationsCloseOn)}</TableCell>
                <TableCell>{cohort.places}</TableCell>
                <TableCell>{price(cohort.pricePence)}</TableCell>
                <TableCell>{cohort.applications}</TableCell>
                <TableCell>
                  <Badge variant={cohort.status === "open" ? "default" : "secondary"}>
                    {cohort.status === "open" ? "Open" : "Closed"}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Button variant="outline" size="sm" onClick={() => openDialog(cohort)}>
                    <Pencil aria-hidden="true" />
                    Edit<span className="sr-only"> {cohort.name}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </RecordTable>
        )}
      </QueryStates>
      {editing && (
        <CohortDialog
          key={editing.key}
          cohort={editing.cohort}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </section>
  );
}
