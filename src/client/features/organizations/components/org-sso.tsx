import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, CheckCircle2, Copy, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Control, type Path, type Resolver, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { ConfirmAction } from "@/components/confirm-action";
import { SelectField, TextField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Radio, RadioGroup } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { copyText } from "@/lib/copy-text";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { paths } from "../../../../contracts/routes";
import {
  type SsoConfiguration,
  type SsoStatus,
  samlSettingsSchema,
  ssoConfigurationSchema,
} from "../../../../contracts/sso";
import { useConfigureSso } from "../api/configure-sso";
import { useDomains } from "../api/get-domains";
import { useSso } from "../api/get-sso";
import { useRemoveSso } from "../api/remove-sso";
import { SsoReleases } from "./sso-releases";

/** Where the owner verifies domains (the invitations page's "Verified domains" section). */
const DOMAINS_SECTION = `${paths.organizationInvitations}#verified-domains`;

type SamlInput = "metadata" | "manual";

/** Every field the form can show; the schema of the chosen protocol (and SAML input) reads its own. */
interface SsoFormValues {
  protocol: "saml" | "oidc";
  samlInput: SamlInput;
  domain: string;
  saml: { metadataXml: string; entityId: string; ssoUrl: string; certificate: string };
  oidc: { issuer: string; clientId: string; clientSecret: string };
  requireSso: boolean;
  allowIdpInitiated: boolean;
  departmentAttribute: string;
}

// The contract's own schema, one branch at a time, so each message lands under its field.
const [samlBranch, oidcBranch] = ssoConfigurationSchema.options;
const [metadataSettings, manualSettings] = samlSettingsSchema.options;
const schemaFor = (values: SsoFormValues) =>
  values.protocol === "oidc"
    ? oidcBranch
    : samlBranch.extend({ saml: values.samlInput === "manual" ? manualSettings : metadataSettings });

const ssoResolver: Resolver<SsoFormValues, unknown, SsoConfiguration> = (values, context, options) =>
  (zodResolver(schemaFor(values)) as unknown as Resolver<SsoFormValues, unknown, SsoConfiguration>)(
    values,
    context,
    options,
  );

const FORM_FIELDS = [
  "domain",
  "saml.metadataXml",
  "saml.entityId",
  "saml.ssoUrl",
  "saml.certificate",
  "oidc.issuer",
  "oidc.clientId",
  "oidc.clientSecret",
  "requireSso",
  "allowIdpInitiated",
  "departmentAttribute",
] as const satisfies readonly Path<SsoFormValues>[];

const valuesFrom = (status: SsoStatus, firstDomain: string): SsoFormValues => ({
  protocol: status.protocol ?? "saml",
  samlInput: "metadata",
  domain: status.domain ?? firstDomain,
  saml: { metadataXml: "", entityId: "", ssoUrl: "", certificate: "" },
  oidc: {
    issuer: status.protocol === "oidc" ? (status.identityProvider ?? "") : "",
    clientId: status.oidcClientId ?? "",
    clientSecret: "",
  },
  requireSso: status.requireSso,
  allowIdpInitiated: status.allowIdpInitiated,
  departmentAttribute: status.departmentAttribute ?? "",
});

const PROTOCOL_LABEL = { saml: "SAML 2.0", oidc: "OpenID Connect" } as const;

/**
 * Settings, owners and admins (issue 21 item 1): the organisation's identity provider for one of its
 * domains, what the IdP administrator needs from us, and removing it.
 */
export function OrgSso({ organization }: { organization: OrganizationDetail }) {
  const sso = useSso(organization.id);
  if (sso.isPending)
    return (
      <div role="status" aria-label="Loading single sign-on" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
      </div>
    );
  if (sso.isError)
    return <QueryError title="Failed to load single sign-on" onRetry={() => void sso.refetch()} retryLabel="Retry" />;
  const status = sso.data;
  return (
    <div className="grid gap-6">
      <SsoSummary status={status} isOwner={organization.role === "owner"} />
      <ServiceProviderValues status={status} />
      <SsoReleases protocol={status.protocol} departmentAttribute={status.departmentAttribute} />
      <SsoForm organization={organization} status={status} />
      {status.configured && <RemoveSso organizationId={organization.id} domain={status.domain} />}
    </div>
  );
}

