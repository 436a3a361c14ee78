import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import {
  AGE_BANDS,
  DEPARTMENTS,
  DISABILITIES,
  draftOf,
  type EmployeeRecord,
  ETHNICITIES,
  emptyDraft,
  GENDERS,
  type RecordDraft,
  type RecordField,
  validateRecordDraft,
  valueLabel,
} from "../../../../../domain/jedi-pay-gap";
import { newRecordId } from "./pay-equity-storage";

const SELECTS: { field: RecordField; label: string; values: readonly string[] }[] = [
  { field: "gender", label: "Gender", values: GENDERS },
  { field: "ethnicity", label: "Ethnicity", values: ETHNICITIES },
  { field: "age", label: "Age band", values: AGE_BANDS },
  { field: "disability", label: "Disability", values: DISABILITIES },
];
const DEPARTMENT_SELECT = { field: "department", label: "Department", values: DEPARTMENTS } as const;

const TEXTS: { field: RecordField; label: string; hint?: string; inputMode: "text" | "numeric" | "decimal" }[] = [
  { field: "role", label: "Role", inputMode: "text" },
  { field: "salary", label: "Annual salary (£)", inputMode: "numeric" },
  { field: "yearsExperience", label: "Years of experience", inputMode: "numeric" },
  { field: "weeklyHours", label: "Weekly hours (optional)", hint: "For hourly pay gaps", inputMode: "decimal" },
  { field: "bonus", label: "Bonus in the last 12 months (£, optional)", inputMode: "numeric" },
];

/**
 * spec 2 §5: Add Employee Data only with a role and a salary above 0; the same form edits a record.
 * In an organisation's workspace, `departments` are its own: offered as suggestions, any name taken.
 */
export function RecordForm({
  editing,
  onSave,
  onCancelEdit,
  departments,
}: {
  editing: EmployeeRecord | null;
  onSave: (record: EmployeeRecord) => void;
  onCancelEdit: () => void;
  departments?: readonly string[];
}) {
  const blank = (): RecordDraft => ({ ...emptyDraft(), ...(departments ? { department: departments[0] ?? "" } : {}) });
  const [draft, setDraft] = useState<RecordDraft>(() => (editing ? draftOf(editing) : blank()));
  const [errors, setErrors] = useState<Partial<Record<RecordField, string>>>({});
  const set = (field: RecordField, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateRecordDraft(draft, editing?.id ?? newRecordId(), departments ?? null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.record);
    if (!editing) setDraft((d) => ({ ...blank(), department: d.department }));
  };

  const fieldId = (field: RecordField) => `jedi-record-${field}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? "Edit employee" : "Add employee"}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEXTS.slice(0, 1).map(renderText)}
        {(departments ? SELECTS : [...SELECTS, DEPARTMENT_SELECT]).map(({ field, label, values }) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={fieldId(field)}>{label}</Label>
            <NativeSelect id={fieldId(field)} value={draft[field]} onChange={(e) => set(field, e.target.value)}>
              {values.map((v) => (
                <option key={v} value={v}>
                  {valueLabel(v)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        {departments ? renderDepartment() : null}
        {TEXTS.slice(1).map(renderText)}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{editing ? "Save changes" : "Add Employee Data"}</Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancelEdit}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );

  function renderDepartment() {
    const id = fieldId("department");
    const listId = `${id}-options`;
    const errorId = `${id}-error`;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Department</Label>
        <Input
          id={id}
          list={listId}
          autoComplete="off"
          value={draft.department}
          onChange={(e) => set("department", e.target.value)}
          aria-invalid={errors.department ? true : undefined}
          aria-describedby={errors.department ? errorId : undefined}
        />
        <datalist id={listId}>
          {departments?.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
        <FieldError id={errorId} message={errors.department} />
      </div>
    );
  }

  function renderText({ field, label, hint, inputMode }: (typeof TEXTS)[number]) {
    const errorId = `${fieldId(field)}-error`;
    return (
      <div key={field} className="grid gap-1.5">
        <Label htmlFor={fieldId(field)}>{label}</Label>
        <Input
          id={fieldId(field)}
          inputMode={inputMode}
          value={draft[field]}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
          placeholder={hint}
        />
        <FieldError id={errorId} message={errors[field]} />
      </div>
    );
  }
}
