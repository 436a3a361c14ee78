import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, KeyRound, Plug, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { DateTime } from "@/components/date-time";
import { SelectField, TextField } from "@/components/form-fields";
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
import { hrefOf } from "@/lib/api-client";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { copyText } from "@/lib/copy-text";
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

/** A read-only value with a Copy button: the base URL, and a new key once. */
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
                    description: "Paste it into the system that calls the API.",
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
  const onRevoke = () =>
    revoke.mutateAsync(apiKey.id).then(
      () => toast({ title: "API key revoked", description: `"${apiKey.name}" no longer works.` }),
      (error) => {
        toast({ variant: "destructive", title: "API key not revoked", description: errorMessage(error) });
        throw error;
      },
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium break-words text-foreground">
          {apiKey.name}{" "}
          <span className="ml-1 rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
            {API_KEY_SCOPE_LABELS[apiKey.scope]}
          </span>
        </p>
        {apiKey.start && <p className="font-mono text-xs break-all text-muted-foreground">{apiKey.start}…</p>}
        <p className="text-muted-foreground">
          Created <DateTime value={apiKey.createdAt} />
          {apiKey.createdByName ? ` by ${apiKey.createdByName}` : ""}
        </p>
        <p className="text-muted-foreground">
          {apiKey.expiresAt ? (
            <>
              Expires <DateTime value={apiKey.expiresAt} />
            </>
          ) : (
            "Does not expire"
          )}
          {" · "}
          {apiKey.lastUsedAt ? (
            <>
              Last used <DateTime value={apiKey.lastUsedAt} />
            </>
          ) : (
            "Not used yet"
          )}
        </p>
      </div>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
            <Trash2 aria-hidden="true" />
            Revoke
          </Button>
        }
        title={`Revoke "${apiKey.name}"?`}
        description="The next request made with this key is refused, so whatever uses it stops reading your organisation's data at once. This cannot be undone."
        cancel="Keep it"
        confirm="Revoke key"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </li>
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
      <CopyField label="API base URL" value={keys.data.baseUrl} what="base URL" />
      <p className="text-sm text-muted-foreground">
        Send the key as <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>. The reference
        lists every endpoint:{" "}
        <a
          className="font-medium text-brand-700 underline underline-offset-4"
          href={hrefOf(apiReferenceEndpoints.page)}
        >
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
            <Link className="font-medium text-brand-700 underline underline-offset-4" to={paths.organizationBilling}>
              See plans and billing
            </Link>
          </p>
        )}
      </section>
      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Your new API key</DialogTitle>
            <DialogDescription>
              Copy it now and store it in the system that calls the API. It is shown only once; if you lose it, revoke
              it and create another.
            </DialogDescription>
          </DialogHeader>
          {created && <CopyField label={`Key "${created.name}"`} value={created.key} what="API key" />}
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
        icon={<Plug className="size-5 text-brand-700" aria-hidden="true" />}
        headingId="settings-api-keys"
        description="Let your HR, BI or learning systems read members, progress, completions and certificates, and assign pathways, through the PIVOT API."
      >
        <ApiKeys organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
