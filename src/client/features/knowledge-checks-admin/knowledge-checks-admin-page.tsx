import { zodResolver } from "@hookform/resolvers/zod";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ItemAnalysis } from "@/components/item-analysis";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError, QueryStates } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { numberFromText } from "@/lib/form-values";
import {
  type AdminQuestion,
  type BankModule,
  type CheckSettings,
  checkSettingsSchema,
} from "../../../contracts/knowledge-check";
import { plural } from "../../../domain/plural";
import { useBank, useBankModules, useBankWrite } from "./api/knowledge-check-admin";
import { QuestionForm, TYPE_LABELS } from "./components/question-form";

/**
 * /admin/knowledge-checks (issue 22 items 4 and 5): each module's question bank (add, edit, retire,
 * restore; the generator's drafts to review and publish; draw size, pass mark and cool-down) and
 * the item analysis over everyone's attempts.
 */
export default function KnowledgeChecksAdminPage() {
  return (
    <div className="grid gap-6 pt-6">
      <PageHeader
        title="Knowledge checks"
        description="Edit each module's question bank and see how learners answer."
      />
      <Tabs defaultValue="banks">
        <TabsList>
          <TabsTrigger value="banks">Question banks</TabsTrigger>
          <TabsTrigger value="analysis">Item analysis</TabsTrigger>
        </TabsList>
        <TabsContent value="banks" className="pt-4">
          <Banks />
        </TabsContent>
        <TabsContent value="analysis" className="pt-4">
          <ItemAnalysis />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Banks() {
  const modules = useBankModules();
  const [moduleId, setModuleId] = useState<number | null>(null);
  return (
    <QueryStates
      query={modules}
      loadingLabel="Loading modules"
      error={{ title: "Modules could not be loaded" }}
      isEmpty={(data) => data.length === 0}
      empty={{ title: "No modules", description: "The catalogue has no active modules." }}
    >
      {(data) => {
        const selected = data.find((m) => m.id === moduleId) ?? null;
        return (
          <div className="grid gap-4">
            <div className="grid max-w-xl gap-2">
              <label htmlFor="bank-module" className="text-sm font-medium">
                Module
              </label>
              <NativeSelect
                id="bank-module"
                value={moduleId ?? ""}
                onChange={(event) => setModuleId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">Choose a module</option>
                {data.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.title} ({m.activeCount} active{m.draftCount > 0 ? `, ${m.draftCount} draft` : ""})
                  </option>
                ))}
              </NativeSelect>
            </div>
            {selected ? (
              <ModuleBank key={selected.id} module={selected} />
            ) : (
              <EmptyState
                title="Choose a module"
                description="Pick a module to see and edit its question bank."
                icon={ClipboardCheck}
              />
            )}
          </div>
        );
      }}
    </QueryStates>
  );
}

type Editing = { kind: "add" } | { kind: "edit"; question: AdminQuestion } | null;

