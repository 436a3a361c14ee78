import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SelectField, TextField } from "@/components/form-fields";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined, localToIso, numberFromText } from "@/lib/form-values";
import { type CreateEventInput, createEventSchema, EVENT_TYPES } from "../../../../contracts/team";
import { useCreateTeamEvent } from "../api/create-team-event";
import { FormDialog } from "./form-dialog";

/** The contract's fields, read from the dialog's text boxes; the date and time must also be ahead of now. */
const eventFormSchema = createEventSchema.extend({
  type: blankAsUndefined(createEventSchema.shape.type),
  startsAt: z
    .string()
    .min(1, "Choose a date and time")
    .refine((value) => new Date(value).getTime() >= Date.now(), "Date and time must be in the future")
    .transform(localToIso)
    .pipe(createEventSchema.shape.startsAt),
  durationMinutes: numberFromText(createEventSchema.shape.durationMinutes),
});
type EventFormValues = z.input<typeof eventFormSchema>;
const FIELDS = ["title", "type", "topic", "startsAt", "durationMinutes"] as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Schedule Event: title, type, topic, date and time, duration; a suggested session fills some in.
 * Open while there is a draft (empty for a new event); each opening starts from its draft.
 */
export function ScheduleEventDialog({
  draft,
  ...props
}: {
  draft: Partial<CreateEventInput> | null;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
}) {
  return draft ? <ScheduleEventForm draft={draft} {...props} /> : null;
}

function ScheduleEventForm({
  draft,
  onOpenChange,
  organizationId,
}: {
  draft: Partial<CreateEventInput>;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
}) {
  const create = useCreateTeamEvent();
  const form = useForm<EventFormValues, unknown, CreateEventInput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: {
      title: draft.title ?? "",
      type: draft.type ?? "",
      topic: "",
      startsAt: "",
      durationMinutes: draft.durationMinutes ? String(draft.durationMinutes) : "",
    },
  });

  const onSubmit = form.handleSubmit((event) =>
    create.mutate(
      { organizationId, event },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => setServerFieldErrors(form.setError, error, FIELDS),
      },
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Schedule Event"
      description="Everyone in your organisation is told and can join."
      submitLabel="Schedule Event"
      pending={create.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="title" label="Title" unmarked maxLength={120} />
      <SelectField
        control={form.control}
        name="type"
        label="Type"
        unmarked
        placeholder="Choose a type"
        options={EVENT_TYPES}
        optionLabel={capitalised}
      />
      <TextField control={form.control} name="topic" label="Topic" unmarked maxLength={200} />
      <TextField control={form.control} name="startsAt" label="Date and time" unmarked type="datetime-local" />
      <TextField
        control={form.control}
        name="durationMinutes"
        label="Duration (minutes)"
        unmarked
        type="number"
        inputMode="numeric"
        min={5}
        max={480}
      />
    </FormDialog>
  );
}
