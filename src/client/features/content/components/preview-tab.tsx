import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, FileSearch, Loader2, Pencil, Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EmptyState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { type ContentDraft, type DraftUpdate, draftUpdateSchema } from "../../../../contracts/content-admin";
import { paths } from "../../../../contracts/routes";
import { plural } from "../../../../domain/plural";
import { usePublishDraft } from "../api/publish-draft";
import { useUpdateDraft } from "../api/update-draft";

const ContentMarkdown = lazy(() => import("./content-markdown").then((m) => ({ default: m.ContentMarkdown })));

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** spec 3 §2: Preview shows generated content, rendered; the admin edits it and publishes it. */
export function PreviewTab({
  drafts,
  selectedId,
  onSelect,
}: {
  drafts: readonly ContentDraft[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (drafts.length === 0) {
    return (
      <EmptyState
        icon={FileSearch}
        title="No Content to Preview"
        description="Generate content for a module first; it appears here as a draft to review, edit and publish."
      />
    );
  }
  const draft = drafts.find((d) => d.id === selectedId) ?? drafts[0];
  return (
    <div className="space-y-4">
      <div className="grid max-w-md gap-1">
        <Label htmlFor="draft-select">Generated content</Label>
        <NativeSelect id="draft-select" value={draft.id} onChange={(e) => onSelect(Number(e.target.value))}>
          {drafts.map((d) => (
            <option key={d.id} value={d.id}>
              {d.moduleTitle} — {d.status === "published" ? "Published" : "Draft"}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DraftEditor key={draft.id} draft={draft} />
    </div>
  );
}

function DraftEditor({ draft }: { draft: ContentDraft }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDraft();
  const publish = usePublishDraft();
  // `values`: the form follows the stored draft when a save brings it back changed.
  const form = useForm<DraftUpdate>({ resolver: zodResolver(draftUpdateSchema), values: { markdown: draft.markdown } });
  const text = useWatch({ control: form.control, name: "markdown" });
  const dirty = text.trim() !== draft.markdown.trim();

  const save = (then?: () => void) =>
    form.handleSubmit(({ markdown }) =>
      update.mutate(
        { id: draft.id, markdown },
        {
          onSuccess: () => {
            toast({ title: "Draft saved", description: `Your changes to ${draft.moduleTitle} are saved as a draft.` });
            setEditing(false);
            then?.();
          },
          onError: (e) => {
            setServerFieldErrors(form.setError, e, ["markdown"]);
            toast({ title: "Could not save the draft", description: errorMessage(e), variant: "destructive" });
          },
        },
      ),
    )();

  const doPublish = () =>
    publish.mutate(draft.id, {
      onSuccess: (answer) =>
        toast({
          title: "Content Published",
          description: `${draft.moduleTitle} is now live for learners${answer.notified ? `; ${answer.notified} waiting ${answer.notified === 1 ? "learner was" : "learners were"} notified` : ""}.`,
        }),
      onError: (e) => toast({ title: "Publishing Failed", description: errorMessage(e), variant: "destructive" }),
    });

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-heading">{draft.moduleTitle}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={draft.status === "published" ? "default" : "accent"}>
              {draft.status === "published" ? "Published" : "Draft"}
            </Badge>
            <span>{draft.engine === "ai" ? "Written by the AI model" : "Written by the template generator"}</span>
            <span>· updated {when(draft.updatedAt)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  setEditing(false);
                }}
              >
                <Eye aria-hidden="true" />
                Cancel
              </Button>
              <Button variant="outline" disabled={update.isPending || !dirty} onClick={() => save()}>
                {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Save Draft
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          <Button
            disabled={publish.isPending || update.isPending || (draft.status === "published" && !dirty)}
            onClick={() => (editing && dirty ? save(doPublish) : doPublish())}
          >
            {publish.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Publish
          </Button>
        </div>
      </div>
      {draft.status === "published" && draft.publishedAt && (
        <p className="mt-3 text-sm text-body">
          Published {when(draft.publishedAt)} ·{" "}
          <a className="font-medium text-primary underline underline-offset-2" href={paths.module(draft.moduleId)}>
            Open the module page
          </a>
        </p>
      )}
      {(draft.content.knowledgeCheckQuestions?.length ?? 0) > 0 && (
        <p className="mt-3 text-sm text-body">
          Draft knowledge check: {plural(draft.content.knowledgeCheckQuestions?.length ?? 0, "question", "questions")},
          published with the module ·{" "}
          <a className="font-medium text-primary underline underline-offset-2" href={paths.adminKnowledgeChecks}>
            Review the questions in Knowledge checks
          </a>
        </p>
      )}
      {editing ? (
        <Form {...form}>
          <FormField
            control={form.control}
            name="markdown"
            render={({ field }) => (
              <FormItem className="mt-4 gap-1" controlId="draft-markdown">
                <FormLabel>Module body (markdown: # headings, - bullet lists, paragraphs)</FormLabel>
                <FormControl>
                  <Textarea rows={22} className="font-mono text-xs leading-5" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </Form>
      ) : (
        <article aria-label={`Preview of ${draft.moduleTitle}`} className="mt-4 max-w-3xl border-t pt-4">
          <Suspense fallback={<Skeleton className="h-40" />}>
            <ContentMarkdown source={text} />
          </Suspense>
        </article>
      )}
    </Card>
  );
}
