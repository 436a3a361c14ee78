import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldErrors } from "./api-request";

/**
 * The server's field messages (spec 1 §8's "path: message" list) shown under the form's own fields.
 * Messages for fields the form does not have are left to the caller's toast or form error.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
) {
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
}
