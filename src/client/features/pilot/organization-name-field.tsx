import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "@/components/form-fields";

interface OrganizationNameValues extends FieldValues {
  organizationName: string;
}

/** The applying organisation's name, on the pilot application and the waiting list. */
export function OrganizationNameField<T extends OrganizationNameValues, TTransformedValues>({
  control,
  className,
}: {
  control: Control<T, unknown, TTransformedValues>;
  className?: string;
}) {
  return (
    <TextField
      control={control}
      name={"organizationName" as FieldPath<T>}
      label="Organisation name"
      required
      autoComplete="organization"
      className={className}
    />
  );
}
