import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { PasswordField } from "@/components/password-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input, Label } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { signUpSchema } from "../../../../contracts/auth";
import { acceptInvitation, signUpFromInvitation } from "../api/accept-invitation";

type SignUpValues = z.input<typeof signUpSchema>;

/**
 * Creating an account from the invitation link: the invited address is fixed, the name starts as the
 * inviter gave it (the person may correct it), the person chooses a password, and the invitation is
 * accepted at once. Resolves with a full page load, so every
 * screen starts again as the new member.
 */
export function InvitationSignUpForm({
  token,
  email,
  firstName,
  lastName,
  onJoined,
}: {
  token: string;
  email: string;
  /** The names on the invitation, when the inviter gave them. */
  firstName?: string | null;
  lastName?: string | null;
  onJoined: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: firstName ?? "", lastName: lastName ?? "", email, password: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signUpFromInvitation(token, { ...values, email });
      await acceptInvitation(token);
      onJoined();
    } catch (error) {
      setServerFieldErrors(form.setError, error, ["firstName", "lastName", "password"]);
      setFormError(errorMessage(error, "Something went wrong. Please try again."));
    }
  });
  const { isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Create your account" className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="invitation-email">Email</Label>
          <Input id="invitation-email" value={email} readOnly aria-readonly="true" className="bg-surface" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" required autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" required autoComplete="family-name" />
        </div>
        <PasswordField control={form.control} newPassword />
        {formError && (
          <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
            {formError}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating your account..." : "Create account and join"}
        </Button>
      </form>
    </Form>
  );
}
