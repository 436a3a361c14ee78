import { useEffect, useId, useState } from "react";
import { type CreateEventInput, createEventSchema, EVENT_TYPES } from "../../../../contracts/team";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { useCreateTeamEvent } from "../api/create-team-event";
import { Field, FormDialog, issuesByField, localToIso } from "./form-dialog";

const EMPTY = { title: "", type: "", topic: "", startsAt: "", durationMinutes: "" };

/** Schedule Event: title, type, topic, date and time, duration; a suggested session fills some in. */
export function ScheduleEventDialog({
  draft,
  onOpenChange,
  organizationId,
}: {
  draft: Partial<CreateEventInput> | null;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
}) {
  const id = useId();
  const create = useCreateTeamEvent();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (draft) {
      setValues({
        ...EMPTY,
        title: draft.title ?? "",
        type: draft.type ?? "",
        durationMinutes: draft.durationMinutes ? String(draft.durationMinutes) : "",
      });
      setErrors({});
    }
  }, [draft]);

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = () => {
    const parsed = createEventSchema.safeParse({
      title: values.title,
      type: values.type || undefined,
      topic: values.topic,
      startsAt: localToIso(values.startsAt) || undefined,
      durationMinutes: values.durationMinutes === "" ? undefined : Number(values.durationMinutes),
    });
    const fieldErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (values.startsAt && new Date(values.startsAt).getTime() < Date.now()) {
      fieldErrors.startsAt = "Date and time must be in the future";
    }
    if (!values.startsAt) fieldErrors.startsAt = "Choose a date and time";
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    create.mutate({ organizationId, event: parsed.data }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <FormDialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      title="Schedule Event"
      description="Everyone in your organisation is told and can join."
      submitLabel="Schedule Event"
      pending={create.isPending}
      onSubmit={submit}
    >
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(p) => <Input {...p} value={values.title} onChange={set("title")} maxLength={120} />}
      </Field>
      <Field id={`${id}-type`} label="Type" error={errors.type}>
        {(p) => (
          <NativeSelect {...p} value={values.type} onChange={set("type")}>
            <option value="">Choose a type</option>
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t.charAt(0).toUpperCase() + t.slice(1)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-topic`} label="Topic" error={errors.topic}>
        {(p) => <Input {...p} value={values.topic} onChange={set("topic")} maxLength={200} />}
      </Field>
      <Field id={`${id}-starts`} label="Date and time" error={errors.startsAt}>
        {(p) => <Input {...p} type="datetime-local" value={values.startsAt} onChange={set("startsAt")} />}
      </Field>
      <Field id={`${id}-duration`} label="Duration (minutes)" error={errors.durationMinutes}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            value={values.durationMinutes}
            onChange={set("durationMinutes")}
          />
        )}
      </Field>
    </FormDialog>
  );
}
