import * as React from "react";
import { cn } from "@/lib/cn";
import { Choice, type ChoiceProps } from "./checkbox";

interface RadioGroupState {
  name?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
}

const RadioGroupContext = React.createContext<RadioGroupState>({});

/**
 * A set of radios: a fieldset whose legend names the group for screen readers. Given `name`, `value`
 * and `onValueChange`, its radios take their name, which one is checked and the change from it; a radio's
 * own props win, so a form's `register()` or a field's `checked` still work.
 */
export function RadioGroup({
  legend,
  legendClassName,
  name,
  value,
  onValueChange,
  disabled,
  className,
  children,
  ...props
}: React.ComponentProps<"fieldset"> & RadioGroupState & { legend: React.ReactNode; legendClassName?: string }) {
  const state = React.useMemo(() => ({ name, value, onValueChange, disabled }), [name, value, onValueChange, disabled]);
  return (
    <fieldset data-slot="radio-group" disabled={disabled} className={cn("grid gap-2", className)} {...props}>
      <legend data-slot="radio-group-legend" className={cn("mb-1 text-sm font-medium", legendClassName)}>
        {legend}
      </legend>
      <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
    </fieldset>
  );
}

/** A radio: a native `<input type="radio">` (arrow keys move within its name); inside its label when `label` is given. */
export function Radio({ value, onChange, disabled, ...props }: ChoiceProps) {
  const group = React.useContext(RadioGroupContext);
  const controlled = group.value !== undefined && value !== undefined;
  return (
    <Choice
      type="radio"
      dataSlot="radio"
      name={group.name}
      value={value}
      disabled={disabled ?? group.disabled}
      checked={controlled ? group.value === String(value) : undefined}
      onChange={(event) => {
        onChange?.(event);
        if (value !== undefined) group.onValueChange?.(String(value));
      }}
      {...props}
    />
  );
}
