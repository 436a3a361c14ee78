import type { ReactNode } from "react";
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldError, Input, Label } from "../../components/ui/input";

/** A labelled input whose error is announced and tied to it. */
export function FormField({
  id,
  label,
  registration,
  error,
  type = "text",
  autoComplete,
  hint,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError | { message?: string };
  type?: string;
  autoComplete?: string;
  hint?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={error?.message ? errorId : undefined}
        {...registration}
      />
      {hint && !error?.message ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}
