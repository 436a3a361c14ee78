import { UserMinus } from "lucide-react";
import { useState } from "react";
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
import type { Member } from "../../../../contracts/organizations";
import { memberName } from "./member-name";

/** Remove, with a confirmation that says what removal does and does not take away. */
export function MemberRemoveDialog({
  member,
  organizationName,
  disabled,
  pending,
  onConfirm,
}: {
  member: Member;
  organizationName: string;
  disabled?: boolean;
  pending?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const name = memberName(member);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} aria-label={`Remove ${name}`}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>
            {name} leaves {organizationName} at once: from their next click they no longer see its team, and they lose
            the access its plan gave them. They keep their own progress and certificates. Their unfinished pathway
            assignments from {organizationName} are withdrawn; anyone who reports to them is left without a line
            manager.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
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
            {pending ? "Removing…" : `Remove ${name}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
