import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { appConfig } from "@/lib/app-config";
import { setServerFieldErrors } from "@/lib/form-errors";

/**
 * The submit handler of a pilot form (spec 3 §3–§5, §8): on success its toast and a blank form; on a
 * failure everything typed is kept, the server's field messages show under the fields, and the pilot's
 * failure toast names the address to write to instead.
 */
export function submitPilotForm<TValues extends FieldValues, TInput>(
  form: UseFormReturn<TValues, unknown, TInput>,
  empty: TValues,
  send: (input: TInput) => Promise<unknown>,
  success: { title: string; description: string },
) {
  return form.handleSubmit(async (input) => {
    try {
      await send(input);
      toast(success);
      form.reset(empty);
    } catch (failure) {
      setServerFieldErrors(form.setError, failure, Object.keys(empty) as Path<TValues>[]);
      toast({
        variant: "destructive",
        title: "Submission Error",
        description: `Please try again or contact us directly at ${appConfig().contactEmail}`,
      });
    }
  });
}
