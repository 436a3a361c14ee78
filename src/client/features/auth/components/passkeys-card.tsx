import { zodResolver } from "@hookform/resolvers/zod";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { fieldErrors } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import { type PasskeyNameInput, passkeyNameSchema } from "../../../../contracts/auth";
import { passkeyErrorMessage, useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys";

/**
 * Decision 388: "Passkeys" on /profile: add one (named, so several can be told apart), see each with the
 * day it was added, remove one. Signing in with a passkey counts as two-factor sign-in.
 */
export function PasskeysCard() {
  const titleId = useId();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const supported = browserSupportsWebAuthn();

  const body = () => {
    if (passkeys.isPending) return <Skeleton className="h-10 w-64" />;
    if (passkeys.isError)
      return <QueryError title="Could not load your passkeys" onRetry={() => void passkeys.refetch()} />;
    const list = passkeys.data.passkeys;
    return (
      <div className="grid gap-4">
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Your passkeys">
            {list.map((passkey) => {
              const name = passkey.name ?? "Passkey";
              return (
                <li
                  key={passkey.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                >
                  <div className="grid gap-1">
                    <span className="flex items-center gap-2 font-medium">
                      <KeyRound aria-hidden="true" className="size-4" />
                      {name}
                      {passkey.backedUp && <Badge variant="secondary">Synced</Badge>}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {passkey.createdAt ? `Added ${formatLongDate(passkey.createdAt)}` : "Added before we kept dates"}
                    </span>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remove passkey ${name}`}
                    disabled={remove.isPending}
                    onClick={async () => {
                      try {
                        await remove.mutateAsync(passkey.id);
                        toast({
                          title: "Passkey removed",
                          description: `${name} can no longer sign in to your account.`,
                        });
                      } catch (error) {
                        toast({
                          title: "Could not remove the passkey",
                          description: passkeyErrorMessage(error),
                          variant: "destructive",
                        });
                      }
                    }}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {!supported ? (
          <p className="text-sm text-muted-foreground">This browser cannot create passkeys.</p>
        ) : adding ? (
          <AddPasskeyForm onDone={() => setAdding(false)} />
        ) : (
          <div>
            <Button type="button" onClick={() => setAdding(true)}>
              Add a passkey
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of a password. A passkey sign-in counts as
          two-factor sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}

function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const form = useForm<PasskeyNameInput>({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: "" } });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ name }) => {
    setFormError(undefined);
    try {
      await add.mutateAsync(name);
      toast({ title: "Passkey added", description: `You can sign in with ${name} from now on.` });
      onDone();
    } catch (error) {
      const issues = fieldErrors(error);
      if (issues.name) form.setError("name", { message: issues.name });
      else setFormError(passkeyErrorMessage(error));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add a passkey">
        <TextField
          control={form.control}
          name="name"
          label="Passkey name"
          hint="For example Work laptop or Phone, so you can tell your passkeys apart."
          required
          autoComplete="off"
        />
        {formError && (
          <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Waiting for your device..." : "Create passkey"}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}
