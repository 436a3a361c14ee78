import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, Link2, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { CopyField } from "@/components/copy-field";
import { DateTime } from "@/components/date-time";
import { FormActions } from "@/components/form-actions";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import {
  type LtiContext,
  type LtiMemberSync,
  type LtiOverview,
  type LtiRegistration,
  type LtiRegistrationLink,
  ltiRegistrationFormSchema,
} from "../../../../contracts/lti";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { canAdminister } from "../../../../domain/organization-roles";
import { PLANS } from "../../../../domain/plans";
import {
  useCreateLtiRegistration,
  useCreateLtiRegistrationLink,
  useDeleteLtiRegistration,
  useLtiOverview,
  useLtiRegistrations,
  useSyncLtiMembers,
  useUpdateLtiRegistration,
} from "../api/lti";

type FormValues = z.input<typeof ltiRegistrationFormSchema>;
type FormOutput = z.output<typeof ltiRegistrationFormSchema>;

const EMPTY: FormValues = {
  name: "",
  issuer: "",
  clientId: "",
  authLoginUrl: "",
  accessTokenUrl: "",
  jwksUrl: "",
  deploymentIds: "",
};

const FIELDS = ["name", "issuer", "clientId", "authLoginUrl", "accessTokenUrl", "jwksUrl", "deploymentIds"] as const;

function RegistrationForm({
  organizationId,
  registration,
  onDone,
}: {
  organizationId: string;
  registration?: LtiRegistration;
  onDone?: () => void;
}) {
  const create = useCreateLtiRegistration(organizationId);
  const update = useUpdateLtiRegistration(organizationId);
  const pending = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ltiRegistrationFormSchema),
    defaultValues: registration ? { ...registration, deploymentIds: registration.deploymentIds.join("\n") } : EMPTY,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (registration) {
        await update.mutateAsync({ registrationId: registration.id, input: values });
        toast({ title: "Registration saved", description: `${values.name} launches PIVOT with these settings.` });
      } else {
        await create.mutateAsync(values);
        form.reset(EMPTY);
        toast({ title: "LMS registered", description: `${values.name} can now launch PIVOT modules.` });
      }
      onDone?.();
    } catch (failure) {
      const issues = fieldErrors(failure);
      const known = FIELDS.filter((field) => issues[field]);
      for (const field of known) form.setError(field, { message: issues[field] });
      if (known.length === 0) form.setError("clientId", { message: errorMessage(failure) });
    }
  });
  const label = registration ? `Edit ${registration.name}` : "Register an LMS";
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-4 rounded-lg border p-4">
        <h3 className="font-semibold text-foreground">{label}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" required maxLength={120} placeholder="Moodle" />
          <TextField
            control={form.control}
            name="issuer"
            label="Issuer (platform ID)"
            required
            maxLength={500}
            autoComplete="off"
            placeholder="https://moodle.example.com"
          />
          <TextField
            control={form.control}
            name="clientId"
            label="Client ID"
            required
            maxLength={255}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="authLoginUrl"
            label="Authorisation URL"
            required
            type="url"
            maxLength={2000}
            autoComplete="off"
            placeholder="https://moodle.example.com/mod/lti/auth.php"
          />
          <TextField
            control={form.control}
            name="accessTokenUrl"
            label="Access token URL"
            required
            type="url"
            maxLength={2000}
            autoComplete="off"
            placeholder="https://moodle.example.com/mod/lti/token.php"
          />
          <TextField
            control={form.control}
            name="jwksUrl"
            label="LMS keyset (JWKS) URL"
            required
            type="url"
            maxLength={2000}
            autoComplete="off"
            placeholder="https://moodle.example.com/mod/lti/certs.php"
          />
        </div>
        <TextField
          control={form.control}
          name="deploymentIds"
          label="Deployment IDs"
          required
          rows={2}
          maxLength={13_000}
          hint="One per line (or separated by commas). Launches from other deployments are refused."
        />
        <FormActions
          icon={registration ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
          submitLabel={registration ? "Save registration" : "Register LMS"}
          pendingLabel="Saving..."
          pending={pending}
          onCancel={onDone}
        />
      </form>
    </Form>
  );
}

