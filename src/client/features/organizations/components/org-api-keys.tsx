import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Plug } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { CopyField } from "@/components/copy-field";
import { DateTime } from "@/components/date-time";
import { SelectField, TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { CredentialCreated, CredentialLastUsed, RevocableCredential } from "@/components/revocable-credential";
import { SecretShownOnce } from "@/components/secret-shown-once";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { hrefOf } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { apiReferenceEndpoints } from "../../../../contracts/api/api-reference";
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type CreatedApiKey,
  createApiKeySchema,
} from "../../../../contracts/api-keys";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { paths } from "../../../../contracts/routes";
import { canAdminister } from "../../../../domain/organization-roles";
import { useCreateApiKey } from "../api/create-api-key";
import { useApiKeys } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";

const EXPIRY_OPTIONS = [...API_KEY_EXPIRY_DAYS.map(String), "never"];
const expiryLabel = (option: string) => (option === "never" ? "Never" : `In ${option} days`);

/** The form's values: the API's, with the expiry as the select's text. */
const keyFormSchema = createApiKeySchema.pick({ name: true, scope: true }).extend({
  expiry: z.enum(EXPIRY_OPTIONS as [string, ...string[]], { error: "Choose when the key expires" }),
});
type KeyFormValues = z.input<typeof keyFormSchema>;

function CreateKeyForm({
  organizationId,
  onCreated,
}: {
  organizationId: string;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey(organizationId);
  const form = useForm<KeyFormValues, unknown, z.output<typeof keyFormSchema>>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: "", scope: "read", expiry: "365" },
  });
  const onSubmit = form.handleSubmit(async ({ name, scope, expiry }) => {
    try {
      const created = await create.mutateAsync({
        name,
        scope,
        expiresInDays: expiry === "never" ? null : Number(expiry),
      });
      form.reset();
      onCreated(created);
    } catch (failure) {
      const issues = fieldErrors(failure);
      if (issues.scope) form.setError("scope", { message: issues.scope });
      if (issues.expiresInDays) form.setError("expiry", { message: issues.expiresInDays });
      form.setError("name", {
        message: issues.name ?? (issues.scope || issues.expiresInDays ? undefined : errorMessage(failure)),
      });
    }
  });
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Create an API key"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <TextField
          control={form.control}
          name="name"
          label="Key name"
          required
          placeholder="Workday sync"
          maxLength={60}
          autoComplete="off"
        />
        <SelectField
          control={form.control}
          name="scope"
          label="Access"
          required
          options={[...API_KEY_SCOPES]}
          placeholder="Choose access"
          optionLabel={(option) => API_KEY_SCOPE_LABELS[option as keyof typeof API_KEY_SCOPE_LABELS] ?? option}
        />
        <SelectField
          control={form.control}
          name="expiry"
          label="Expires"
          required
          options={EXPIRY_OPTIONS}
          placeholder="Choose expiry"
          optionLabel={expiryLabel}
        />
        <Button type="submit" disabled={create.isPending}>
          <KeyRound aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create key"}
        </Button>
      </form>
    </Form>
  );
}

function KeyRow({ organizationId, apiKey }: { organizationId: string; apiKey: ApiKey }) {
  const revoke = useRevokeApiKey(organizationId);
  return (
    <RevocableCredential
      name={apiKey.name}
      confirmDescription="The next request made with this key is refused, so whatever uses it stops reading your organisation's data at once. This cannot be undone."
      confirmLabel="Revoke key"
      revokedTitle="API key revoked"
      notRevokedTitle="API key not revoked"
      pending={revoke.isPending}
      revoke={() => revoke.mutateAsync(apiKey.id)}
    >
      <p className="font-medium break-words text-foreground">
        {apiKey.name}{" "}
        <span className="ml-1 rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
          {API_KEY_SCOPE_LABELS[apiKey.scope]}
        </span>
      </p>
      {apiKey.start && <p className="font-mono text-xs break-all text-muted-foreground">{apiKey.start}…</p>}
      <CredentialCreated at={apiKey.createdAt} by={apiKey.createdByName} />
      <p className="text-muted-foreground">
        {apiKey.expiresAt ? (
          <>
            Expires <DateTime value={apiKey.expiresAt} />
          </>
        ) : (
          "Does not expire"
        )}
        {" · "}
        <CredentialLastUsed at={apiKey.lastUsedAt} />
      </p>
    </RevocableCredential>
  );
}

