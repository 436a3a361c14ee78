import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { passkeyErrorMessage, signInWithPasskey } from "../api/passkeys";

/**
 * Decision 388: "Use a passkey" on /login (not "Sign in…": the form's own button keeps its name alone). The browser offers the passkeys it holds for this
 * site (no e-mail typed); the session counts as two-factor sign-in, so no code is asked.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        onClick={async () => {
          setPending(true);
          setError(undefined);
          try {
            await signInWithPasskey();
            onSignedIn();
          } catch (failure) {
            setError(passkeyErrorMessage(failure));
          } finally {
            setPending(false);
          }
        }}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {pending ? "Waiting for your passkey..." : "Use a passkey"}
      </Button>
      {error && (
        <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
