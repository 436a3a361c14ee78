import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Globe, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-action";
import { OneFieldForm } from "@/components/one-field-form";
import { EmptyState, QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { copyText } from "@/lib/copy-text";
import { formatDate } from "@/lib/format";
import { addDomainSchema, type OrganizationDomain } from "../../../../contracts/organizations";
import { useAddDomain } from "../api/add-domain";
import { useDomains } from "../api/get-domains";
import { useRemoveDomain } from "../api/remove-domain";
import { useUpdateDomain } from "../api/update-domain";
import { useVerifyDomain } from "../api/verify-domain";

type AddDomainValues = z.input<typeof addDomainSchema>;

function AddDomainForm({ organizationId }: { organizationId: string }) {
  const add = useAddDomain(organizationId);
  const form = useForm<AddDomainValues, unknown, z.output<typeof addDomainSchema>>({
    resolver: zodResolver(addDomainSchema),
    defaultValues: { domain: "" },
  });
  const onSubmit = form.handleSubmit(async ({ domain }) => {
    try {
      await add.mutateAsync(domain);
      form.reset();
      toast({ title: "Domain added", description: `Create the TXT record shown for ${domain}, then verify it.` });
    } catch (failure) {
      form.setError("domain", { message: errorMessage(failure) });
    }
  });
  return (
    <OneFieldForm
      form={form}
      onSubmit={onSubmit}
      name="domain"
      label="Domain"
      formLabel="Add a domain"
      input={{ placeholder: "example.com", autoComplete: "off", className: "min-w-0 flex-1 sm:max-w-xs" }}
      submit={
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add domain"}
        </Button>
      }
    />
  );
}

function DomainRow({ organizationId, domain }: { organizationId: string; domain: OrganizationDomain }) {
  const switchId = useId();
  const verify = useVerifyDomain(organizationId);
  const update = useUpdateDomain(organizationId);
  const remove = useRemoveDomain(organizationId);
  const [confirming, setConfirming] = useState(false);
  const verified = domain.verifiedAt !== null;

  const copy = async () => {
    const copied = await copyText(domain.txtRecord);
    toast(
      copied
        ? { title: "TXT record copied", description: "Paste it as the value of a TXT record at your DNS provider." }
        : { variant: "destructive", title: "Could not copy", description: "Select the record and copy it by hand." },
    );
  };
  const onVerify = () =>
    verify.mutate(domain.id, {
      onSuccess: () =>
        toast({ title: "Domain verified", description: `${domain.domain} belongs to your organisation.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Not verified yet", description: errorMessage(error) }),
    });
  const onAutoJoin = (autoJoin: boolean) =>
    update.mutate(
      { domainId: domain.id, autoJoin },
      {
        onSuccess: () =>
          toast({
            title: autoJoin ? "Joining by domain turned on" : "Joining by domain turned off",
            description: autoJoin
              ? `People with a confirmed @${domain.domain} address can join while seats are free.`
              : `People with an @${domain.domain} address need an invitation again.`,
          }),
        onError: (error) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error) }),
      },
    );
  const onRemove = () =>
    remove.mutate(domain.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Domain removed", description: `${domain.domain} is no longer your organisation's.` });
      },
      onError: (error) => toast({ variant: "destructive", title: "Not removed", description: errorMessage(error) }),
    });

  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-medium break-all">
          <Globe className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {domain.domain}
          <Badge variant={verified ? "default" : "outline"}>
            {verified ? `Verified ${formatDate(domain.verifiedAt ?? "")}` : "Not verified"}
          </Badge>
        </p>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${domain.domain}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      {!verified && (
        <div className="grid gap-2 text-sm">
          <p>
            Add this TXT record at <span className="font-medium">{domain.domain}</span> with your DNS provider, then
            verify. DNS changes can take a few hours to appear.
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <code className="min-w-0 rounded bg-muted px-2 py-1 break-all">{domain.txtRecord}</code>
            <Button variant="outline" size="sm" onClick={copy}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button size="sm" onClick={onVerify} disabled={verify.isPending}>
              {verify.isPending ? "Checking..." : "Verify"}
            </Button>
          </div>
        </div>
      )}
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={domain.autoJoin}
          disabled={!verified || update.isPending}
          onCheckedChange={onAutoJoin}
        />
        <label htmlFor={switchId} className="text-sm">
          Let people with a confirmed @{domain.domain} address join without an invitation
        </label>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<>Remove {domain.domain}?</>}
        description={
          <>People with an @{domain.domain} address will need an invitation to join. Members who joined stay members.</>
        }
        cancel="Keep it"
        confirm="Remove domain"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </li>
  );
}

/**
 * Verified domains (issue 20 item 3), for the owner: add a domain, prove it with a DNS TXT record,
 * then let people with a confirmed address there join without an invitation (within the seats).
 */
export function InvitationDomains({ organizationId }: { organizationId: string }) {
  const domains = useDomains(organizationId);
  return (
    <div className="grid gap-4">
      <AddDomainForm organizationId={organizationId} />
      {domains.isPending ? (
        <div role="status" aria-label="Loading domains">
          <Skeleton className="h-24" />
        </div>
      ) : domains.isError ? (
        <QueryError title="Failed to load the domains" onRetry={() => domains.refetch()} />
      ) : domains.data.length === 0 ? (
        <EmptyState
          icon={Globe}
          title="No domains yet"
          description="Add your organisation's e-mail domain, such as example.com, to let colleagues join on their own."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Domains">
          {domains.data.map((domain) => (
            <DomainRow key={domain.id} organizationId={organizationId} domain={domain} />
          ))}
        </ul>
      )}
    </div>
  );
}
