import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

interface ConfirmWords {
  title: ReactNode;
  description: ReactNode;
  confirm: string;
  /** The button that leaves things as they are. */
  cancel?: string;
  /** The confirm button's words while the action runs (the confirm words where none are given). */
  pendingLabel?: string;
  pending?: boolean;
  /** Shown before the confirm button's words. */
  icon?: ReactNode;
}

/** A button that asks first: the dialog says what happens, its confirm button runs it. */
export function ConfirmAction({
  trigger,
  onConfirm,
  ...words
}: ConfirmWords & {
  trigger: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      onConfirm={() =>
        onConfirm()
          .then(() => setOpen(false))
          .catch(() => undefined)
      }
      {...words}
    />
  );
}

/** The asking dialog, opened and closed by its caller (ConfirmAction, or a page that opens it from its own button). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirm,
  cancel = "Cancel",
  pendingLabel = confirm,
  pending = false,
  icon,
  onConfirm,
}: ConfirmWords & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {icon}
            {pending ? pendingLabel : confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
