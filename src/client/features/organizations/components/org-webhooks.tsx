import { zodResolver } from "@hookform/resolvers/zod";
import { Power, Send, Trash2, Webhook } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { CopyField } from "@/components/copy-field";
import { DateTime } from "@/components/date-time";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SecretShownOnce } from "@/components/secret-shown-once";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
  webhookEndpointCreateSchema,
} from "../../../../contracts/webhooks";
import { canAdminister } from "../../../../domain/organization-roles";
import { useCreateWebhook, useDeleteWebhook, useSendTestEvent, useUpdateWebhook, useWebhooks } from "../api/webhooks";
import { WebhookDeliveries } from "./org-webhooks-deliveries";
import { submitCreateForm } from "./submit-create-form";

type CreateValues = z.input<typeof webhookEndpointCreateSchema>;
const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;

function CreateEndpointForm({
  organizationId,
  eventTypes,
  onCreated,
}: {
  organizationId: string;
  eventTypes: { type: string; label: string }[];
  onCreated: (endpoint: WebhookEndpointCreated) => void;
}) {
  const create = useCreateWebhook(organizationId);
  const groupId = useId();
  const form = useForm<CreateValues, unknown, z.output<typeof webhookEndpointCreateSchema>>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    defaultValues: { url: "", description: "", events: [] },
  });
  const onSubmit = submitCreateForm(form, create.mutateAsync, onCreated, (issues, failure) => {
    if (issues.events) form.setError("events", { message: issues.events });
    form.setError("url", { message: issues.url ?? (issues.events ? undefined : errorMessage(failure)) });
  });
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Add a webhook endpoint"
        className="grid gap-4 rounded-lg border p-4"
      >
        <h3 className="font-semibold text-foreground">Add an endpoint</h3>
        <TextField
          control={form.control}
          name="url"
          label="Endpoint URL"
          required
          type="url"
          placeholder="https://hr.example.com/webhooks/pivot"
          maxLength={2000}
          autoComplete="off"
          hint="We send a signed POST here for each event you pick (https in production)."
        />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          placeholder="HR system"
          maxLength={200}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="events"
          render={({ field }) => (
            <FormItem>
              <fieldset aria-describedby={`${groupId}-hint`} className="grid gap-2">
                <legend className="text-sm font-medium">
                  Events <span className="text-destructive">*</span>
                </legend>
                <p id={`${groupId}-hint`} className="text-sm text-muted-foreground">
                  Pick the events this endpoint receives.
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  {eventTypes.map(({ type, label }) => {
                    const checked = (field.value ?? []).includes(type as WebhookEventType);
                    return (
                      <Checkbox
                        key={type}
                        checked={checked}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...(field.value ?? []), type]
                              : (field.value ?? []).filter((value: string) => value !== type),
                          )
                        }
                        labelClassName="min-h-11 rounded-md border px-3"
                        label={
                          <>
                            <span>{label}</span>
                            <span className="ml-auto hidden font-mono text-xs text-muted-foreground sm:inline">
                              {type}
                            </span>
                          </>
                        }
                      />
                    );
                  })}
                </div>
              </fieldset>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            <Webhook aria-hidden="true" />
            {create.isPending ? "Adding..." : "Add endpoint"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

function EndpointRow({ organizationId, endpoint }: { organizationId: string; endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhook(organizationId);
  const remove = useDeleteWebhook(organizationId);
  const sendTest = useSendTestEvent(organizationId);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const name = endpoint.description || endpoint.url;

  const onToggle = () =>
    update.mutate(
      { endpointId: endpoint.id, change: { enabled: !endpoint.enabled } },
      {
        onSuccess: (changed) =>
          toast({
            title: changed.enabled ? "Endpoint switched on" : "Endpoint switched off",
            description: changed.enabled
              ? "New events are sent to it again."
              : "No events are sent to it until you switch it on.",
          }),
        onError: (error) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error) }),
      },
    );
  const onTest = () =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        setShowDeliveries(true);
        toast({ title: "Test event sent", description: "Its delivery appears in the log below." });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Test event not sent", description: errorMessage(error) }),
    });
  const onDelete = () =>
    remove.mutateAsync(endpoint.id).then(
      () => toast({ title: "Endpoint deleted", description: `${name} receives no more events.` }),
      (error) => {
        toast({ variant: "destructive", title: "Endpoint not deleted", description: errorMessage(error) });
        throw error;
      },
    );

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Endpoint ${endpoint.url}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1 text-sm">
          {endpoint.description && <p className="font-medium break-words text-foreground">{endpoint.description}</p>}
          <p className="font-mono text-xs break-all text-foreground">{endpoint.url}</p>
          <div className="flex flex-wrap gap-1">
            {endpoint.enabled ? (
              <Badge variant="secondary">Active</Badge>
            ) : (
              <Badge variant="destructive">Switched off</Badge>
            )}
            {endpoint.events.map((type) => (
              <Badge key={type} variant="outline">
                {eventLabel(type)}
              </Badge>
            ))}
          </div>
          {endpoint.disabledReason && <p className="text-destructive">{endpoint.disabledReason}</p>}
          <p className="text-muted-foreground">
            {endpoint.lastDelivery ? (
              <>
                Last delivery {endpoint.lastDelivery.status}
                {endpoint.lastDelivery.responseStatus ? ` (HTTP ${endpoint.lastDelivery.responseStatus})` : ""},{" "}
                <DateTime value={endpoint.lastDelivery.at} />
              </>
            ) : (
              "Nothing sent yet"
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!endpoint.enabled || sendTest.isPending}
            onClick={onTest}
            aria-label={`Send a test event to ${endpoint.url}`}
          >
            <Send aria-hidden="true" />
            Send test event
          </Button>
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={onToggle}>
            <Power aria-hidden="true" />
            {endpoint.enabled ? "Switch off" : "Switch on"}
          </Button>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete ${endpoint.url}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this endpoint?"
            description={`${endpoint.url} receives no more events, and its delivery log is deleted with it.`}
            cancel="Keep it"
            confirm="Delete endpoint"
            pendingLabel="Deleting..."
            pending={remove.isPending}
            onConfirm={onDelete}
          />
        </div>
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries ? "Hide deliveries" : "Show deliveries"}
        </Button>
      </div>
      {showDeliveries && (
        <WebhookDeliveries organizationId={organizationId} endpointId={endpoint.id} enabled={endpoint.enabled} />
      )}
    </li>
  );
}

