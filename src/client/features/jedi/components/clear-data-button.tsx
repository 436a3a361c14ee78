import { Trash2 } from "lucide-react";
import { ConfirmAction } from "@/components/confirm-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { clearJediData } from "../local-state";

/** Removes the records and tool state kept in this browser, after asking. Saved assessments stay in the account. */
export function ClearDataButton({ userId }: { userId: string }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          Clear data
        </Button>
      }
      title="Clear the JEDI hub's data from this browser?"
      description="This removes the employee records, pay equity analysis, discussion notes, survey answers, audit preparation and B-Corp checklist kept in this browser. Readiness assessments saved to your account are kept."
      confirm="Clear data"
      onConfirm={async () => {
        clearJediData(userId);
        toast({ title: "Data cleared", description: "The JEDI hub's data was removed from this browser." });
      }}
    />
  );
}
