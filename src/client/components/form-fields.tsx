import type * as React from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./ui/form";
import { Input, Textarea } from "./ui/input";
import { NativeSelect } from "./ui/select";

interface FieldProps<TFieldValues extends FieldValues, TTransformedValues> {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: FieldPath<TFieldValues>;
  label: string;
  /** required fields carry a red star, the others "(optional)" */
  required?: boolean;
  /** neither star nor "(optional)": the label says what it needs itself, e.g. "Next session (optional)" */
  unmarked?: boolean;
  hint?: string;
  className?: string;
}

/** The label, control, hint and message of one field; `control` draws the input from the field's props. */
function LabelledField<TFieldValues extends FieldValues, TTransformedValues>({
  control,
  name,
  label,
  required = false,
  unmarked = false,
  hint,
  className,
  render,
}: FieldProps<TFieldValues, TTransformedValues> & {
  render: (field: Omit<ControllerRenderProps, "value"> & { value: string; required: boolean }) => React.ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel mark={unmarked ? undefined : required ? "required" : "optional"}>{label}</FormLabel>
          <FormControl>{render({ ...field, value: (field.value as string | undefined) ?? "", required })}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type TextFieldProps<TFieldValues extends FieldValues, TTransformedValues> = FieldProps<
  TFieldValues,
  TTransformedValues
> &
  Pick<
    React.ComponentProps<"input">,
    "type" | "autoComplete" | "inputMode" | "placeholder" | "maxLength" | "min" | "max"
  > & {
    /** a multi-line text box of this many rows */
    rows?: number;
  };

/** A labelled text box of a react-hook-form form, with its hint and validation message. */
export function TextField<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  rows,
  type,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  min,
  max,
  ...fieldProps
}: TextFieldProps<TFieldValues, TTransformedValues>) {
  return (
    <LabelledField
      {...fieldProps}
      render={(field) =>
        rows === undefined ? (
          <Input
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            maxLength={maxLength}
            min={min}
            max={max}
            {...field}
          />
        ) : (
          <Textarea rows={rows} placeholder={placeholder} maxLength={maxLength} {...field} />
        )
      }
    />
  );
}

type SelectFieldProps<TFieldValues extends FieldValues, TTransformedValues> = FieldProps<
  TFieldValues,
  TTransformedValues
> & {
  options: readonly string[];
  /** the empty first choice, e.g. "Select your sector" (none: one of the options is always chosen) */
  placeholder?: string;
  /** the text shown for an option (default: the option itself) */
  optionLabel?: (option: string) => string;
  disabled?: boolean;
};

/** A labelled native select of a react-hook-form form, with its validation message. */
export function SelectField<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  options,
  placeholder,
  optionLabel = (option) => option,
  disabled,
  ...fieldProps
}: SelectFieldProps<TFieldValues, TTransformedValues>) {
  return (
    <LabelledField
      {...fieldProps}
      render={(field) => (
        <NativeSelect {...field} disabled={disabled}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
