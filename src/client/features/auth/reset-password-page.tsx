import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { TextField } from "@/components/form-fields";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../contracts/notifications";
import { paths } from "../../../contracts/routes";
import { resetPassword } from "./api/password-reset";

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
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <title>Choose a new password · PIVOT Learning</title>
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">Choose a new password</h1>
            <CardDescription>Your other devices are signed out once the password changes.</CardDescription>
          </CardHeader>
          <CardContent>
            {done ? (
              <div className="grid gap-4" role="status">
                <p className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
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
                  <TextField
                    control={form.control}
                    name="newPassword"
                    label="New password"
                    required
                    type="password"
                    autoComplete="new-password"
                    hint="At least 8 characters."
                  />
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
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
