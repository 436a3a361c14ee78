import type { CurrentUser } from "../../../contracts/auth";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

/** spec 1 §2: the Employer Dashboard overlay. Its four tabs come with the employer issue. */
export function EmployerOverlay({
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Employer Dashboard</DialogTitle>
          <DialogDescription>This screen is being built</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
