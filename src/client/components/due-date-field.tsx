import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { blankAsUndefined } from "@/lib/form-values";
import { ukToday } from "../../domain/due-dates";
import { TextField } from "./form-fields";

/** An assignment's optional due date read from a date box (blank: none); a date before today (UK) is refused. */
export const notPastDueDate = <T extends z.ZodType<string | undefined>>(dueDate: T) =>
  blankAsUndefined(
    dueDate.refine((day) => day === undefined || day >= ukToday(new Date()), "Due date cannot be in the past"),
  );

/** The date box of an assignment's optional due date, from today (UK) on. */
export function DueDateField<TFieldValues extends FieldValues, TTransformedValues>({
  control,
  name,
  hint,
}: {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: FieldPath<TFieldValues>;
  hint?: string;
}) {
  return (
    <TextField
      control={control}
      name={name}
      label="Due date (optional)"
      unmarked
      type="date"
      min={ukToday(new Date())}
      hint={hint}
    />
  );
}
