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

/** A button that asks first: the dialog says what happens, its confirm button runs it. */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirm,
  cancel = "Cancel",
  pendingLabel,
  pending,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  /** The button that leaves things as they are. */
  cancel?: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() =>
              onConfirm()
                .then(() => setOpen(false))
                .catch(() => undefined)
            }
          >
            {pending ? pendingLabel : confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
