import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/confirm-action";
import { DateTime } from "@/components/date-time";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";

/**
 * One credential in a list (an API key, a SCIM token): its details, and a Revoke button that asks
 * first, then toasts that it no longer works, or why it was not revoked.
 */
export function RevocableCredential({
  name,
  children,
  confirmDescription,
  confirmLabel,
  revokedTitle,
  notRevokedTitle,
  pending,
  revoke,
}: {
  name: string;
  /** Its details, one paragraph each. */
  children: ReactNode;
  confirmDescription: string;
  confirmLabel: string;
  revokedTitle: string;
  notRevokedTitle: string;
  pending: boolean;
  revoke: () => Promise<unknown>;
}) {
  const onRevoke = () =>
    revoke().then(
      () => toast({ title: revokedTitle, description: `"${name}" no longer works.` }),
      (error) => {
        toast({ variant: "destructive", title: notRevokedTitle, description: errorMessage(error) });
        throw error;
      },
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1 text-sm">{children}</div>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`Revoke ${name}`}>
            <Trash2 aria-hidden="true" />
            Revoke
          </Button>
        }
        title={`Revoke "${name}"?`}
        description={confirmDescription}
        cancel="Keep it"
        confirm={confirmLabel}
        pendingLabel="Revoking..."
        pending={pending}
        onConfirm={onRevoke}
      />
    </li>
  );
}

/** "Created <when> by <who>". */
export function CredentialCreated({ at, by }: { at: string; by: string | null }) {
  return (
    <p className="text-muted-foreground">
      Created <DateTime value={at} />
      {by ? ` by ${by}` : ""}
    </p>
  );
}

/** "Last used <when>", or "Not used yet". */
export function CredentialLastUsed({ at }: { at: string | null }) {
  return at ? (
    <>
      Last used <DateTime value={at} />
    </>
  ) : (
    "Not used yet"
  );
}
