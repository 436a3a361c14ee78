import { LogOut, MonitorSmartphone } from "lucide-react";
import { useId } from "react";
import { ConfirmAction } from "@/components/confirm-action";
import { EmptyState, QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { DeviceSession } from "../../../../contracts/device-limit";
import { plural } from "../../../../domain/plural";
import { useEndAccountSession } from "../api/end-account-session";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useAccountSessions } from "../api/get-account-sessions";
import { deviceName } from "./device-limit-choice";

const lastUsed = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const LOAD_ERROR = { title: "Error", description: "Failed to load your signed-in devices" };

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });

function DeviceRow({
  device,
  ending,
  onEnd,
}: {
  device: DeviceSession;
  ending: boolean;
  onEnd: () => Promise<unknown>;
}) {
  const name = deviceName(device);
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {device.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-muted-foreground">
          {device.current ? "In use now" : `Last used ${lastUsed.format(new Date(device.lastUsedAt))}`}
          {device.ipAddress ? ` · ${device.ipAddress}` : ""}
        </p>
      </div>
      {!device.current && (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" className="self-start sm:self-auto" aria-label={`Sign out ${name}`}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          }
          title={`Sign out ${name}?`}
          description="That device is signed out at once: its next page asks for your e-mail address and password."
          confirm="Sign out"
          pendingLabel="Signing out..."
          pending={ending}
          onConfirm={onEnd}
        />
      )}
    </li>
  );
}

/**
 * Issue 21 item 3: the devices the person is signed in on, with "Sign out" for each other device and
 * "Sign out everywhere else". A device is a browser session (issue 26); the one in use is marked.
 */
export function SignedInDevices() {
  const titleId = useId();
  const sessions = useAccountSessions({ errorToast: LOAD_ERROR });
  const endOne = useEndAccountSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const end = (device: DeviceSession) =>
    endOne.mutateAsync(device.id, {
      onSuccess: () => toast({ title: "Signed out", description: `${deviceName(device)} is signed out.` }),
      onError: failed("Could not sign that device out"),
    });
  const endEverywhereElse = () =>
    endOthers.mutateAsync(undefined, {
      onSuccess: ({ ended }) =>
        toast({
          title: "Signed out everywhere else",
          description: `${plural(ended, "other device", "other devices")} signed out. This device stays signed in.`,
        }),
      onError: failed("Could not sign the other devices out"),
    });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Signed-in devices</CardTitle>
        <CardDescription>
          Where you are signed in now. Sign out of any device you no longer use or do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <div role="status" aria-label="Loading signed-in devices" className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : sessions.isError ? (
          <QueryError
            title="Your signed-in devices could not be loaded"
            description={null}
            onRetry={() => sessions.refetch()}
          />
        ) : sessions.data.length === 0 ? (
          <EmptyState icon={MonitorSmartphone} title="No signed-in devices" />
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Signed-in devices">
              {sessions.data.map((device) => (
                <DeviceRow
                  key={device.id}
                  device={device}
                  ending={endOne.isPending && endOne.variables === device.id}
                  onEnd={() => end(device)}
                />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
            ) : (
              <div>
                <ConfirmAction
                  trigger={<Button variant="outline">Sign out everywhere else</Button>}
                  title="Sign out everywhere else?"
                  description={`${plural(others.length, "other device is", "other devices are")} signed out at once. This device stays signed in.`}
                  confirm="Sign out everywhere else"
                  pendingLabel="Signing out..."
                  pending={endOthers.isPending}
                  onConfirm={endEverywhereElse}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
