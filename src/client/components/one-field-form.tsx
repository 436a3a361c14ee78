import type * as React from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "./ui/form";
import { Input } from "./ui/input";

/**
 * A form of one labelled text box with its submit button beside it (add a domain, post a comment),
 * the field's message below them.
 */
export function OneFieldForm<TFieldValues extends FieldValues, TTransformedValues>({
  form,
  onSubmit,
  name,
  label,
  formLabel,
  className,
  input,
  submit,
}: {
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** the form's `handleSubmit(...)` */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  name: FieldPath<TFieldValues>;
  label: string;
  /** The form's accessible name, where it needs one. */
  formLabel?: string;
  className?: string;
  /** The text box's own attributes (placeholder, maxLength, its width in the row). */
  input: React.ComponentProps<typeof Input>;
  /** The submit button. */
  submit: React.ReactNode;
}) {
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={formLabel} className={className}>
        <FormField
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <div className="flex flex-wrap gap-2">
                <FormControl>
                  <Input {...field} {...input} />
                </FormControl>
                {submit}
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
