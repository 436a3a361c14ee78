import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { DialogClose } from "./ui/dialog";

interface SubmitWords {
  submitLabel: ReactNode;
  /** The submit button's words while the form is being sent. */
  pendingLabel: string;
  pending: boolean;
  /** Off for another reason too, e.g. nothing chosen yet (it is always off while pending). */
  disabled?: boolean;
  /** Shown before the words. */
  icon?: ReactNode;
}

function SubmitButton({ submitLabel, pendingLabel, pending, disabled = false, icon }: SubmitWords) {
  return (
    <Button type="submit" disabled={pending || disabled}>
      {icon}
      {pending ? pendingLabel : submitLabel}
    </Button>
  );
}

/** A form's buttons on a page: submit first, then Cancel where the form can be left without sending it. */
export function FormActions({
  onCancel,
  className = "flex flex-wrap gap-2",
  ...submit
}: SubmitWords & { onCancel?: () => void; className?: string }) {
  return (
    <div className={className}>
      <SubmitButton {...submit} />
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

/** A dialog form's buttons: Cancel closes the dialog, then the submit button. */
export function DialogFormActions(submit: SubmitWords) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton {...submit} />
    </div>
  );
}
