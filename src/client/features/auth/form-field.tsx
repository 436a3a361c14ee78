import type { FieldError as RhfFieldError, UseFormRegisterReturn } from "react-hook-form";
import { fieldAria, FormField as LabelledField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

/** A required text input bound to react-hook-form, with its label and error. */
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
  hint?: string;
}) {
  const message = error?.message;
  return (
    <LabelledField id={id} label={label} required error={message} hint={hint}>
      <Input type={type} autoComplete={autoComplete} {...fieldAria(id, message, hint)} {...registration} />
    </LabelledField>
  );
}
