import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, UsersRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SelectField, TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined, localToIso } from "@/lib/form-values";
import { type CreateStudyGroupInput, createStudyGroupSchema, STUDY_GROUP_CATEGORIES } from "../../../../contracts/team";
import { plural } from "../../../../domain/plural";
import { useCreateStudyGroup } from "../api/create-study-group";
import { useStudyGroups } from "../api/get-study-groups";
import { useJoinStudyGroup } from "../api/join-study-group";
import { formatDateTime } from "../format";
import type { CreateDialogProps } from "./create-dialog-props";
import { FormDialog } from "./form-dialog";

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
                <h3 className="font-semibold text-foreground">{g.name}</h3>
                <Badge variant="secondary">{g.category}</Badge>
              </div>
              <p className="text-sm text-body">{g.topic}</p>
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
                <p className="text-sm font-medium text-success">You are a member</p>
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

/** The contract's fields, read from the dialog's text boxes (a blank pillar or session is not given). */
const studyGroupFormSchema = createStudyGroupSchema.extend({
  category: blankAsUndefined(createStudyGroupSchema.shape.category),
  nextSession: z.preprocess(
    (value: string) => (value ? localToIso(value) : null),
    createStudyGroupSchema.shape.nextSession,
  ),
});
type StudyGroupFormValues = z.input<typeof studyGroupFormSchema>;
const EMPTY: StudyGroupFormValues = { name: "", topic: "", category: "", nextSession: "" };

function CreateStudyGroupDialog({ open, onOpenChange, organizationId }: CreateDialogProps) {
  const create = useCreateStudyGroup();
  const form = useForm<StudyGroupFormValues, unknown, CreateStudyGroupInput>({
    resolver: zodResolver(studyGroupFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit((group) =>
    create.mutate(
      { organizationId, group },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: (error) => setServerFieldErrors(form.setError, error, Object.keys(EMPTY) as (keyof typeof EMPTY)[]),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Study Group"
      description="Your whole organisation is told about it and can join."
      submitLabel="Create Group"
      pending={create.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="name" label="Group name" unmarked maxLength={120} />
      <TextField control={form.control} name="topic" label="Topic" unmarked maxLength={200} />
      <SelectField
        control={form.control}
        name="category"
        label="Pillar"
        unmarked
        placeholder="Choose a pillar"
        options={STUDY_GROUP_CATEGORIES}
      />
      <TextField
        control={form.control}
        name="nextSession"
        label="Next session (optional)"
        unmarked
        type="datetime-local"
      />
    </FormDialog>
  );
}
