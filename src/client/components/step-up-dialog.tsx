import { callApi } from "@/lib/api-client";
import { dismissStepUp } from "@/lib/step-up";
import { betterAuthEndpoints } from "../../contracts/api/auth";
import { STEP_UP_REQUIRED_MESSAGE } from "../../domain/two-factor";
import { SecondFactorForm } from "./second-factor-form";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { toast } from "./ui/use-toast";

/**
 * Issue 43 step-up: asks for a code from the authenticator app when a sensitive action was refused for
 * an old second factor. The code re-confirms this session (POST /api/auth/two-factor/verify-totp);
 * the person then repeats the action, whose form kept what they typed.
 */
export function StepUpDialog() {
  return (
    <Dialog open onOpenChange={(open) => !open && dismissStepUp()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>{STEP_UP_REQUIRED_MESSAGE}</DialogDescription>
        </DialogHeader>
        <SecondFactorForm
          submitLabel="Confirm"
          pendingLabel="Confirming…"
          onCode={async (code) => {
            await callApi(betterAuthEndpoints.twoFactorVerifyTotp, { body: { code } });
            dismissStepUp();
            toast({ title: "Confirmed", description: "Now try that again: we will not ask for 15 minutes." });
          }}
          secondaryAction={
            <Button type="button" variant="outline" onClick={dismissStepUp}>
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
