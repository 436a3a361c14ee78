import type { FieldValues, UseFormReturn } from "react-hook-form";
import { fieldErrors } from "@/lib/api-request";

/**
 * The submit of a settings card's "create" form (a webhook endpoint, a SCIM token): what the server made
 * is handed on and the form emptied; a refusal is shown with the server's field messages.
 */
export function submitCreateForm<Values extends FieldValues, Output, Created>(
  form: UseFormReturn<Values, unknown, Output>,
  create: (values: Output) => Promise<Created>,
  onCreated: (created: Created) => void,
  showRefusal: (issues: Record<string, string>, failure: unknown) => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      const created = await create(values);
      form.reset();
      onCreated(created);
    } catch (failure) {
      showRefusal(fieldErrors(failure), failure);
    }
  });
}
