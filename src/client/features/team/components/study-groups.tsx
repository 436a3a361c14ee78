import { Plus, UsersRound } from "lucide-react";
import { useId, useState } from "react";
import { createStudyGroupSchema, STUDY_GROUP_CATEGORIES } from "../../../../contracts/team";
import { plural } from "../../../../domain/plural";
import { EmptyState, QueryError } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Progress } from "../../../components/ui/progress";
import { NativeSelect } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCreateStudyGroup } from "../api/create-study-group";
import { useStudyGroups } from "../api/get-study-groups";
import { useJoinStudyGroup } from "../api/join-study-group";
import { formatDateTime } from "../format";
import type { CreateDialogProps } from "./create-dialog-props";
import { Field, FormDialog, issuesByField, localToIso } from "./form-dialog";

/** Study Groups: stored for the organisation; anyone in it can start one or join one. */
export function StudyGroups({ organizationId }: { organizationId: string }) {
  const groups = useStudyGroups(organizationId);
  const join = useJoinStudyGroup();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title="Study Groups"
      headingId="study-groups-heading"
      description="Learn a pillar together and meet regularly."
      action={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Study Group
        </Button>
      }
    >
      {groups.isError ? (
        <QueryError title="Failed to load study groups" onRetry={() => groups.refetch()} />
      ) : groups.isPending ? (
        <Skeleton className="h-40" />
      ) : groups.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No study groups yet"
          description="Start the first one: choose a topic and invite your team."
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {groups.data.map((g) => (
            <li key={g.id} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{g.name}</h3>
                <Badge variant="secondary">{g.category}</Badge>
              </div>
              <p className="text-sm text-slate-700">{g.topic}</p>
              <p className="text-sm text-muted-foreground">
                {plural(g.participants, "participant", "participants")} · started by {g.createdBy}
              </p>
              <p className="text-sm text-muted-foreground">
                Next session: {g.nextSession ? formatDateTime(g.nextSession) : "not set"}
              </p>
              <div>
                <p className="mb-1 text-xs text-muted-foreground">Group progress {g.progress}%</p>
                <Progress value={g.progress} aria-label={`${g.name} progress`} />
              </div>
              {g.isMember ? (
                <p className="text-sm font-medium text-green-700">You are a member</p>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={join.isPending}
                  onClick={() => join.mutate({ organizationId, groupId: g.id })}
                  aria-label={`Join ${g.name}`}
                >
                  Join Group
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateStudyGroupDialog open={creating} onOpenChange={setCreating} organizationId={organizationId} />
    </SectionCard>
  );
}

function CreateStudyGroupDialog({ open, onOpenChange, organizationId }: CreateDialogProps) {
  const id = useId();
  const create = useCreateStudyGroup();
  const [values, setValues] = useState({ name: "", topic: "", category: "", nextSession: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = () => {
    const parsed = createStudyGroupSchema.safeParse({
      name: values.name,
      topic: values.topic,
      category: values.category || undefined,
      nextSession: values.nextSession ? localToIso(values.nextSession) : null,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(
      { organizationId, group: parsed.data },
      {
        onSuccess: () => {
          setValues({ name: "", topic: "", category: "", nextSession: "" });
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Study Group"
      description="Your whole organisation is told about it and can join."
      submitLabel="Create Group"
      pending={create.isPending}
      onSubmit={submit}
    >
      <Field id={`${id}-name`} label="Group name" error={errors.name}>
        {(p) => <Input {...p} value={values.name} onChange={set("name")} maxLength={120} />}
      </Field>
      <Field id={`${id}-topic`} label="Topic" error={errors.topic}>
        {(p) => <Input {...p} value={values.topic} onChange={set("topic")} maxLength={200} />}
      </Field>
      <Field id={`${id}-category`} label="Pillar" error={errors.category}>
        {(p) => (
          <NativeSelect {...p} value={values.category} onChange={set("category")}>
            <option value="">Choose a pillar</option>
            {STUDY_GROUP_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${id}-next`} label="Next session (optional)" error={errors.nextSession}>
        {(p) => <Input {...p} type="datetime-local" value={values.nextSession} onChange={set("nextSession")} />}
      </Field>
    </FormDialog>
  );
}
