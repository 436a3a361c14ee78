import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronRight, Download, FileText, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { ConfirmAction } from "@/components/confirm-action";
import { SelectField, TextField } from "@/components/form-fields";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import {
  updateWorkbenchItemSchema,
  type Workbench,
  type WorkbenchItem,
} from "../../../../../contracts/bcorp-workbench";
import { paths } from "../../../../../contracts/routes";
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_BYTES,
  WORKBENCH_STATUS_LABELS,
  WORKBENCH_STATUSES,
  type WorkbenchStatus,
} from "../../../../../domain/bcorp-workbench";
import { formatCalendarDay } from "../../../../../domain/calendar-day";
import { ModuleLinks } from "../module-links";
import { TopicProgress } from "../topic-progress";
import {
  evidenceHref,
  exportPackHref,
  uploadEvidence,
  useRemoveEvidence,
  useUpdateItem,
  useWorkbench,
  workbenchQueryKey,
} from "./api/workbench-api";

/** The hub's tools that help with a topic (the B-Corp Impact tab's checks point to them). */
const TOOLS: Record<string, { tab: string; label: string }[]> = {
  foundation: [{ tab: "audit-prep", label: "Audit Prep" }],
  "fair-work": [{ tab: "pay-equity", label: "Pay Equity" }],
  jedi: [
    { tab: "assessment", label: "Assessment" },
    { tab: "organisation", label: "Organisation (inclusion survey)" },
  ],
};

/** The item form: the contract's fields, blank owner and due date meaning none. */
const blankIsNull = (v: string) => (v === "" ? null : v);
const itemFormSchema = z.object({
  ownerId: z.string().transform(blankIsNull).pipe(updateWorkbenchItemSchema.shape.ownerId.unwrap()),
  dueOn: z.string().transform(blankIsNull).pipe(updateWorkbenchItemSchema.shape.dueOn.unwrap()),
  status: z.enum(WORKBENCH_STATUSES, { error: "Choose a status" }),
  notes: updateWorkbenchItemSchema.shape.notes,
});
type ItemFormValues = z.input<typeof itemFormSchema>;
type ItemFormOutput = z.output<typeof itemFormSchema>;

const STATUS_VARIANT: Record<WorkbenchStatus, "secondary" | "outline" | "default"> = {
  "not-started": "outline",
  "in-progress": "secondary",
  done: "default",
};

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1048576
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Issue 25 item 4: the organisation's B Corp evidence workbench, in the B-Corp Impact tab. Every
 * requirement of the Foundation Requirements and the seven Impact Topics with its owner, due date,
 * status, notes and evidence; progress per topic and overall; the export pack for verification.
 */
