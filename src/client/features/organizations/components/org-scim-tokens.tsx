import { zodResolver } from "@hookform/resolvers/zod";
import { KeySquare, RefreshCcwDot } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CopyField } from "@/components/copy-field";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { CredentialCreated, CredentialLastUsed, RevocableCredential } from "@/components/revocable-credential";
import { SecretShownOnce } from "@/components/secret-shown-once";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { type CreatedScimToken, createScimTokenSchema, type ScimToken } from "../../../../contracts/scim";
import { useCreateScimToken } from "../api/create-scim-token";
import { useScimTokens } from "../api/get-scim-tokens";
import { useRevokeScimToken } from "../api/revoke-scim-token";
import { submitCreateForm } from "./submit-create-form";

type TokenFormValues = z.input<typeof createScimTokenSchema>;

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
  const onSubmit = submitCreateForm(form, create.mutateAsync, onCreated, (issues, failure) =>
    form.setError("name", { message: issues.name ?? errorMessage(failure) }),
  );
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
  return (
    <RevocableCredential
      name={token.name}
      confirmDescription="Your identity provider's next request with this token is refused, so it can no longer add, change or remove people. People it already provisioned stay as they are."
      confirmLabel="Revoke token"
      revokedTitle="Token revoked"
      notRevokedTitle="Token not revoked"
      pending={revoke.isPending}
      revoke={() => revoke.mutateAsync(token.id)}
    >
      <p className="font-medium break-words text-foreground">{token.name}</p>
      <p className="font-mono text-xs break-all text-muted-foreground">{token.prefix}…</p>
      <CredentialCreated at={token.createdAt} by={token.createdByName} />
      <p className="text-muted-foreground">
        <CredentialLastUsed at={token.lastUsedAt} />
      </p>
    </RevocableCredential>
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
      <CopyField
        label="SCIM base URL"
        value={tokens.data.baseUrl}
        what="base URL"
        pasteHint="Paste it into your identity provider."
      />
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
      <SecretShownOnce
        secret={created}
        onClose={() => setCreated(null)}
        title="Your new SCIM token"
        description="Copy it now and paste it into your identity provider as the API token (bearer token). It is shown only once; if you lose it, revoke it and create another."
      >
        {(token) => (
          <CopyField
            label={`Token "${token.name}"`}
            value={token.token}
            what="token"
            pasteHint="Paste it into your identity provider."
          />
        )}
      </SecretShownOnce>
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
        icon={<RefreshCcwDot className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-scim"
        description="Let your identity provider add people, keep their details and departments up to date, and remove their access the moment they leave (SCIM 2.0). Each person it adds takes a seat."
      >
        <ScimTokens organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
