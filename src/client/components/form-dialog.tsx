import type * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { Form } from "./ui/form";

/**
 * A dialog holding one react-hook-form form: its title and description, the fields (children) and
 * the form's buttons (`actions`, usually DialogFormActions).
 */
export function FormDialog<TFieldValues extends FieldValues, TTransformedValues>({
  open,
  onOpenChange,
  title,
  description,
  className,
  form,
  onSubmit,
  formLabel,
  formClassName = "grid gap-4",
  actions,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The dialog's width where it is not the default, e.g. "max-w-xl". */
  className?: string;
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** the form's `handleSubmit(...)` */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The form's accessible name, where it needs one of its own. */
  formLabel?: string;
  formClassName?: string;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={formLabel} className={formClassName}>
            {children}
            {actions}
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
