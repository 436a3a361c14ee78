import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { PasswordField } from "@/components/password-field";

interface NameValues extends FieldValues {
  firstName: string;
  lastName: string;
}

/** First and last name side by side, as on sign-up and the profile (both required). */
export function NameFields<T extends NameValues>({ control }: { control: Control<T, unknown, T> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name={"firstName" as FieldPath<T>}
        label="First name"
        required
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name={"lastName" as FieldPath<T>}
        label="Last name"
        required
        autoComplete="family-name"
      />
    </div>
  );
}

interface CredentialValues extends FieldValues {
  email: string;
  password: string;
}

/** Email and password: `new-password` on sign-up (with its rule as a hint), `current-password` on sign-in. */
export function CredentialFields<T extends CredentialValues>({
  control,
  newPassword = false,
}: {
  control: Control<T, unknown, T>;
  newPassword?: boolean;
}) {
  return (
    <>
      <TextField
        control={control}
        name={"email" as FieldPath<T>}
        label="Email"
        required
        type="email"
        autoComplete="email"
      />
      <PasswordField control={control} newPassword={newPassword} />
    </>
  );
}

interface NewPasswordValues extends FieldValues {
  newPassword: string;
}

/** The new password when changing it (the profile) or resetting it (the e-mailed link), with its rule as a hint. */
export function NewPasswordField<T extends NewPasswordValues>({ control }: { control: Control<T, unknown, T> }) {
  return (
    <TextField
      control={control}
      name={"newPassword" as FieldPath<T>}
      label="New password"
      required
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters."
    />
  );
}
