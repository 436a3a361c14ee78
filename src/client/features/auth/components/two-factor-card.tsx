import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatLongDate } from "@/lib/format";
import { RECOVERY_CODE_COUNT } from "../../../../contracts/auth";
import { useDisableTwoFactor, useNewRecoveryCodes, useTwoFactorChanged, useTwoFactorStatus } from "../api/two-factor";
import { RecoveryCodes } from "./recovery-codes";
import { PasswordConfirmForm, TwoFactorSetup } from "./two-factor-setup";

type Mode = "idle" | "setup" | "new-codes" | "turn-off";

/**
 * Issue 43: "Two-factor sign-in" on /profile: add an authenticator app (with ten recovery codes), get
 * new codes, or turn it off; each change asks for the password first.
 */
export function TwoFactorCard({ email }: { email: string }) {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>("idle");
  const [newCodes, setNewCodes] = useState<string[]>();
  const regenerate = useNewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const changed = useTwoFactorChanged();
  const close = () => {
    setMode("idle");
    setNewCodes(undefined);
  };
  const body = () => {
    if (status.isPending) return <Skeleton className="h-10 w-64" />;
    if (status.isError)
      return <QueryError title="Could not load your two-factor sign-in" onRetry={() => void status.refetch()} />;
    const { enabled, hasPassword, recoveryCodesLeft, requiredFrom } = status.data;
    if (mode === "setup") return <TwoFactorSetup email={email} onDone={close} onCancel={close} onEnabled={changed} />;
    if (mode === "new-codes") {
      return newCodes ? (
        <div className="grid gap-4">
          <RecoveryCodes codes={newCodes} email={email} />
          <div>
            <Button type="button" onClick={close}>
              I have saved my codes
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Your old recovery codes stop working as soon as you get new ones.
          </p>
          <PasswordConfirmForm
            submitLabel="Get new recovery codes"
            pendingLabel="Getting codes..."
            onPassword={async (password) => setNewCodes((await regenerate.mutateAsync(password)).backupCodes)}
            onCancel={close}
          />
        </div>
      );
    }
    if (mode === "turn-off") {
      return (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {requiredFrom
              ? "Your account needs two-factor sign-in: once it is off, you will be asked to set it up again when you next sign in."
              : "Signing in will ask for your password only."}
          </p>
          <PasswordConfirmForm
            submitLabel="Turn off two-factor sign-in"
            pendingLabel="Turning off..."
            destructive
            onPassword={async (password) => {
              await disable.mutateAsync(password);
              close();
              toast({ title: "Two-factor sign-in is off", description: "Signing in asks for your password only." });
            }}
            onCancel={close}
          />
        </div>
      );
    }
    const requirement = requiredFrom && !enabled && (
      <p role="status" className="rounded-md bg-primary-surface p-3 text-sm">
        {new Date(requiredFrom).getTime() <= Date.now()
          ? "Your account needs two-factor sign-in. Set it up now."
          : `Your account needs two-factor sign-in from ${formatLongDate(requiredFrom)}. Set it up before then.`}
      </p>
    );
    if (!hasPassword) {
      return (
        <p className="text-sm text-muted-foreground">
          You sign in through your organisation's single sign-on, which asks for its own second factor.
        </p>
      );
    }
    if (!enabled) {
      return (
        <div className="grid gap-3">
          {requirement}
          <p className="text-sm">
            Two-factor sign-in is <strong>off</strong>. Add an authenticator app and we will ask for a code from it as
            well as your password, so a stolen password alone cannot open your account.
          </p>
          <div>
            <Button type="button" onClick={() => setMode("setup")}>
              Set up an authenticator app
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge>
            <ShieldCheck aria-hidden="true" className="size-3" />
            On
          </Badge>
          Signing in asks for a code from your authenticator app.
        </p>
        <p className="text-sm text-muted-foreground">
          {recoveryCodesLeft === null
            ? "Your recovery codes could not be counted."
            : `${recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`}
          {recoveryCodesLeft !== null && recoveryCodesLeft <= 3 && " Get new ones before they run out."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setMode("new-codes")}>
            Get new recovery codes
          </Button>
          <Button type="button" variant="outline" onClick={() => setMode("turn-off")}>
            Turn off
          </Button>
        </div>
      </div>
    );
  };
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Two-factor sign-in</CardTitle>
        <CardDescription>
          A code from an app on your phone, as well as your password, each time you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
