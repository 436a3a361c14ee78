import { Slot } from "radix-ui";
import * as React from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { cn } from "@/lib/cn";
import { Label } from "./input";

/** react-hook-form's provider: every FormField below reads the form through it. */
export const Form = FormProvider;

const FormFieldContext = React.createContext<{ name: string } | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  /** The control's own id, where a page or test refers to it; otherwise one is made up. */
  controlId?: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

/** The ids and the validation state of the field around the calling part. */
export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field || !item) throw new Error("useFormField is used inside <FormField> and <FormItem>");
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  const base = item.controlId ?? `${item.id}-form-item`;
  return {
    name: field.name,
    formItemId: base,
    formDescriptionId: `${base}-description`,
    hasDescription: item.hasDescription,
    // A named control's message keeps the `<id>-error` the screens used before this primitive.
    formMessageId: item.controlId ? `${base}-error` : `${base}-message`,
    ...fieldState,
  };
}

export function FormItem({ className, controlId, ...props }: React.ComponentProps<"div"> & { controlId?: string }) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const context = React.useMemo(
    () => ({ id, controlId, hasDescription, setHasDescription }),
    [id, controlId, hasDescription],
  );
  return (
    <FormItemContext.Provider value={context}>
      <div data-slot="form-item" className={cn("grid gap-1.5", className)} {...props} />
    </FormItemContext.Provider>
  );
}

/**
 * The field's label. `required` adds a red star (hidden from screen readers, which hear the
 * control's own required state); `optional` adds "(optional)", which is part of the name.
 */
export function FormLabel({
  className,
  children,
  mark,
  ...props
}: React.ComponentProps<"label"> & { mark?: "required" | "optional" }) {
  const { error, formItemId } = useFormField();
  return (
    <Label data-slot="form-label" data-error={!!error} className={className} htmlFor={formItemId} {...props}>
      {children}
      {mark === "required" && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
      {mark === "optional" && (
        <>
          {" "}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </>
      )}
    </Label>
  );
}

/** Gives its one child the field's id, and ties the description and the message to it. */
export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, hasDescription, formMessageId } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(" ");
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  // The control points at the description only while there is one.
  const setHasDescription = React.useContext(FormItemContext)?.setHasDescription;
  React.useLayoutEffect(() => {
    setHasDescription?.(true);
    return () => setHasDescription?.(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The field's validation message (or its children when valid), announced when it appears. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? "") : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      role="alert"
      className={cn("text-sm text-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
}
