import { Button } from "@/components/ui/button";
import type { DeviceLimitRefusal, DeviceSession } from "../../../../contracts/device-limit";

const lastUsed = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** The pending marker while the least recently used device is being signed out. */
export const OLDEST_DEVICE = "oldest";

export const deviceName = (device: DeviceSession) => (device.os ? `${device.browser} on ${device.os}` : device.browser);

/** One way on: sign `target` out and continue; every such button waits while any sign-out runs. */
function SignOutButton({
  pendingId,
  target,
  onClick,
  children,
}: {
  pendingId?: string;
  target: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={pendingId !== undefined}
      onClick={onClick}
    >
      {pendingId === target ? "Signing out..." : children}
    </Button>
  );
}

/**
 * Issue 29: a sign-in refused at the device limit is not a dead end. Shown only after the password
 * was accepted, it lists the devices signed in and lets the person sign one out and go on: a chosen one,
 * or (issue 21) the one used least recently, for someone who does not know which is which.
 */
export function DeviceLimitChoice({
  refusal,
  pendingId,
  onEnd,
}: {
  refusal: DeviceLimitRefusal;
  /** The device being signed out (OLDEST_DEVICE for the oldest), while that runs. */
  pendingId?: string;
  /** Signs the named device out, or the least recently used one without an id. */
  onEnd: (sessionId?: string) => void;
}) {
  return (
    <section aria-labelledby="device-limit-heading" className="grid gap-3 rounded-md border border-warning-border p-3">
      <h2 id="device-limit-heading" className="text-sm font-semibold">
        You are signed in on {refusal.sessions.length} devices, the most allowed at once
      </h2>
      <p className="text-sm text-muted-foreground">Sign out one of them to continue on this device.</p>
      <ul className="grid gap-2" aria-label="Signed-in devices">
        {refusal.sessions.map((device) => (
          <li key={device.id} className="grid gap-2 rounded-md bg-muted p-3 text-sm">
            <div>
              <p className="font-medium">{deviceName(device)}</p>
              <p className="text-muted-foreground">
                Last used {lastUsed.format(new Date(device.lastUsedAt))}
                {device.ipAddress ? ` · ${device.ipAddress}` : ""}
              </p>
            </div>
            <SignOutButton pendingId={pendingId} target={device.id} onClick={() => onEnd(device.id)}>
              Sign out this device and continue
            </SignOutButton>
          </li>
        ))}
      </ul>
      <SignOutButton pendingId={pendingId} target={OLDEST_DEVICE} onClick={() => onEnd()}>
        Sign out the least recently used device and continue
      </SignOutButton>
    </section>
  );
}
