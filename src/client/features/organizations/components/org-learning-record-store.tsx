import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, Save, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { DateTime } from "@/components/date-time";
import { SelectField, TextField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import {
  AGENT_FORMATS,
  type AgentFormat,
  learningRecordStoreInputSchema,
  type LearningRecordStore as Store,
} from "../../../../contracts/webhooks";
import { canAdminister } from "../../../../domain/organization-roles";
import {
  useLearningRecordStore,
  useRemoveLearningRecordStore,
  useSetLearningRecordStore,
} from "../api/learning-record-store";

type Values = z.input<typeof learningRecordStoreInputSchema>;

const AGENT_LABELS: Record<AgentFormat, string> = {
  account: "Account: our address and the person's user id",
  mbox_sha1sum: "E-mail hash (mbox_sha1sum)",
};

function StoreForm({ organizationId, store }: { organizationId: string; store: Store }) {
  const save = useSetLearningRecordStore(organizationId);
  const remove = useRemoveLearningRecordStore(organizationId);
  const form = useForm<Values, unknown, z.output<typeof learningRecordStoreInputSchema>>({
    resolver: zodResolver(learningRecordStoreInputSchema),
    defaultValues: { endpoint: store.endpoint ?? "", key: store.key ?? "", secret: "", agentFormat: store.agentFormat },
  });
  useEffect(() => {
    form.reset({ endpoint: store.endpoint ?? "", key: store.key ?? "", secret: "", agentFormat: store.agentFormat });
  }, [store.endpoint, store.key, store.agentFormat, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({
        title: "Learning record store saved",
        description: "Learning from now on is sent to it as xAPI statements.",
      });
    } catch (failure) {
      const issues = fieldErrors(failure);
      for (const name of ["endpoint", "key", "secret", "agentFormat"] as const)
        if (issues[name]) form.setError(name, { message: issues[name] });
      if (Object.keys(issues).length === 0) form.setError("endpoint", { message: errorMessage(failure) });
    }
  });
  const onRemove = () =>
    remove.mutateAsync().then(
      () => toast({ title: "Learning record store removed", description: "No more statements are sent." }),
      (error) => {
        toast({ variant: "destructive", title: "Not removed", description: errorMessage(error) });
        throw error;
      },
    );

  return (
    <div className="grid gap-4">
      {store.configured ? (
        <div className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">Sending statements</Badge>
            {store.pendingStatements > 0 && (
              <Badge variant="outline">{store.pendingStatements} waiting to be sent</Badge>
            )}
          </div>
          {store.lastError && <p className="text-destructive">Last failure: {store.lastError}</p>}
          {store.updatedAt && (
            <p className="text-muted-foreground">
              Changed <DateTime value={store.updatedAt} />
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No learning record store yet: set one to receive launches, progress, completions, knowledge check results and
          certificates as xAPI 1.0.3 statements.
        </p>
      )}
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Learning record store" className="grid gap-4 sm:max-w-xl">
          <TextField
            control={form.control}
            name="endpoint"
            label="xAPI endpoint"
            required
            type="url"
            placeholder="https://lrs.example.com/xapi/"
            autoComplete="off"
            maxLength={2000}
          />
          <TextField control={form.control} name="key" label="Key" required autoComplete="off" maxLength={500} />
          <TextField
            control={form.control}
            name="secret"
            label="Secret"
            required={!store.configured}
            unmarked={store.configured}
            type="password"
            autoComplete="new-password"
            maxLength={500}
            hint={
              store.configured
                ? "Leave blank to keep the stored secret; it is never shown."
                : "Never shown again once saved."
            }
          />
          <SelectField
            control={form.control}
            name="agentFormat"
            label="Identify people by"
            required
            placeholder="Choose how"
            options={AGENT_FORMATS}
            optionLabel={(format) => AGENT_LABELS[format as AgentFormat]}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? "Saving..." : "Save"}
            </Button>
            {store.configured && (
              <ConfirmAction
                trigger={
                  <Button type="button" variant="outline">
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                }
                title="Remove the learning record store?"
                description="No more statements are sent to it; statements still waiting are dropped. What it already holds stays there."
                cancel="Keep it"
                confirm="Remove"
                pendingLabel="Removing..."
                pending={remove.isPending}
                onConfirm={onRemove}
              />
            )}
          </div>
        </form>
      </Form>
    </div>
  );
}

function LearningRecordStoreSettings({ organizationId }: { organizationId: string }) {
  const store = useLearningRecordStore(organizationId);
  if (store.isPending)
    return (
      <div role="status" aria-label="Loading the learning record store" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  if (store.isError)
    return <QueryError title="Failed to load the learning record store" onRetry={() => store.refetch()} />;
  return <StoreForm organizationId={organizationId} store={store.data} />;
}

/** Settings: Learning record store (issue 23 item 6), for owners and admins. */
export function OrgLearningRecordStore({ organization }: { organization: OrganizationDetail }) {
  if (!canAdminister(organization.role)) return null;
  return (
    <RegionBoundary name="Learning record store">
      <SectionCard
        title="Learning record store"
        icon={<GraduationCap className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-lrs"
        description="Send your people's learning to your own xAPI learning record store. If it is down, statements wait and are retried; learners never wait for it."
      >
        <LearningRecordStoreSettings organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
