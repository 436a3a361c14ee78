import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Target, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DialogFormActions } from "@/components/form-actions";
import { FormDialog } from "@/components/form-dialog";
import { SelectField, TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined } from "@/lib/form-values";
import { withTicked } from "@/lib/ticked-values";
import {
  GOAL_PRIORITIES,
  type LearningGoal,
  type LearningGoalInput,
  learningGoalInputSchema,
} from "../../../../contracts/insights";
import type { ModuleSummary } from "../../../../contracts/modules";
import { useDeleteLearningGoal } from "../api/delete-learning-goal";
import { useLearningGoals } from "../api/get-learning-goals";
import { useSaveLearningGoal } from "../api/save-learning-goal";

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** Learning Goals: the learner's own, stored, with target dates and the modules they need. */
export function LearningGoals({ modules }: { modules: ModuleSummary[] }) {
  const goals = useLearningGoals();
  const remove = useDeleteLearningGoal();
  const [editing, setEditing] = useState<LearningGoal | "new" | null>(null);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add Learning Goal
        </Button>
      </div>
      {goals.isError ? (
        <QueryError title="Failed to load learning goals" onRetry={() => goals.refetch()} />
      ) : goals.isPending ? (
        <Skeleton className="h-32" />
      ) : goals.data.length === 0 ? (
        <EmptyState
          icon={Target}
          title="No learning goals yet"
          description="Set a goal with a target date and the modules it needs; progress follows your completions."
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {goals.data.map((g) => (
            <li key={g.id} className="grid gap-2 rounded-xl border bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-foreground">{g.title}</h3>
                <Badge variant={g.priority === "High" ? "default" : "secondary"}>{g.priority}</Badge>
              </div>
              {g.description && <p className="text-sm text-body">{g.description}</p>}
              <p className="text-sm text-muted-foreground">
                Target {formatDay(g.targetDate)} · {g.estimatedHours} h left
              </p>
              <Progress value={g.progress} aria-label={`${g.title} progress`} />
              <p className="text-sm text-body">{g.progress}% complete</p>
              <ul className="text-sm text-body">
                {g.modules.map((m) => (
                  <li key={m.id}>
                    {m.completed ? "✓ " : "○ "}
                    {m.title}
                  </li>
                ))}
              </ul>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(g)} aria-label={`Edit ${g.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(g.id)}
                  aria-label={`Delete ${g.title}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <GoalDialog goal={editing === "new" ? null : editing} modules={modules} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

/** The reader's today, YYYY-MM-DD. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** The contract's fields, read from the dialog; a target date must also be today or later. */
const goalFormSchema = learningGoalInputSchema.extend({
  targetDate: z
    .string()
    .min(1, "Choose a target date")
    .refine((day) => day >= todayIso(), "Target date must be today or later")
    .pipe(learningGoalInputSchema.shape.targetDate),
  priority: blankAsUndefined(learningGoalInputSchema.shape.priority),
});
type GoalFormValues = z.input<typeof goalFormSchema>;
const FIELDS = ["title", "description", "targetDate", "priority", "moduleIds"] as const;

function GoalDialog({
  goal,
  modules,
  onClose,
}: {
  goal: LearningGoal | null;
  modules: ModuleSummary[];
  onClose: () => void;
}) {
  const save = useSaveLearningGoal();
  const today = todayIso();
  const form = useForm<GoalFormValues, unknown, LearningGoalInput>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: {
      title: goal?.title ?? "",
      description: goal?.description ?? "",
      targetDate: goal?.targetDate ?? "",
      priority: goal?.priority ?? "",
      moduleIds: goal?.modules.map((m) => m.id) ?? [],
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: goal?.id, goal: values },
      { onSuccess: onClose, onError: (error) => setServerFieldErrors(form.setError, error, FIELDS) },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={goal ? "Edit Learning Goal" : "Add Learning Goal"}
      description="Progress is the share of the chosen modules you have completed."
      className="max-w-xl"
      form={form}
      onSubmit={onSubmit}
      actions={<DialogFormActions submitLabel="Save Goal" pendingLabel="Saving..." pending={save.isPending} />}
    >
      <TextField control={form.control} name="title" label="Title" unmarked maxLength={120} />
      <TextField
        control={form.control}
        name="description"
        label="Description (optional)"
        unmarked
        rows={2}
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="targetDate" label="Target date" unmarked type="date" min={today} />
        <SelectField
          control={form.control}
          name="priority"
          label="Priority"
          unmarked
          placeholder="Choose a priority"
          options={GOAL_PRIORITIES}
        />
      </div>
      <FormField
        control={form.control}
        name="moduleIds"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <fieldset className="grid min-w-0 gap-1">
                <legend className="mb-1 text-sm font-medium">Modules this goal needs</legend>
                <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
                  {modules.map((m) => (
                    <Checkbox
                      key={m.id}
                      checked={field.value.includes(m.id)}
                      onChange={(e) => field.onChange(withTicked(field.value, m.id, e.target.checked))}
                      onBlur={field.onBlur}
                      label={m.title}
                    />
                  ))}
                </div>
                <FormMessage />
              </fieldset>
            </FormControl>
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
