import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "./form-fields";

interface PasswordValues extends FieldValues {
  password: string;
}

/** The account's password: `new-password` with its rule as a hint when choosing one, `current-password` on sign-in. */
export function PasswordField<T extends PasswordValues, TTransformedValues = T>({
  control,
  newPassword = false,
}: {
  control: Control<T, unknown, TTransformedValues>;
  newPassword?: boolean;
}) {
  return (
    <TextField
      control={control}
      name={"password" as FieldPath<T>}
      label="Password"
      required
      type="password"
      autoComplete={newPassword ? "new-password" : "current-password"}
      hint={newPassword ? "At least 8 characters." : undefined}
    />
  );
}