function SsoSummary({ status, isOwner }: { status: SsoStatus; isOwner: boolean }) {
  if (!status.configured || !status.protocol)
    return (
      <p className="text-sm text-body">
        <span className="font-medium text-foreground">Not set up.</span> Members sign in with their e-mail address and
        password.
      </p>
    );
  return (
    <div className="grid gap-3" data-testid="sso-status">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>{PROTOCOL_LABEL[status.protocol]}</Badge>
        <span>
          for <span className="font-medium break-all">@{status.domain}</span>
        </span>
        {status.domainVerified && (
          <Badge variant="secondary">
            <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
            Domain verified
          </Badge>
        )}
        <Badge variant="outline">{status.requireSso ? "Required" : "Optional"}</Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {status.identityProvider && (
          <>
            <dt className="text-muted-foreground">{status.protocol === "saml" ? "Identity provider" : "Issuer"}</dt>
            <dd className="min-w-0 break-all">{status.identityProvider}</dd>
          </>
        )}
        {status.oidcClientId && (
          <>
            <dt className="text-muted-foreground">Client id</dt>
            <dd className="min-w-0 break-all">{status.oidcClientId}</dd>
          </>
        )}
        {status.protocol === "saml" && (
          <>
            <dt className="text-muted-foreground">From the app portal</dt>
            <dd className="min-w-0">{status.allowIdpInitiated ? "Sign-in allowed" : "Sign-in not allowed"}</dd>
          </>
        )}
        {status.departmentAttribute && (
          <>
            <dt className="text-muted-foreground">Department attribute</dt>
            <dd className="min-w-0 break-all">{status.departmentAttribute}</dd>
          </>
        )}
      </dl>
      {!status.domainVerified && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-warning-surface p-3 text-sm text-warning-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Sign-in through your identity provider starts once {status.domain} is verified.{" "}
            {isOwner ? (
              <Link to={DOMAINS_SECTION} className="font-medium underline">
                Verify the domain
              </Link>
            ) : (
              "Ask the organisation's owner to verify it."
            )}
          </span>
        </p>
      )}
    </div>
  );
}

function CopyValue({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    const copied = await copyText(value);
    toast(
      copied
        ? { title: `${label} copied`, description: "Paste it into your identity provider's settings." }
        : { variant: "destructive", title: "Could not copy", description: "Select the value and copy it by hand." },
    );
  };
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 text-xs break-all">{value}</code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </dd>
    </div>
  );
}

/** What the IdP administrator enters on their side. */
function ServiceProviderValues({ status }: { status: SsoStatus }) {
  const { entityId, acsUrl, metadataUrl, oidcRedirectUrl } = status.serviceProvider;
  return (
    <section aria-labelledby="sso-service-provider" className="grid gap-3">
      <div>
        <h3 id="sso-service-provider" className="font-semibold text-foreground">
          For your identity provider
        </h3>
        <p className="text-sm text-muted-foreground">
          Give these to whoever manages your identity provider (Microsoft Entra ID, Okta, Google Workspace…).
        </p>
      </div>
      <dl className="grid gap-3">
        <CopyValue label="SAML entity id" value={entityId} />
        <CopyValue label="SAML ACS URL" value={acsUrl} />
        <CopyValue label="SAML metadata URL" value={metadataUrl} />
        <CopyValue label="OIDC redirect URL" value={oidcRedirectUrl} />
      </dl>
    </section>
  );
}

function Choice<T extends string>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<SsoFormValues, unknown, SsoConfiguration>;
  name: "protocol" | "samlInput";
  legend: string;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup legend={legend} name={field.name} className="gap-1.5" legendClassName="mb-1.5">
          <div className="flex flex-wrap gap-2">
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                labelClassName="rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-surface"
                label={option.label}
              />
            ))}
          </div>
        </RadioGroup>
      )}
    />
  );
}

