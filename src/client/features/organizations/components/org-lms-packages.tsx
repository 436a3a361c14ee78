import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Download, Globe, PackageOpen, UserCheck, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { useModules } from "@/components/api/get-modules";
import { usePathways } from "@/components/api/get-pathways";
import { DateTime } from "@/components/date-time";
import { SelectField, TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { CredentialCreated, RevocableCredential } from "@/components/revocable-credential";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import {
  LMS_LEARNERS_BEFORE_APPROVAL,
  LMS_NEW_LEARNERS_PER_HOUR,
  LMS_PACKAGE_FORMAT_LABELS,
  LMS_PACKAGE_FORMATS,
  type LmsPackage,
  type LmsPendingLearner,
  lmsExportQuerySchema,
} from "../../../../contracts/lms-packages";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { paths } from "../../../../contracts/routes";
import { checkLmsOrigins } from "../../../../domain/lms-origins";
import { canAdminister } from "../../../../domain/organization-roles";
import { NO_LMS_INTEGRATION_MESSAGE } from "../../../../domain/plans";
import {
  useDownloadLmsPackage,
  useLmsPackages,
  useRevokeLmsPackage,
  useSetLmsPackageOrigins,
} from "../api/lms-packages";
import { useDecideLmsPendingLearner, useLmsPendingLearners } from "../api/lms-pending-learners";

/** The picker's value: what the package opens, "module:<id>" or "pathway:<id>". */
const packageFormSchema = z.object({
  target: z
    .string({ error: "Choose a module or a pathway" })
    .regex(/^(module|pathway):\d+$/, "Choose a module or a pathway"),
  format: lmsExportQuerySchema.shape.format,
});
type PackageFormValues = z.input<typeof packageFormSchema>;

const FORMAT_HINTS = {
  scorm12: "Most LMSs (Moodle, Cornerstone, Docebo, Canvas) import SCORM 1.2.",
  cmi5: "For an LMS with an xAPI learning record store that imports cmi5 courses.",
} as const;

/** At most this many choices in the list at once: the search narrows the rest. */
const MAX_CHOICES = 60;

function PackageForm({ organizationId }: { organizationId: string }) {
  const modules = useModules({ sort: "title" });
  const pathways = usePathways();
  const download = useDownloadLmsPackage(organizationId);
  const [search, setSearch] = useState("");
  const searchId = useId();
  const form = useForm<PackageFormValues, unknown, z.output<typeof packageFormSchema>>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: { target: "", format: "scorm12" },
  });
  const chosen = form.watch("target");
  const format = form.watch("format");

  const choices = useMemo(() => {
    const all = [
      ...(modules.data ?? []).map((m) => ({ value: `module:${m.id}`, label: `Module: ${m.title}` })),
      ...(pathways.data ?? []).map((p) => ({ value: `pathway:${p.id}`, label: `Pathway: ${p.title}` })),
    ];
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = all.filter((c) => words.every((w) => c.label.toLowerCase().includes(w)));
    const shown = matching.slice(0, MAX_CHOICES);
    // The chosen one stays listed whatever the search, so the select never loses its value.
    const current = all.find((c) => c.value === chosen);
    if (current && !shown.includes(current)) shown.unshift(current);
    return { shown, matching: matching.length, labels: new Map(all.map((c) => [c.value, c.label])) };
  }, [modules.data, pathways.data, search, chosen]);

  if (modules.isError || pathways.isError)
    return (
      <QueryError
        title="Failed to load the modules and pathways"
        onRetry={() => {
          modules.refetch();
          pathways.refetch();
        }}
      />
    );

  const onSubmit = form.handleSubmit(async ({ target, format }) => {
    const [kind, id] = target.split(":");
    try {
      const { fileName } = await download.mutateAsync({
        kind: kind as "module" | "pathway",
        id: Number(id),
        format,
      });
      toast({
        title: "Package downloaded",
        description: `Upload ${fileName} to your LMS as a new ${LMS_PACKAGE_FORMAT_LABELS[format]} course.`,
      });
    } catch (failure) {
      form.setError("target", { message: errorMessage(failure) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Download an LMS package" className="grid gap-3">
        <div className="grid gap-2">
          <label htmlFor={searchId} className="text-sm font-medium text-foreground">
            Find a module or pathway
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="Type part of a title"
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${searchId}-count`}
          />
          <p id={`${searchId}-count`} className="text-xs text-muted-foreground" aria-live="polite">
            {modules.isPending || pathways.isPending
              ? "Loading the catalogue..."
              : choices.matching === 0
                ? "Nothing matches: try another word."
                : `${choices.matching} ${choices.matching === 1 ? "match" : "matches"}${choices.matching > MAX_CHOICES ? `, the first ${MAX_CHOICES} listed` : ""}.`}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
          <SelectField
            control={form.control}
            name="target"
            label="Module or pathway"
            required
            options={choices.shown.map((c) => c.value)}
            placeholder="Choose a module or a pathway"
            optionLabel={(value) => choices.labels.get(value) ?? value}
          />
          <SelectField
            control={form.control}
            name="format"
            label="Format"
            required
            options={[...LMS_PACKAGE_FORMATS]}
            placeholder="Choose a format"
            optionLabel={(value) => LMS_PACKAGE_FORMAT_LABELS[value as keyof typeof LMS_PACKAGE_FORMAT_LABELS] ?? value}
            hint={FORMAT_HINTS[format as keyof typeof FORMAT_HINTS]}
          />
        </div>
        <div>
          <Button type="submit" disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? "Preparing..." : "Download package"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

function Usage({ pkg }: { pkg: LmsPackage }) {
  const launches = `${pkg.launches} ${pkg.launches === 1 ? "launch" : "launches"}`;
  const learners = `${pkg.learners} ${pkg.learners === 1 ? "learner" : "learners"}`;
  return (
    <p className="text-muted-foreground">
      {launches} · {learners} ·{" "}
      {pkg.lastLaunchAt ? (
        <>
          Last launch <DateTime value={pkg.lastLaunchAt} />
        </>
      ) : (
        "Not launched yet"
      )}
    </p>
  );
}

function PackageName({ pkg }: { pkg: LmsPackage }) {
  return (
    <p className="font-medium break-words text-foreground">
      {pkg.target.kind === "module" ? "Module" : "Pathway"}: {pkg.target.title}{" "}
      <span className="ml-1 rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
        {LMS_PACKAGE_FORMAT_LABELS[pkg.format]}
      </span>
    </p>
  );
}

/** The addresses typed one a line, as the form holds them. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** http is for this computer only outside production: the server says so in production. */
const originsFormSchema = z.object({
  origins: z.string().superRefine((text, ctx) => {
    const checked = checkLmsOrigins(linesOf(text), true);
    if ("error" in checked) ctx.addIssue({ code: "custom", message: checked.error });
  }),
});
type OriginsFormValues = z.input<typeof originsFormSchema>;

function OriginsForm({ organizationId, pkg, onDone }: { organizationId: string; pkg: LmsPackage; onDone: () => void }) {
  const save = useSetLmsPackageOrigins(organizationId);
  const form = useForm<OriginsFormValues, unknown, z.output<typeof originsFormSchema>>({
    resolver: zodResolver(originsFormSchema),
    defaultValues: { origins: pkg.allowedOrigins.join("\n") },
  });
  // Opened by a button that is gone now: the keyboard starts in the box.
  useEffect(() => form.setFocus("origins"), [form]);
  const onSubmit = form.handleSubmit(async ({ origins }) => {
    try {
      const saved = await save.mutateAsync({ packageId: pkg.id, origins: linesOf(origins) });
      toast({
        title: "LMS web addresses saved",
        description:
          saved.allowedOrigins.length === 0
            ? "No new learner can join through this package until you add one."
            : `New learners can join through this package from ${saved.allowedOrigins.join(", ")}.`,
      });
      onDone();
    } catch (failure) {
      form.setError("origins", { message: errorMessage(failure) });
    }
  });
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`LMS web addresses of ${pkg.target.title}`}
        className="grid gap-3"
      >
        <TextField
          control={form.control}
          name="origins"
          label="LMS web addresses, one a line"
          unmarked
          rows={3}
          placeholder="https://lms.example.com"
          hint="The start of the address your LMS opens courses from. A launch from anywhere else adds nobody."
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save addresses"}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** Where the package may be launched from, and the button that opens the form to change it. */
function PackageOrigins({ organizationId, pkg }: { organizationId: string; pkg: LmsPackage }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  return (
    <div className="grid gap-2">
      {pkg.allowedOrigins.length === 0 ? (
        <p className="text-foreground">
          <Globe className="mr-1 inline size-4 align-text-bottom text-muted-foreground" aria-hidden="true" />
          No LMS web address yet: no new learner can join through this package until you add the address of your LMS.
        </p>
      ) : (
        <p className="break-words text-foreground">
          <Globe className="mr-1 inline size-4 align-text-bottom text-muted-foreground" aria-hidden="true" />
          Opens from {pkg.allowedOrigins.join(", ")}
        </p>
      )}
      {pkg.pendingLearners > 0 && (
        <p className="text-foreground">
          <a href="#lms-pending-heading" className="underline underline-offset-2">
            {pkg.pendingLearners} {pkg.pendingLearners === 1 ? "learner is" : "learners are"} waiting for approval
          </a>
        </p>
      )}
      {editing ? (
        <OriginsForm
          organizationId={organizationId}
          pkg={pkg}
          onDone={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <div>
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            aria-label={`Edit the LMS web addresses of ${pkg.target.title} (${LMS_PACKAGE_FORMAT_LABELS[pkg.format]})`}
            onClick={() => setEditing(true)}
          >
            Edit LMS web addresses
          </Button>
        </div>
      )}
    </div>
  );
}

function PackageRow({ organizationId, pkg }: { organizationId: string; pkg: LmsPackage }) {
  const revoke = useRevokeLmsPackage(organizationId);
  const name = `${pkg.target.title} (${LMS_PACKAGE_FORMAT_LABELS[pkg.format]})`;
  if (pkg.revokedAt)
    return (
      <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-dashed p-4">
        <div className="grid min-w-0 gap-1 text-sm">
          <PackageName pkg={pkg} />
          <CredentialCreated at={pkg.createdAt} by={pkg.createdByName} />
          <Usage pkg={pkg} />
        </div>
        <Badge variant="outline">
          Withdrawn <DateTime value={pkg.revokedAt} />
        </Badge>
      </li>
    );
  return (
    <RevocableCredential
      name={name}
      confirmDescription="Learners who open it from your LMS are refused from now on, with a message to ask their LMS administrator for a new package. Their progress so far stays in PIVOT. This cannot be undone."
      confirmLabel="Revoke package"
      revokedTitle="Package revoked"
      notRevokedTitle="Package not revoked"
      pending={revoke.isPending}
      revoke={() => revoke.mutateAsync(pkg.id)}
    >
      <PackageName pkg={pkg} />
      <CredentialCreated at={pkg.createdAt} by={pkg.createdByName} />
      <Usage pkg={pkg} />
      <PackageOrigins organizationId={organizationId} pkg={pkg} />
    </RevocableCredential>
  );
}

function PendingLearnerRow({ organizationId, learner }: { organizationId: string; learner: LmsPendingLearner }) {
  const decide = useDecideLmsPendingLearner(organizationId);
  const who = learner.name ?? `LMS learner ${learner.externalId}`;
  const onDecide = async (decision: "approve" | "reject") => {
    try {
      await decide.mutateAsync({ learnerId: learner.id, decision });
      toast(
        decision === "approve"
          ? { title: "Learner approved", description: `${who} is a member now and can launch the module again.` }
          : { title: "Learner rejected", description: `${who} was not added, and their next launches are refused.` },
      );
    } catch (failure) {
      toast({
        variant: "destructive",
        title: decision === "approve" ? "Learner not approved" : "Learner not rejected",
        description: errorMessage(failure),
      });
    }
  };
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium break-words text-foreground">{who}</p>
        <p className="break-words text-muted-foreground">LMS id {learner.externalId}</p>
        <p className="break-words text-muted-foreground">
          Through {learner.package.title} ({LMS_PACKAGE_FORMAT_LABELS[learner.package.format]}),{" "}
          <DateTime value={learner.createdAt} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} aria-label={`Approve ${who}`} onClick={() => onDecide("approve")}>
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          aria-label={`Reject ${who}`}
          onClick={() => onDecide("reject")}
        >
          <X aria-hidden="true" />
          Reject
        </Button>
      </div>
    </li>
  );
}

/** Learners held beyond a package's hour threshold (decision 392), for an owner or admin to approve or reject. */
function PendingLearners({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const list = useLmsPendingLearners(organizationId, page);
  const explanation = `When more than ${LMS_LEARNERS_BEFORE_APPROVAL} new learners join through one package within an hour, the next ones wait here without taking a seat; after ${LMS_NEW_LEARNERS_PER_HOUR} in an hour nobody new can join.`;
  return (
    <section aria-labelledby="lms-pending-heading" className="grid gap-3">
      <h3 id="lms-pending-heading" className="font-semibold text-foreground">
        Learners waiting for approval
      </h3>
      {list.isPending ? (
        <div role="status" aria-label="Loading learners waiting for approval">
          <Skeleton className="h-16" />
        </div>
      ) : list.isError ? (
        <QueryError title="Failed to load the learners waiting for approval" onRetry={() => list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState icon={UserCheck} title="Nobody is waiting for approval" description={explanation} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {explanation} Approve only the people you expect from your LMS.
          </p>
          <ul className="grid gap-3" aria-label="Learners waiting for approval">
            {list.data.items.map((learner) => (
              <PendingLearnerRow key={learner.id} organizationId={organizationId} learner={learner} />
            ))}
          </ul>
          {list.data.total > list.data.pageSize && (
            <nav aria-label="Pages of learners waiting for approval" className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {Math.ceil(list.data.total / list.data.pageSize)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= Math.ceil(list.data.total / list.data.pageSize)}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function LmsPackages({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const list = useLmsPackages(organizationId, page);

  if (list.isPending)
    return (
      <div role="status" aria-label="Loading LMS packages" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-20" />
      </div>
    );
  if (list.isError) return <QueryError title="Failed to load the LMS packages" onRetry={() => list.refetch()} />;

  if (!list.data.lmsIntegration)
    return (
      <EmptyState
        icon={PackageOpen}
        title="Your plan does not include LMS integration"
        description={NO_LMS_INTEGRATION_MESSAGE}
        action={
          <Button asChild variant="outline">
            <Link to={paths.subscribe}>See plans</Link>
          </Button>
        }
      />
    );

  const { items, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-6">
      <PackageForm organizationId={organizationId} />
      <section aria-labelledby="lms-packages-heading" className="grid gap-3">
        <h3 id="lms-packages-heading" className="font-semibold text-foreground">
          Packages issued
        </h3>
        {total === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No packages yet"
            description="Download a package above and upload it to your LMS. Each package you download appears here with its launches."
          />
        ) : (
          <>
            <ul className="grid gap-3" aria-label="LMS packages">
              {items.map((pkg) => (
                <PackageRow key={pkg.id} organizationId={organizationId} pkg={pkg} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Pages of LMS packages" className="flex flex-wrap items-center gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
      <PendingLearners organizationId={organizationId} />
    </div>
  );
}

/**
 * Settings: LMS packages (issue 24 item 1), for owners and admins. Pick a module or a pathway and a
 * format, download the package; the packages issued with their launches and learners, each revocable,
 * with the LMS web addresses it opens from; and the learners held for approval (decision 392).
 * A plan without LMS integration says so and links to the plans.
 */
export function OrgLmsPackages({ organization }: { organization: OrganizationDetail }) {
  if (!canAdminister(organization.role)) return null;
  return (
    <RegionBoundary name="LMS packages">
      <SectionCard
        title="LMS packages"
        icon={<PackageOpen className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-lms-packages"
        description="A SCORM 1.2 or cmi5 package opens a PIVOT module or pathway inside your LMS, takes a seat for each learner, and sends their completion and knowledge-check score back to the LMS. Add your LMS's web address to each package: launches from anywhere else add nobody."
      >
        <LmsPackages organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
