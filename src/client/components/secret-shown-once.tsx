import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * The dialog that shows a new credential's secret the one time it is readable (an API key, a SCIM
 * token, a webhook's signing secret): open while `secret` is set, closed by Done, Escape or outside.
 */
export function SecretShownOnce<T>({
  secret,
  onClose,
  title,
  description,
  children,
}: {
  secret: T | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The secret's copy field(s). */
  children: (secret: T) => ReactNode;
}) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {secret !== null && children(secret)}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