function Webhooks({ organizationId }: { organizationId: string }) {
  const webhooks = useWebhooks(organizationId);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);

  if (webhooks.isPending)
    return (
      <div role="status" aria-label="Loading webhooks" className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-40" />
      </div>
    );
  if (webhooks.isError) return <QueryError title="Failed to load the webhooks" onRetry={() => webhooks.refetch()} />;

  return (
    <div className="grid gap-5">
      <section aria-labelledby="webhook-endpoints-heading" className="grid gap-3">
        <h3 id="webhook-endpoints-heading" className="font-semibold text-foreground">
          Endpoints
        </h3>
        {webhooks.data.items.length === 0 ? (
          <EmptyState
            icon={Webhook}
            title="No webhook endpoints yet"
            description="Add your system's address and pick events: we send each one as a signed POST (Standard Webhooks)."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {webhooks.data.items.map((endpoint) => (
              <EndpointRow key={endpoint.id} organizationId={organizationId} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>
      <CreateEndpointForm
        organizationId={organizationId}
        eventTypes={webhooks.data.eventTypes}
        onCreated={setCreated}
      />
      <SecretShownOnce
        secret={created}
        onClose={() => setCreated(null)}
        title="Your endpoint's signing secret"
        description="Copy it now: your receiver verifies each request's webhook-signature header with it. It is shown only once; if you lose it, delete the endpoint and add it again."
      >
        {(endpoint) => (
          <CopyField
            label="Signing secret"
            value={endpoint.secret}
            what="signing secret"
            name="secret"
            pasteHint="Keep it with the code that receives the webhooks."
          />
        )}
      </SecretShownOnce>
    </div>
  );
}

/**
 * Settings: Webhooks (issue 23 item 5), for owners and admins: the endpoints with their status, events
 * and last delivery; adding one (its signing secret shown once); a test event; switching off and on;
 * deleting; each endpoint's delivery log with replays.
 */
export function OrgWebhooks({ organization }: { organization: OrganizationDetail }) {
  if (!canAdminister(organization.role)) return null;
  return (
    <RegionBoundary name="Webhooks">
      <SectionCard
        title="Webhooks"
        icon={<Webhook className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-webhooks"
        description="Tell your HR, BI or other systems the moment something happens: people joining or leaving, completions, knowledge checks passed, certificates and overdue assignments. Failed deliveries are retried for 24 hours."
      >
        <Webhooks organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