function ApiKeys({ organizationId }: { organizationId: string }) {
  const keys = useApiKeys(organizationId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (keys.isPending)
    return (
      <div role="status" aria-label="Loading API keys" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-20" />
      </div>
    );
  if (keys.isError) return <QueryError title="Failed to load the API keys" onRetry={() => keys.refetch()} />;

  if (!keys.data.apiAccess && keys.data.keys.length === 0)
    return (
      <EmptyState
        icon={Plug}
        title="Your plan does not include the API"
        description="The Organisation and Enterprise Plus plans let your HR and BI systems read members, progress, completions and certificates through the PIVOT API."
        action={
          <Button asChild variant="outline">
            <Link to={paths.organizationBilling}>See plans and billing</Link>
          </Button>
        }
      />
    );

  return (
    <div className="grid gap-5">
      <CopyField
        label="API base URL"
        value={keys.data.baseUrl}
        what="base URL"
        pasteHint="Paste it into the system that calls the API."
      />
      <p className="text-sm text-muted-foreground">
        Send the key as <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>. The reference
        lists every endpoint:{" "}
        <a className="font-medium text-primary underline underline-offset-4" href={hrefOf(apiReferenceEndpoints.page)}>
          API reference
        </a>
        .
      </p>
      <section aria-labelledby="api-keys-heading" className="grid gap-3">
        <h3 id="api-keys-heading" className="font-semibold text-foreground">
          Keys
        </h3>
        {keys.data.keys.length === 0 ? (
          <EmptyState
            icon={KeyRound}
            title="No API keys yet"
            description="Create a key for each system that reads your organisation's learning data, read only unless it assigns pathways."
          />
        ) : (
          <ul className="grid gap-3" aria-label="API keys">
            {keys.data.keys.map((apiKey) => (
              <KeyRow key={apiKey.id} organizationId={organizationId} apiKey={apiKey} />
            ))}
          </ul>
        )}
        {keys.data.apiAccess ? (
          <CreateKeyForm organizationId={organizationId} onCreated={setCreated} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Your plan no longer includes the API, so no new keys can be created.{" "}
            <Link className="font-medium text-primary underline underline-offset-4" to={paths.organizationBilling}>
              See plans and billing
            </Link>
          </p>
        )}
      </section>
      <SecretShownOnce
        secret={created}
        onClose={() => setCreated(null)}
        title="Your new API key"
        description="Copy it now and store it in the system that calls the API. It is shown only once; if you lose it, revoke it and create another."
      >
        {(key) => (
          <CopyField
            label={`Key "${key.name}"`}
            value={key.key}
            what="API key"
            pasteHint="Paste it into the system that calls the API."
          />
        )}
      </SecretShownOnce>
    </div>
  );
}

/**
 * Settings: API keys (issue 23 item 4), for owners and admins. The public API's base URL, the
 * organisation's keys (scope, created, expires, last used), a new key shown once, and revoking one
 * (refused from its next request). A plan without API access explains it and links to billing.
 */
export function OrgApiKeys({ organization }: { organization: OrganizationDetail }) {
  if (!canAdminister(organization.role)) return null;
  return (
    <RegionBoundary name="API keys">
      <SectionCard
        title="API keys"
        icon={<Plug className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-api-keys"
        description="Let your HR, BI or learning systems read members, progress, completions and certificates, and assign pathways, through the PIVOT API."
      >
        <ApiKeys organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
