import type * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DialogFormActions } from "@/components/form-actions";
import { FormDialog as SharedFormDialog } from "@/components/form-dialog";

/** A dialog holding one form of the hub (react-hook-form, its fields `FormField`s), with Cancel and its submit button. */
export function FormDialog<TFieldValues extends FieldValues, TTransformedValues>({
  submitLabel,
  pending,
  ...dialog
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** the form's `handleSubmit(...)` */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <SharedFormDialog
      className="max-w-lg"
      actions={<DialogFormActions submitLabel={submitLabel} pendingLabel="Saving..." pending={pending} />}
      {...dialog}
    />
  );
}
