import { Pencil, Plus, Target, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { type LearningGoal, learningGoalInputSchema } from "../../../../contracts/insights";
import type { ModuleSummary } from "../../../../contracts/modules";
import { EmptyState, QueryError } from "../../../components/query-state";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldError, Input, Label, Textarea } from "../../../components/ui/input";
import { Progress } from "../../../components/ui/progress";
import { NativeSelect } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
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
                <h3 className="font-semibold text-slate-900">{g.title}</h3>
                <Badge variant={g.priority === "High" ? "default" : "secondary"}>{g.priority}</Badge>
              </div>
              {g.description && <p className="text-sm text-slate-700">{g.description}</p>}
              <p className="text-sm text-muted-foreground">
                Target {formatDay(g.targetDate)} · {g.estimatedHours} h left
              </p>
              <Progress value={g.progress} aria-label={`${g.title} progress`} />
              <p className="text-sm text-slate-700">{g.progress}% complete</p>
              <ul className="text-sm text-slate-700">
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

function GoalDialog({
  goal,
  modules,
  onClose,
}: {
  goal: LearningGoal | null;
  modules: ModuleSummary[];
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveLearningGoal();
  const today = new Date().toISOString().slice(0, 10);
  const [values, setValues] = useState({
    title: goal?.title ?? "",
    description: goal?.description ?? "",
    targetDate: goal?.targetDate ?? "",
    priority: goal?.priority ?? "",
  });
  const [selected, setSelected] = useState<Set<number>>(new Set(goal?.modules.map((m) => m.id) ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = () => {
    const parsed = learningGoalInputSchema.safeParse({
      ...values,
      priority: values.priority || undefined,
      targetDate: values.targetDate || undefined,
      moduleIds: [...selected],
    });
    const next: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    if (!values.targetDate) next.targetDate = "Choose a target date";
    else if (values.targetDate < today) next.targetDate = "Target date must be today or later";
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    save.mutate({ id: goal?.id, goal: parsed.data }, { onSuccess: onClose });
  };
  const err = (key: string) =>
    errors[key] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${key}-error` } : {};
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{goal ? "Edit Learning Goal" : "Add Learning Goal"}</DialogTitle>
          <DialogDescription>Progress is the share of the chosen modules you have completed.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input id={`${id}-title`} value={values.title} onChange={set("title")} maxLength={120} {...err("title")} />
            <FieldError id={`${id}-title-error`} message={errors.title} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              value={values.description}
              onChange={set("description")}
              maxLength={500}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>Target date</Label>
              <Input
                id={`${id}-date`}
                type="date"
                min={today}
                value={values.targetDate}
                onChange={set("targetDate")}
                {...err("targetDate")}
              />
              <FieldError id={`${id}-targetDate-error`} message={errors.targetDate} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-priority`}>Priority</Label>
              <NativeSelect
                id={`${id}-priority`}
                value={values.priority}
                onChange={set("priority")}
                {...err("priority")}
              >
                <option value="">Choose a priority</option>
                <option value="High">High</option>
                <option value="Medium">Medium</option>
              </NativeSelect>
              <FieldError id={`${id}-priority-error`} message={errors.priority} />
            </div>
          </div>
          <fieldset className="grid min-w-0 gap-1" {...err("moduleIds")}>
            <legend className="mb-1 text-sm font-medium">Modules this goal needs</legend>
            <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
              {modules.map((m) => (
                <label key={m.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={selected.has(m.id)}
                    onChange={(e) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(m.id);
                        else next.delete(m.id);
                        return next;
                      })
                    }
                  />
                  {m.title}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-moduleIds-error`} message={errors.moduleIds} />
          </fieldset>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Goal"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
