import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../contracts/notifications";
import { paths } from "../../../contracts/routes";
import { NewPasswordField } from "./account-fields";
import { resetPassword } from "./api/password-reset";
import { AuthCardPage } from "./components/auth-card-page";

const EXPIRED = "This reset link has already been used or has expired. Ask for a new one from the sign-in page.";

/** The page the password-reset e-mail opens: choose a new password with the link's single-use token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await resetPassword(token, values.newPassword);
      setDone(true);
    } catch (error) {
      const fields = fieldErrors(error);
      const message = errorMessage(error, "The password could not be changed. Please try again.");
      if (/invalid token|expired/i.test(message)) return setFormError(EXPIRED);
      if (/password/i.test(message) && !fields.newPassword) form.setError("newPassword", { message });
      for (const [path, text] of Object.entries(fields))
        form.setError(path as keyof ResetPasswordInput, { message: text });
      setFormError(message);
    }
  });

  return (
    <AuthCardPage
      documentTitle="Choose a new password · PIVOT Learning"
      heading="Choose a new password"
      description="Your other devices are signed out once the password changes."
    >
      {done ? (
        <div className="grid gap-4" role="status">
          <p className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-icon" aria-hidden="true" />
            Your password has been changed. Sign in with your new password.
          </p>
          <Button asChild>
            <Link to={paths.login}>Sign in</Link>
          </Button>
        </div>
      ) : !token ? (
        <div className="grid gap-4">
          <p role="alert">This page needs the link from your password-reset e-mail.</p>
          <Button asChild variant="outline">
            <Link to={`${paths.login}?forgot=1`}>Ask for a reset link</Link>
          </Button>
        </div>
      ) : (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
            <NewPasswordField control={form.control} />
            <TextField
              control={form.control}
              name="confirmPassword"
              label="Repeat the new password"
              required
              type="password"
              autoComplete="new-password"
            />
            {formError && (
              <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
                {formError}{" "}
                {formError === EXPIRED && (
                  <Link to={`${paths.login}?forgot=1`} className="underline">
                    Ask for a new link
                  </Link>
                )}
              </p>
            )}
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Saving..." : "Set new password"}
            </Button>
          </form>
        </Form>
      )}
    </AuthCardPage>
  );
}