function CheckboxField({
  control,
  name,
  label,
  description,
}: {
  control: Control<SsoFormValues, unknown, SsoConfiguration>;
  name: "requireSso" | "allowIdpInitiated";
  label: string;
  description: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start gap-3">
          <FormControl>
            <Checkbox
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}

function SsoForm({ organization, status }: { organization: OrganizationDetail; status: SsoStatus }) {
  const isOwner = organization.role === "owner";
  // The domain list is the owner's; an admin types the domain instead.
  const domains = useDomains(isOwner ? organization.id : undefined);
  const domainNames = domains.data?.map((d) => d.domain) ?? [];
  const verifiedNames = new Set(domains.data?.filter((d) => d.verifiedAt !== null).map((d) => d.domain));
  const configure = useConfigureSso(organization.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<SsoFormValues, unknown, SsoConfiguration>({
    resolver: ssoResolver,
    defaultValues: valuesFrom(status, ""),
  });
  const protocol = useWatch({ control: form.control, name: "protocol" });
  const samlInput = useWatch({ control: form.control, name: "samlInput" });

  // The owner's first verified domain is the likely choice before anything is set up.
  const firstDomain = domains.data?.find((d) => d.verifiedAt !== null)?.domain ?? domains.data?.[0]?.domain;
  useEffect(() => {
    if (firstDomain && !status.domain && form.getValues("domain") === "") form.setValue("domain", firstDomain);
  }, [firstDomain, status.domain, form]);

  const onSubmit = form.handleSubmit(async (configuration) => {
    setFormError(undefined);
    try {
      const saved = await configure.mutateAsync(configuration);
      form.reset(valuesFrom(saved, ""));
      toast({
        title: "Single sign-on saved",
        description: saved.domainVerified
          ? `People with an @${saved.domain} address can sign in through your identity provider.`
          : `Sign-in through your identity provider starts once ${saved.domain} is verified.`,
      });
    } catch (error) {
      const issues = fieldErrors(error);
      let shown = false;
      for (const [path, message] of Object.entries(issues)) {
        // A SAML answer that matched neither form of the settings is about what was entered.
        const field = path === "saml" ? (samlInput === "manual" ? "saml.entityId" : "saml.metadataXml") : path;
        if ((FORM_FIELDS as readonly string[]).includes(field)) {
          form.setError(field as Path<SsoFormValues>, { message });
          shown = true;
        }
      }
      if (!shown) setFormError(errorMessage(error, "Single sign-on was not saved. Please try again."));
    }
  });

  const domainHint = status.configured
    ? undefined
    : "One of your organisation's domains. Sign-in starts once it is verified.";
  return (
    <section aria-labelledby="sso-form-heading" className="grid gap-3">
      <h3 id="sso-form-heading" className="font-semibold text-foreground">
        {status.configured ? "Change the identity provider" : "Set up single sign-on"}
      </h3>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Single sign-on" className="grid gap-4">
          <Choice
            control={form.control}
            name="protocol"
            legend="Protocol"
            options={[
              { value: "saml", label: "SAML" },
              { value: "oidc", label: "OpenID Connect" },
            ]}
          />
          {domainNames.length > 0 ? (
            <SelectField
              control={form.control}
              name="domain"
              label="Domain"
              required
              placeholder="Choose a domain"
              options={domainNames}
              optionLabel={(name) => (verifiedNames.has(name) ? name : `${name} (not verified)`)}
              hint={domainHint}
            />
          ) : (
            <div className="grid gap-1.5">
              <TextField
                control={form.control}
                name="domain"
                label="Domain"
                required
                placeholder="example.com"
                autoComplete="off"
                hint={domainHint ?? "One of your organisation's domains."}
              />
              {isOwner && domains.isSuccess && (
                <p className="text-sm text-muted-foreground">
                  Your organisation has no domain yet.{" "}
                  <Link to={DOMAINS_SECTION} className="text-primary underline">
                    Add and verify one
                  </Link>{" "}
                  first.
                </p>
              )}
            </div>
          )}
          {protocol === "saml" ? (
            <>
              <Choice
                control={form.control}
                name="samlInput"
                legend="Identity provider settings"
                options={[
                  { value: "metadata", label: "Paste metadata XML" },
                  { value: "manual", label: "Enter by hand" },
                ]}
              />
              {status.protocol === "saml" && (
                <p className="text-sm text-muted-foreground">
                  To save a change, give the identity provider's settings again.
                </p>
              )}
              {samlInput === "manual" ? (
                <>
                  <TextField
                    control={form.control}
                    name="saml.entityId"
                    label="Identity provider entity id"
                    required
                    autoComplete="off"
                  />
                  <TextField
                    control={form.control}
                    name="saml.ssoUrl"
                    label="Sign-in address (SSO URL)"
                    required
                    type="url"
                    placeholder="https://"
                    autoComplete="off"
                  />
                  <TextField
                    control={form.control}
                    name="saml.certificate"
                    label="Signing certificate"
                    required
                    rows={5}
                    placeholder="-----BEGIN CERTIFICATE-----"
                    hint="PEM, or just its base64 body."
                  />
                </>
              ) : (
                <TextField
                  control={form.control}
                  name="saml.metadataXml"
                  label="Metadata XML"
                  required
                  rows={6}
                  placeholder='<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" …'
                  hint="Download it from your identity provider's SAML app and paste it whole."
                />
              )}
            </>
          ) : (
            <>
              <TextField
                control={form.control}
                name="oidc.issuer"
                label="Issuer"
                required
                type="url"
                placeholder="https://login.example.com"
                autoComplete="off"
              />
              <TextField control={form.control} name="oidc.clientId" label="Client id" required autoComplete="off" />
              <TextField
                control={form.control}
                name="oidc.clientSecret"
                label="Client secret"
                type="password"
                autoComplete="new-password"
                placeholder={status.protocol === "oidc" ? "unchanged" : undefined}
                hint={status.protocol === "oidc" ? "Leave blank to keep the secret saved before." : undefined}
              />
            </>
          )}
          <CheckboxField
            control={form.control}
            name="requireSso"
            label="Require single sign-on for this domain"
            description="People with an address at the domain can no longer sign in with a password. Owners keep their password, so the organisation stays reachable if the identity provider is down."
          />
          {protocol === "saml" && (
            <CheckboxField
              control={form.control}
              name="allowIdpInitiated"
              label="Allow sign-in from your identity provider's app portal"
              description="Lets people open PIVOT Learning from its tile in Okta, Microsoft Entra My Apps and the like. Such a sign-in is not tied to one started here, so a stolen sign-in answer could be used once by someone else in the minutes before it expires."
            />
          )}
          <TextField
            control={form.control}
            name="departmentAttribute"
            label="Department attribute"
            autoComplete="off"
            placeholder="department"
            hint="The claim or attribute that names a person's department; it places new members in the matching department."
          />
          {formError && (
            <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
              {formError}
            </p>
          )}
          <Button type="submit" disabled={configure.isPending} className="justify-self-start">
            {configure.isPending ? "Saving..." : "Save single sign-on"}
          </Button>
        </form>
      </Form>
    </section>
  );
}

function RemoveSso({ organizationId, domain }: { organizationId: string; domain: string | null }) {
  const remove = useRemoveSso(organizationId);
  const onRemove = () =>
    remove.mutateAsync(undefined).then(
      () =>
        toast({
          title: "Single sign-on removed",
          description: "Members sign in with their e-mail address and password again.",
        }),
      (error) => {
        toast({ variant: "destructive", title: "Single sign-on not removed", description: errorMessage(error) });
        throw error;
      },
    );
  return (
    <div className="border-t pt-4">
      <ConfirmAction
        trigger={
          <Button variant="outline">
            <Trash2 aria-hidden="true" />
            Remove single sign-on
          </Button>
        }
        title="Remove single sign-on?"
        description={`People${domain ? ` with an @${domain} address` : ""} sign in with their e-mail address and password again. Those who never set a password choose one with "Forgot password?".`}
        cancel="Keep it"
        confirm="Remove single sign-on"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </div>
  );
}