export function EvidenceWorkbench({ organizationId }: { organizationId: string }) {
  const workbench = useWorkbench(organizationId);
  if (workbench.isPending) return <Spinner />;
  if (workbench.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        The evidence workbench could not be loaded: {errorMessage(workbench.error)}
      </p>
    );
  const data = workbench.data;
  return (
    <SectionCard
      title="Evidence workbench"
      headingId="evidence-workbench-heading"
      description={`${data.organization.name}'s evidence for B Lab's standards: ${data.overall.done} of ${data.overall.total} requirements done.${data.canEdit ? "" : " Owners and admins edit it; you can read it and download the evidence."}`}
    >
      <div className="grid gap-4">
        <div className="grid gap-2 sm:flex sm:items-center sm:justify-between">
          <div className="grid flex-1 gap-1">
            <p className="text-sm font-medium">Overall progress: {data.overall.percent}%</p>
            <Progress value={data.overall.percent} aria-label="Overall evidence progress" />
          </div>
          <Button asChild variant="outline" className="sm:ml-4">
            <a href={exportPackHref(organizationId)} download>
              <Download className="size-4" aria-hidden="true" />
              Download export pack
            </a>
          </Button>
        </div>
        <ul className="grid gap-4">
          {data.topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard organizationId={organizationId} topic={topic} workbench={data} />
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}

function TopicCard({
  organizationId,
  topic,
  workbench,
}: {
  organizationId: string;
  topic: Workbench["topics"][number];
  workbench: Workbench;
}) {
  const tools = TOOLS[topic.id] ?? [];
  return (
    <Card className="grid gap-3 p-4" aria-label={topic.name}>
      <TopicProgress
        topic={topic}
        progress={topic.progress}
        doneWord="done"
        progressLabel={`${topic.name} evidence progress`}
      />
      <ul className="grid gap-2">
        {topic.items.map((item) => (
          <li key={item.id}>
            <ItemRow organizationId={organizationId} item={item} workbench={workbench} />
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <ModuleLinks slugs={topic.moduleSlugs} label="Modules that help" />
        {tools.length > 0 && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-body uppercase">Tools</p>
            <ul className="mt-1 grid gap-1 text-sm">
              {tools.map((tool) => (
                <li key={tool.tab}>
                  <Link
                    to={`${paths.jedi}?tab=${tool.tab}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {tool.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}

function ItemRow({
  organizationId,
  item,
  workbench,
}: {
  organizationId: string;
  item: WorkbenchItem;
  workbench: Workbench;
}) {
  return (
    <details className="group rounded-lg border border-border p-3" data-testid={`workbench-item-${item.requirementId}`}>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-2 text-sm">
        <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
        <span className="flex-1 font-medium">{item.label}</span>
        <Badge variant={STATUS_VARIANT[item.status]}>{WORKBENCH_STATUS_LABELS[item.status]}</Badge>
        <span className="text-xs text-body">
          {item.ownerName ?? "No owner"}
          {item.dueOn ? ` · due ${formatCalendarDay(item.dueOn)}` : ""}
          {` · ${item.evidence.length} ${item.evidence.length === 1 ? "file" : "files"}`}
        </span>
      </summary>
      <div className="mt-3 grid gap-4">
        {workbench.canEdit ? (
          <ItemForm organizationId={organizationId} item={item} members={workbench.members} />
        ) : (
          <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium">Owner</dt>
            <dd>{item.ownerName ?? "None"}</dd>
            <dt className="font-medium">Due</dt>
            <dd>{item.dueOn ? formatCalendarDay(item.dueOn) : "None"}</dd>
            <dt className="font-medium">Notes</dt>
            <dd className="whitespace-pre-wrap">{item.notes || "None"}</dd>
          </dl>
        )}
        <EvidenceList organizationId={organizationId} item={item} canEdit={workbench.canEdit} />
      </div>
    </details>
  );
}

function ItemForm({
  organizationId,
  item,
  members,
}: {
  organizationId: string;
  item: WorkbenchItem;
  members: Workbench["members"];
}) {
  const form = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: { ownerId: item.ownerId ?? "", dueOn: item.dueOn ?? "", status: item.status, notes: item.notes },
  });
  const update = useUpdateItem(organizationId);
  const names = new Map(members.map((m) => [m.id, m.name]));
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ itemId: item.id, patch: values });
      toast({ title: "Saved", description: item.label });
      form.reset({
        ownerId: values.ownerId ?? "",
        dueOn: values.dueOn ?? "",
        status: values.status,
        notes: values.notes ?? "",
      });
    } catch (error) {
      setServerFieldErrors(form.setError, error, ["ownerId", "dueOn", "status", "notes"]);
      toast({ variant: "destructive", title: "Not saved", description: errorMessage(error) });
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={`Edit ${item.label}`}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            control={form.control}
            name="ownerId"
            label="Owner"
            placeholder="No owner"
            options={members.map((m) => m.id)}
            optionLabel={(id) => names.get(id) ?? id}
          />
          <TextField control={form.control} name="dueOn" label="Due date" type="date" />
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            required
            placeholder="Choose a status"
            options={[...WORKBENCH_STATUSES]}
            optionLabel={(s) => WORKBENCH_STATUS_LABELS[s as WorkbenchStatus]}
          />
        </div>
        <TextField control={form.control} name="notes" label="Notes" rows={3} maxLength={5000} />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </form>
    </Form>
  );
}

function EvidenceList({
  organizationId,
  item,
  canEdit,
}: {
  organizationId: string;
  item: WorkbenchItem;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const remove = useRemoveEvidence(organizationId);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    if (file.size > EVIDENCE_MAX_BYTES) {
      setRefusal(`${file.name} is larger than ${EVIDENCE_MAX_BYTES / 1048576} MB (${sizeOf(file.size)})`);
      return;
    }
    setProgress(0);
    try {
      await uploadEvidence(organizationId, item.id, file, setProgress);
      toast({ title: "Evidence uploaded", description: file.name });
      await queryClient.invalidateQueries({ queryKey: workbenchQueryKey(organizationId) });
    } catch (error) {
      setRefusal(`${file.name}: ${errorMessage(error, "the upload failed")}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      <p className="text-xs font-semibold tracking-wide text-body uppercase">Evidence</p>
      {item.evidence.length === 0 ? (
        <p className="text-sm text-body">No evidence yet.</p>
      ) : (
        <ul className="grid gap-1" aria-label={`Evidence for ${item.label}`}>
          {item.evidence.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
              <FileText className="size-4 shrink-0 text-body" aria-hidden="true" />
              <a
                href={evidenceHref(organizationId, file.id)}
                download={file.fileName}
                className="min-w-0 flex-1 break-all text-primary underline-offset-4 hover:underline"
              >
                {file.fileName}
              </a>
              <span className="text-xs text-body">{sizeOf(file.sizeBytes)}</span>
              {canEdit && (
                <ConfirmAction
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remove ${file.fileName}`}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  }
                  title="Remove this evidence?"
                  description={`${file.fileName} is removed from "${item.label}" and from future export packs.`}
                  confirm="Remove"
                  pendingLabel="Removing..."
                  pending={remove.isPending}
                  onConfirm={() => remove.mutateAsync(file.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="grid gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"
          >
            <Upload className="size-4" aria-hidden="true" />
            Upload evidence
          </label>
          <input
            id={inputId}
            type="file"
            accept={EVIDENCE_ACCEPT}
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void choose(file);
            }}
          />
          <p className="text-xs text-body">PDF, DOCX, XLSX or an image, at most {EVIDENCE_MAX_BYTES / 1048576} MB.</p>
          {progress !== null && <Progress value={progress} aria-label={`Uploading: ${progress}%`} />}
          {refusal && (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
