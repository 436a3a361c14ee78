import { useSessionActivity } from "@/lib/use-session-activity";
import { plural } from "../../domain/plural";
import { idleWarningText } from "../../domain/session-activity";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

/**
 * Issue 26 item 2: a minute before the idle timeout, "You will be signed out in 60 seconds" counts
 * down; "Stay signed in" (or closing the dialog) reports activity and keeps the session.
 */
export function IdleWarningDialog({
  secondsLeft,
  idleMinutes,
  onStay,
}: {
  secondsLeft: number | null;
  idleMinutes: number;
  onStay: () => void;
}) {
  return (
    <Dialog
      open={secondsLeft !== null}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{idleWarningText(secondsLeft ?? 0)}</DialogTitle>
          <DialogDescription>
            You have not been active for a while. Sessions end after {plural(idleMinutes, "minute", "minutes")} without
            activity; after signing in again you come back to this page.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button onClick={onStay}>Stay signed in</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Mounted once in the signed-in shell: the heartbeat, the warning and the idle sign-out. */
export function SessionActivityGuard({ onIdle }: { onIdle?: (idleMinutes: number) => unknown }) {
  const { secondsLeft, idleMinutes, staySignedIn } = useSessionActivity(onIdle ? { onIdle } : {});
  return <IdleWarningDialog secondsLeft={secondsLeft} idleMinutes={idleMinutes} onStay={staySignedIn} />;
}