function ModuleBank({ module }: { module: BankModule }) {
  const bank = useBank(module.id);
  const write = useBankWrite();
  const [editing, setEditing] = useState<Editing>(null);

  const run = async (action: Parameters<typeof write.mutateAsync>[0], success: string) => {
    try {
      const result = await write.mutateAsync(action);
      const versioned = (result as { newVersion?: boolean } | undefined)?.newVersion;
      toast({
        title: success,
        description: versioned
          ? "The question had answers, so the edit is a new version; the old one is retired."
          : undefined,
      });
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: "Not saved", description: errorMessage(error) });
      return false;
    }
  };

  if (bank.isPending) return <Skeleton className="h-48" role="status" aria-label="Loading the question bank" />;
  if (bank.isError) return <QueryError title="The question bank could not be loaded" onRetry={() => bank.refetch()} />;
  const { questions } = bank.data;
  const current = bank.data.module;

  return (
    <div className="grid gap-4">
      <SettingsCard
        module={current}
        pending={write.isPending}
        onSave={(settings) => run({ kind: "settings", moduleId: module.id, settings }, "Settings saved")}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={current.assessed ? "default" : "secondary"}>
          {current.assessed ? "Assessed" : "Not assessed"}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {current.activeCount} active, {current.draftCount} draft, {current.retiredCount} retired
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {current.draftCount > 0 && (
            <Button
              variant="outline"
              disabled={write.isPending}
              onClick={() => run({ kind: "publish-drafts", moduleId: module.id }, "Draft questions published")}
            >
              Publish draft questions
            </Button>
          )}
          <Button onClick={() => setEditing({ kind: "add" })}>Add question</Button>
        </div>
      </div>
      {questions.length === 0 ? (
        <EmptyState
          title="No questions yet"
          description="Add questions, or generate the module's content to get a draft bank."
          icon={ClipboardCheck}
        />
      ) : (
        <ul className="grid gap-3" aria-label="Questions">
          {questions.map((q) => (
            <li key={q.id}>
              <QuestionCard
                question={q}
                pending={write.isPending}
                onEdit={() => setEditing({ kind: "edit", question: q })}
                onRetire={() => run({ kind: "retire", questionId: q.id }, "Question retired")}
                onRestore={() => run({ kind: "restore", questionId: q.id }, "Question restored")}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing?.kind === "edit" ? "Edit question" : "Add question"}</DialogTitle>
            <DialogDescription>
              {editing?.kind === "edit" && editing.question.answers > 0
                ? `This question has ${plural(editing.question.answers, "answer", "answers")}: saving creates a new version and retires this one, so past answers keep what was asked.`
                : `A question of ${current.title}'s knowledge check.`}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <QuestionForm
              submitLabel={editing.kind === "edit" ? "Save question" : "Add question"}
              pending={write.isPending}
              defaultValues={
                editing.kind === "edit"
                  ? {
                      type: editing.question.type,
                      text: editing.question.text,
                      feedback: editing.question.feedback,
                      options: editing.question.options.map((o) => ({
                        text: o.text,
                        correct: editing.question.correct.includes(o.id),
                      })),
                    }
                  : undefined
              }
              onCancel={() => setEditing(null)}
              onSubmit={async (question) => {
                const saved =
                  editing.kind === "edit"
                    ? await run({ kind: "edit", questionId: editing.question.id, question }, "Question saved")
                    : await run({ kind: "add", moduleId: module.id, question }, "Question added");
                if (saved) setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

const STATUS_BADGE: Record<AdminQuestion["status"], { label: string; variant: "default" | "secondary" | "accent" }> = {
  active: { label: "Active", variant: "default" },
  draft: { label: "Draft", variant: "accent" },
  retired: { label: "Retired", variant: "secondary" },
};

function QuestionCard({
  question: q,
  pending,
  onEdit,
  onRetire,
  onRestore,
}: {
  question: AdminQuestion;
  pending: boolean;
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
}) {
  const badge = STATUS_BADGE[q.status];
  return (
    <Card className={q.status === "retired" ? "opacity-75" : undefined}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <Badge variant="outline">{TYPE_LABELS[q.type]}</Badge>
          {q.version > 1 && <Badge variant="outline">Version {q.version}</Badge>}
          <span className="text-muted-foreground">{plural(q.answers, "answer", "answers")}</span>
        </div>
        <CardTitle className="text-base break-words">{q.text}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-1 text-sm">
          {q.options.map((o) => {
            const right = q.correct.includes(o.id);
            return (
              <li key={o.id} className={right ? "font-medium text-success-strong" : undefined}>
                {right ? "✓ " : "· "}
                {o.text}
                {right && <span className="sr-only"> (right answer)</span>}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Feedback:</span> {q.feedback}
        </p>
        <div className="flex flex-wrap gap-2">
          {q.status === "retired" ? (
            <Button variant="outline" size="sm" disabled={pending} onClick={onRestore}>
              Restore
            </Button>
          ) : (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                Edit
              </Button>
              <Button variant="outline" size="sm" disabled={pending} onClick={onRetire}>
                Retire
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The contract's settings, read from the card's number boxes. */
const settingsFormSchema = z.object({
  drawSize: numberFromText(checkSettingsSchema.shape.drawSize),
  passMark: numberFromText(checkSettingsSchema.shape.passMark),
  cooldownMinutes: numberFromText(checkSettingsSchema.shape.cooldownMinutes),
});
type SettingsFormValues = z.input<typeof settingsFormSchema>;

function SettingsCard({
  module,
  pending,
  onSave,
}: {
  module: BankModule;
  pending: boolean;
  onSave: (settings: BankModule["settings"]) => Promise<boolean>;
}) {
  const form = useForm<SettingsFormValues, unknown, CheckSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      drawSize: String(module.settings.drawSize),
      passMark: String(module.settings.passMark),
      cooldownMinutes: String(module.settings.cooldownMinutes),
    },
  });
  const field = (name: keyof SettingsFormValues, label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1" controlId={`settings-${name}`}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input inputMode="numeric" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-3 sm:grid-cols-4 sm:items-end"
            onSubmit={form.handleSubmit(async (settings) => {
              await onSave(settings);
            })}
          >
            {field("drawSize", "Questions drawn")}
            {field("passMark", "Pass mark (%)")}
            {field("cooldownMinutes", "Cool-down (minutes)")}
            <Button type="submit" disabled={pending}>
              Save settings
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
