import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { CopyField } from "@/components/copy-field";
import { TextField } from "@/components/form-fields";
import { SecondFactorForm } from "@/components/second-factor-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { type TwoFactorPasswordInput, twoFactorPasswordSchema } from "../../../../contracts/auth";
import { enableTwoFactor, verifyTotp } from "../api/two-factor";
import { RecoveryCodes } from "./recovery-codes";

/** The account's password, asked before a change to two-factor sign-in (adding, new codes, turning off). */
export function PasswordConfirmForm({
  submitLabel,
  pendingLabel,
  onPassword,
  onCancel,
  destructive = false,
}: {
  submitLabel: string;
  pendingLabel: string;
  onPassword: (password: string) => Promise<unknown>;
  onCancel?: () => void;
  destructive?: boolean;
}) {
  const form = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: "" },
  });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await onPassword(password);
    } catch (error) {
      const issues = fieldErrors(error);
      if (issues.password) form.setError("password", { message: issues.password });
      else setFormError(errorMessage(error, "Something went wrong. Please try again."));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Confirm your password">
        <TextField
          control={form.control}
          name="password"
          label="Your password"
          required
          type="password"
          autoComplete="current-password"
        />
        {formError && (
          <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant={destructive ? "destructive" : "default"}
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? pendingLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}

/** The setup key an app asks for when the QR code cannot be scanned: the URI's base32 secret, in fours. */
const setupKeyOf = (uri: string) =>
  (new URL(uri).searchParams.get("secret") ?? "").replace(/(.{4})(?=.)/g, "$1 ").trim();

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    // Loaded with the set-up only: the QR encoder stays out of every other page's chunks.
    void import("qrcode")
      .then((QR) => QR.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: "M" }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="flex size-48 items-center justify-center rounded-md border bg-white">
      {src ? (
        <img src={src} width={192} height={192} alt="QR code to scan with your authenticator app" />
      ) : (
        <span className="text-sm text-muted-foreground">Drawing the QR code…</span>
      )}
    </div>
  );
}

/**
 * Issue 43: adding an authenticator app. The password starts it; the app scans the QR code (or takes
 * the setup key); its first code turns two-factor sign-in on; then the ten recovery codes, shown once.
 */
export function TwoFactorSetup({
  email,
  onDone,
  onCancel,
  onEnabled,
}: {
  email: string;
  onDone: () => void;
  onCancel?: () => void;
  /** Two-factor sign-in has just been turned on (the recovery codes are on screen). */
  onEnabled?: () => void;
}) {
  const [started, setStarted] = useState<{ totpURI: string; backupCodes: string[] }>();
  const [confirmed, setConfirmed] = useState(false);

  if (!started) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">Enter your password to start.</p>
        <PasswordConfirmForm
          submitLabel="Continue"
          pendingLabel="Checking..."
          onPassword={async (password) => setStarted(await enableTwoFactor(password))}
          onCancel={onCancel}
        />
      </div>
    );
  }
  if (confirmed) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md bg-primary-surface p-3 text-sm">
          Two-factor sign-in is on. From now on we ask for a code from your app when you sign in.
        </p>
        <h4 className="font-semibold">Save your recovery codes</h4>
        <RecoveryCodes codes={started.backupCodes} email={email} />
        <div>
          <Button type="button" onClick={onDone}>
            I have saved my codes
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          <p className="mb-2">
            Open your authenticator app (such as Microsoft Authenticator, Google Authenticator or your password manager)
            and scan this QR code.
          </p>
          <QrCode uri={started.totpURI} />
        </li>
        <li>
          <p className="mb-2">Cannot scan it? Add the account by hand with this setup key (time-based, 6 digits).</p>
          <CopyField
            label="Setup key"
            value={setupKeyOf(started.totpURI)}
            what="setup key"
            pasteHint="Paste it into your authenticator app."
          />
        </li>
        <li>
          <p className="mb-2">Enter the code the app shows to turn two-factor sign-in on.</p>
          <SecondFactorForm
            submitLabel="Turn on two-factor sign-in"
            pendingLabel="Checking..."
            onCode={async (code) => {
              await verifyTotp(code);
              setConfirmed(true);
              onEnabled?.();
            }}
            secondaryAction={
              onCancel && (
                <Button type="button" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              )
            }
          />
        </li>
      </ol>
    </div>
  );
}
