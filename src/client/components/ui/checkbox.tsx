import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/cn";

/**
 * The native box or circle: the browser draws it in the primary colour (`accent-color`), the ring token
 * outlines it on keyboard focus, and a disabled one is dimmed. `tile` hides it for a label drawn as a
 * tile, which shows the state through `has-checked:` and the focus through `has-focus-visible:`.
 */
export const choiceVariants = cva("", {
  variants: {
    look: {
      box: "size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
      tile: "sr-only",
    },
  },
  defaultVariants: { look: "box" },
});

/** The label row around a choice: all of it toggles the choice, at least 24 px high (WCAG 2.5.8). */
export const choiceLabelClass =
  "flex min-h-6 cursor-pointer items-center gap-2 text-sm has-disabled:cursor-not-allowed has-disabled:opacity-50";

export type ChoiceProps = Omit<React.ComponentProps<"input">, "type"> &
  VariantProps<typeof choiceVariants> & {
    /** The visible label: the input sits inside it, so the label names it and clicking it toggles it. */
    label?: React.ReactNode;
    labelClassName?: string;
  };

/** A native choice input, inside its label when `label` is given (else the caller labels it). */
export function Choice({
  type,
  dataSlot,
  className,
  look,
  label,
  labelClassName,
  ...props
}: ChoiceProps & { type: "checkbox" | "radio"; dataSlot: string }) {
  if (label === undefined) {
    return <input type={type} data-slot={dataSlot} className={cn(choiceVariants({ look }), className)} {...props} />;
  }
  return (
    <label data-slot={`${dataSlot}-label`} className={cn(choiceLabelClass, labelClassName)}>
      {/* the label dims the whole row when disabled, so the input does not dim itself again */}
      <input
        type={type}
        data-slot={dataSlot}
        className={cn(choiceVariants({ look }), "disabled:opacity-100", className)}
        {...props}
      />
      {label}
    </label>
  );
}

/**
 * A checkbox: a native `<input type="checkbox">` (Space toggles it, forms and `register()` see it as
 * usual); every prop, `ref` included, goes to the input.
 */
export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" dataSlot="checkbox" {...props} />;
}