function RegistrationRow({ organizationId, registration }: { organizationId: string; registration: LtiRegistration }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteLtiRegistration(organizationId);
  if (editing)
    return (
      <li>
        <RegistrationForm
          organizationId={organizationId}
          registration={registration}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  const onDelete = () =>
    remove.mutateAsync(registration.id).then(
      () => toast({ title: "Registration deleted", description: `${registration.name} can no longer launch PIVOT.` }),
      (error) => {
        toast({ variant: "destructive", title: "Registration not deleted", description: errorMessage(error) });
        throw error;
      },
    );
  return (
    <li className="grid gap-2 rounded-lg border p-4" aria-label={`LMS ${registration.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="font-medium text-foreground">{registration.name}</p>
          <p className="break-all text-muted-foreground">
            Issuer <span className="font-mono text-xs text-foreground">{registration.issuer}</span>
          </p>
          <p className="break-all text-muted-foreground">
            Client ID <span className="font-mono text-xs text-foreground">{registration.clientId}</span>
          </p>
          <div className="flex flex-wrap gap-1">
            {registration.deploymentIds.map((id) => (
              <Badge key={id} variant="outline">
                Deployment {id}
              </Badge>
            ))}
          </div>
          {registration.deploymentIds.length === 0 && (
            <p className="text-muted-foreground">
              No deployment ID yet: launches are refused until you add the one your LMS shows for PIVOT (Edit).
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${registration.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete ${registration.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this LMS registration?"
            description={`Launches from ${registration.name} are refused from now on, and scores are no longer sent back to it.`}
            cancel="Keep it"
            confirm="Delete registration"
            pendingLabel="Deleting..."
            pending={remove.isPending}
            onConfirm={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

function Registrations({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const registrations = useLtiRegistrations(organizationId, page);
  if (registrations.isPending)
    return <Skeleton className="h-24" role="status" aria-label="Loading LMS registrations" />;
  if (registrations.isError)
    return <QueryError title="Failed to load the LMS registrations" onRetry={() => registrations.refetch()} />;
  const { items, total, pageSize } = registrations.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (items.length === 0 && page > 1) {
    setPage(page - 1);
    return null;
  }
  return (
    <section aria-labelledby="lti-registrations-heading" className="grid gap-3">
      <h3 id="lti-registrations-heading" className="font-semibold text-foreground">
        Registered LMSs
      </h3>
      {items.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title="No LMS registered yet"
          description="Register your LMS below with the values it shows for a new LTI 1.3 tool; then add PIVOT modules to courses."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Registered LMSs">
          {items.map((registration) => (
            <RegistrationRow key={registration.id} organizationId={organizationId} registration={registration} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Registration pages" className="flex flex-wrap items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

function syncText(sync: LtiMemberSync): string {
  const counts = `${sync.added} added, ${sync.existing} already there${sync.refusedNoSeat ? `, ${sync.refusedNoSeat} not added (no seat left)` : ""}${sync.refusedOther ? `, ${sync.refusedOther} refused` : ""}`;
  if (sync.status === "queued") return "Waiting to start…";
  if (sync.status === "running") return `Syncing… ${sync.seen} members read so far (${counts}).`;
  if (sync.status === "failed") return `Sync failed: ${sync.error ?? "the LMS did not answer"}`;
  return `Synced ${sync.seen} members: ${counts}.`;
}

function ContextRow({ organizationId, context }: { organizationId: string; context: LtiContext }) {
  const sync = useSyncLtiMembers(organizationId);
  const busy = context.lastSync?.status === "queued" || context.lastSync?.status === "running";
  const name = context.title ?? context.contextId;
  const onSync = () =>
    sync.mutate(context.id, {
      onSuccess: () => toast({ title: "Member sync started", description: `Reading ${name}'s members from the LMS.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Sync not started", description: errorMessage(error) }),
    });
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm" aria-label={`Course ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium text-foreground">{name}</p>
          <p className="text-muted-foreground">
            {context.registrationName} · last launch <DateTime value={context.lastLaunchAt} />
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!context.canSync || busy || sync.isPending}
          onClick={onSync}
          aria-label={`Sync members from ${name}`}
        >
          <RefreshCw aria-hidden="true" className={busy ? "animate-spin" : undefined} />
          Sync members from the course
        </Button>
      </div>
      {!context.canSync && (
        <p className="text-muted-foreground">
          The LMS does not offer this course's member list: switch on Names and Role Provisioning for the tool.
        </p>
      )}
      {context.lastSync && (
        <p
          role="status"
          className={context.lastSync.status === "failed" ? "text-destructive" : "text-muted-foreground"}
        >
          {syncText(context.lastSync)}
        </p>
      )}
    </li>
  );
}

