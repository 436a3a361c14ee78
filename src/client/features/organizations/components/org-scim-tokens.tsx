import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, KeySquare, RefreshCcwDot, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { DateTime } from "@/components/date-time";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { copyText } from "@/lib/copy-text";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { type CreatedScimToken, createScimTokenSchema, type ScimToken } from "../../../../contracts/scim";
import { useCreateScimToken } from "../api/create-scim-token";
import { useScimTokens } from "../api/get-scim-tokens";
import { useRevokeScimToken } from "../api/revoke-scim-token";

type TokenFormValues = z.input<typeof createScimTokenSchema>;

/** A read-only value with a Copy button: the base URL, and a new token once. */
function CopyField({ label, value, what }: { label: string; value: string; what: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={`Copy ${what}`}
          onClick={async () => {
            const copied = await copyText(value);
            toast(
              copied
                ? {
                    title: `${what[0].toUpperCase()}${what.slice(1)} copied`,
                    description: "Paste it into your identity provider.",
                  }
                : {
                    variant: "destructive",
                    title: "Could not copy",
                    description: `Select the ${what} and copy it yourself.`,
                  },
            );
          }}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

function CreateTokenForm({
  organizationId,
  onCreated,
}: {
  organizationId: string;
  onCreated: (token: CreatedScimToken) => void;
}) {
  const create = useCreateScimToken(organizationId);
  const form = useForm<TokenFormValues, unknown, z.output<typeof createScimTokenSchema>>({
    resolver: zodResolver(createScimTokenSchema),
    defaultValues: { name: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset();
      onCreated(created);
    } catch (failure) {
      const issues = fieldErrors(failure);
      form.setError("name", { message: issues.name ?? errorMessage(failure) });
    }
  });
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Create a SCIM token"
        className="grid gap-2 sm:max-w-xl sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          control={form.control}
          name="name"
          label="Token name"
          required
          placeholder="Okta production"
          maxLength={80}
          autoComplete="off"
        />
        <Button type="submit" disabled={create.isPending}>
          <KeySquare aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create token"}
        </Button>
      </form>
    </Form>
  );
}

function TokenRow({ organizationId, token }: { organizationId: string; token: ScimToken }) {
  const revoke = useRevokeScimToken(organizationId);
  const onRevoke = () =>
    revoke.mutateAsync(token.id).then(
      () => toast({ title: "Token revoked", description: `"${token.name}" no longer works.` }),
      (error) => {
        toast({ variant: "destructive", title: "Token not revoked", description: errorMessage(error) });
        throw error;
      },
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium break-words text-foreground">{token.name}</p>
        <p className="font-mono text-xs break-all text-muted-foreground">{token.prefix}…</p>
        <p className="text-muted-foreground">
          Created <DateTime value={token.createdAt} />
          {token.createdByName ? ` by ${token.createdByName}` : ""}
        </p>
        <p className="text-muted-foreground">
          {token.lastUsedAt ? (
            <>
              Last used <DateTime value={token.lastUsedAt} />
            </>
          ) : (
            "Not used yet"
          )}
        </p>
      </div>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
            <Trash2 aria-hidden="true" />
            Revoke
          </Button>
        }
        title={`Revoke "${token.name}"?`}
        description="Your identity provider's next request with this token is refused, so it can no longer add, change or remove people. People it already provisioned stay as they are."
        cancel="Keep it"
        confirm="Revoke token"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </li>
  );
}

function ScimTokens({ organizationId }: { organizationId: string }) {
  const tokens = useScimTokens(organizationId);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);

  if (tokens.isPending)
    return (
      <div role="status" aria-label="Loading SCIM tokens" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-20" />
      </div>
    );
  if (tokens.isError) return <QueryError title="Failed to load the SCIM tokens" onRetry={() => tokens.refetch()} />;

  return (
    <div className="grid gap-5">
      <CopyField label="SCIM base URL" value={tokens.data.baseUrl} what="base URL" />
      <section aria-labelledby="scim-tokens-heading" className="grid gap-3">
        <h3 id="scim-tokens-heading" className="font-semibold text-foreground">
          Tokens
        </h3>
        {tokens.data.tokens.length === 0 ? (
          <EmptyState
            icon={RefreshCcwDot}
            title="No SCIM tokens yet"
            description="Create a token, then paste it with the base URL into Okta, Microsoft Entra ID or another identity provider."
          />
        ) : (
          <ul className="grid gap-3" aria-label="SCIM tokens">
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} organizationId={organizationId} token={token} />
            ))}
          </ul>
        )}
        <CreateTokenForm organizationId={organizationId} onCreated={setCreated} />
      </section>
      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Your new SCIM token</DialogTitle>
            <DialogDescription>
              Copy it now and paste it into your identity provider as the API token (bearer token). It is shown only
              once; if you lose it, revoke it and create another.
            </DialogDescription>
          </DialogHeader>
          {created && <CopyField label={`Token "${created.name}"`} value={created.token} what="token" />}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * Settings: Provisioning (SCIM), issue 21 item 2, for the owner. The base URL to paste into Okta or
 * Microsoft Entra ID, the organisation's bearer tokens (created and last used), a new token shown
 * once, and revoking one (refused from the provider's next request).
 */
export function OrgScimTokens({ organization }: { organization: OrganizationDetail }) {
  if (organization.role !== "owner") return null;
  return (
    <RegionBoundary name="Provisioning (SCIM)">
      <SectionCard
        title="Provisioning (SCIM)"
        icon={<RefreshCcwDot className="size-5 text-brand-700" aria-hidden="true" />}
        headingId="settings-scim"
        description="Let your identity provider add people, keep their details and departments up to date, and remove their access the moment they leave (SCIM 2.0). Each person it adds takes a seat."
      >
        <ScimTokens organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
