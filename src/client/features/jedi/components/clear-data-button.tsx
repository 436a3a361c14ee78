import { Trash2 } from "lucide-react";
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
import { toast } from "@/components/ui/use-toast";
import { clearJediData } from "../local-state";

/** Removes the records and tool state kept in this browser, after asking. Saved assessments stay in the account. */
export function ClearDataButton({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          Clear data
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear the JEDI hub's data from this browser?</DialogTitle>
          <DialogDescription>
            This removes the employee records, pay equity analysis, discussion notes, survey answers, audit preparation
            and B-Corp checklist kept in this browser. Readiness assessments saved to your account are kept.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              clearJediData(userId);
              setOpen(false);
              toast({ title: "Data cleared", description: "The JEDI hub's data was removed from this browser." });
            }}
          >
            Clear data
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