function Scores({ scores }: { scores: LtiOverview["scores"] }) {
  if (scores.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No scores sent yet. When a learner who came from the LMS completes a module or takes its knowledge check, the
        score goes to the course's gradebook.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The last scores sent to the LMS</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Learner
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Module
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Score
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              When
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={score.id} className="border-t align-top">
              <td className="py-2 pr-3">{score.learner}</td>
              <td className="py-2 pr-3">{score.moduleTitle}</td>
              <td className="py-2 pr-3">{score.scoreGiven === null ? "–" : `${score.scoreGiven} / 100`}</td>
              <td className="py-2 pr-3">
                {score.status === "delivered" ? (
                  <Badge variant="secondary">Sent</Badge>
                ) : score.status === "failed" ? (
                  <Badge variant="destructive">Failed</Badge>
                ) : (
                  <Badge variant="outline">{score.attempts > 0 ? "Retrying" : "Waiting"}</Badge>
                )}
                {score.lastError && score.status !== "delivered" && (
                  <p className="mt-1 text-xs text-destructive">{score.lastError}</p>
                )}
              </td>
              <td className="py-2">
                <DateTime value={score.at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Decision 397: LTI Dynamic Registration. The owner makes a link and pastes it into the LMS, which
 * opens it; PIVOT and the LMS exchange their settings and the registration appears in the list.
 */
function DynamicRegistration({ organizationId }: { organizationId: string }) {
  const create = useCreateLtiRegistrationLink(organizationId);
  const [link, setLink] = useState<LtiRegistrationLink | null>(null);
  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: setLink,
      onError: (error) => toast({ variant: "destructive", title: "Link not made", description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="lti-dynamic-heading" className="grid gap-3">
      <h3 id="lti-dynamic-heading" className="font-semibold text-foreground">
        Register with one link
      </h3>
      <p className="text-sm text-muted-foreground">
        Moodle, Canvas and Brightspace can register PIVOT themselves (LTI Dynamic Registration). Make a link, paste it
        where your LMS asks for a tool's registration URL, and the LMS and PIVOT exchange their settings. The link works
        once, for 24 hours.
      </p>
      {link && (
        <div className="grid gap-1">
          <CopyField
            label="Registration link"
            value={link.url}
            what="registration link"
            pasteHint="Paste it into your LMS as the tool's registration URL."
          />
          <p className="text-sm text-muted-foreground">
            Works once, until <DateTime value={link.expiresAt} />. The new LMS appears under Registered LMSs when it has
            registered PIVOT.
          </p>
        </div>
      )}
      <div>
        <Button variant={link ? "outline" : "default"} onClick={onCreate} disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          {create.isPending ? "Making the link..." : link ? "Make another link" : "Make a registration link"}
        </Button>
      </div>
    </section>
  );
}

function Lti({ organizationId }: { organizationId: string }) {
  const overview = useLtiOverview(organizationId);
  if (overview.isPending)
    return (
      <div role="status" aria-label="Loading the LTI settings" className="grid gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </div>
    );
  if (overview.isError)
    return <QueryError title="Failed to load the LTI settings" onRetry={() => overview.refetch()} />;
  const { tool, contexts, scores } = overview.data;
  return (
    <div className="grid gap-6">
      <DynamicRegistration organizationId={organizationId} />
      <section aria-labelledby="lti-tool-heading" className="grid gap-3">
        <h3 id="lti-tool-heading" className="font-semibold text-foreground">
          Values for your LMS
        </h3>
        <p className="text-sm text-muted-foreground">
          Or register by hand: create an LTI 1.3 tool in your LMS with these values, then register the LMS below with
          the values it gives you. The tool can open inside the course page or in a new window.
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <CopyField
            label="Login initiation URL"
            value={tool.loginUrl}
            what="login initiation URL"
            pasteHint="Paste it as the tool's initiate login URL."
          />
          <CopyField
            label="Launch (redirect) URL"
            value={tool.launchUrl}
            what="launch URL"
            pasteHint="Paste it as the tool's redirect URI and target link URI."
          />
          <CopyField
            label="PIVOT keyset (JWKS) URL"
            value={tool.jwksUrl}
            what="keyset URL"
            pasteHint="Paste it as the tool's public keyset URL."
          />
          <CopyField
            label="Deep linking URL"
            value={tool.deepLinkingUrl}
            what="deep linking URL"
            pasteHint="Paste it as the tool's content selection (deep linking) URL."
          />
        </div>
      </section>
      <Registrations organizationId={organizationId} />
      <RegistrationForm organizationId={organizationId} />
      <section aria-labelledby="lti-courses-heading" className="grid gap-3">
        <h3 id="lti-courses-heading" className="font-semibold text-foreground">
          Courses
        </h3>
        {contexts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Courses appear here after their first launch; you can then create accounts for their members ahead of time.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Courses">
            {contexts.map((context) => (
              <ContextRow key={context.id} organizationId={organizationId} context={context} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lti-scores-heading" className="grid gap-3">
        <h3 id="lti-scores-heading" className="font-semibold text-foreground">
          Scores sent to the LMS
        </h3>
        <Scores scores={scores} />
      </section>
    </div>
  );
}

/**
 * Settings: LTI 1.3 (issue 24 item 2), for owners and admins: the values to paste into the LMS, the
 * LMS registrations, courses seen in launches with "Sync members from the course", and the last scores
 * sent back (AGS). Enterprise Plus only; other plans see what it takes.
 */
export function OrgLti({ organization }: { organization: OrganizationDetail }) {
  if (!canAdminister(organization.role)) return null;
  const included = organization.plan !== null && PLANS[organization.plan.tier].lmsIntegration;
  return (
    <RegionBoundary name="LTI 1.3">
      <SectionCard
        title="LTI 1.3"
        icon={<GraduationCap className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-lti"
        description="Open PIVOT modules from your LMS (Moodle, Canvas, Blackboard, Brightspace…): people are signed in as members, teachers add modules to courses, and scores go to the gradebook."
      >
        {included ? (
          <Lti organizationId={organization.id} />
        ) : (
          <EmptyState
            icon={GraduationCap}
            title="Not part of your plan"
            description="LMS integration comes with the Enterprise Plus plan. Contact sales to add it."
          />
        )}
      </SectionCard>
    </RegionBoundary>
  );
}
