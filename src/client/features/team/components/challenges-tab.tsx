import { zodResolver } from "@hookform/resolvers/zod";
import { Flag, Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { setServerFieldErrors } from "@/lib/form-errors";
import { paths } from "../../../../contracts/routes";
import { type Challenge, type CreateChallengeInput, createChallengeSchema } from "../../../../contracts/team";
import { plural } from "../../../../domain/plural";
import { CHALLENGE_TARGET_MODULES, challengeProgressLabel } from "../../../../domain/team-hub";
import { useCreateChallenge } from "../api/create-challenge";
import { useChallenges } from "../api/get-challenges";
import { useJoinChallenge } from "../api/join-challenge";
import { formatDate } from "../format";
import type { CreateDialogProps } from "./create-dialog-props";
import { FormDialog } from "./form-dialog";

/** Challenges: progress toward 50 modules in 30 days, counted from the participants' real completions. */
export function ChallengesTab({ organizationId }: { organizationId: string }) {
  const challenges = useChallenges(organizationId);
  const join = useJoinChallenge();
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<Challenge | null>(null);
  return (
    <SectionCard
      title="Team Challenges"
      headingId="challenges-heading"
      description={`Each challenge asks its participants for ${plural(CHALLENGE_TARGET_MODULES, "module", "modules")} in 30 days.`}
      action={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Challenge
        </Button>
      }
    >
      {challenges.isError ? (
        <QueryError title="Failed to load challenges" onRetry={() => challenges.refetch()} />
      ) : challenges.isPending ? (
        <Skeleton className="h-40" />
      ) : challenges.data.length === 0 ? (
        <EmptyState icon={Flag} title="No challenges running" description="Create one to rally your team." />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {challenges.data.map((c) => (
            <li key={c.id} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-foreground">{c.title}</h3>
                <Badge variant={c.status === "active" ? "default" : "secondary"}>
                  {c.status === "active" ? "Active" : "Starting"}
                </Badge>
              </div>
              <p className="text-sm text-body">{c.description}</p>
              <p className="text-sm text-muted-foreground">
                {plural(c.participants, "participant", "participants")} · ends {formatDate(c.deadline)} · reward:{" "}
                {c.reward}
              </p>
              <div>
                <p className="mb-1 text-xs text-muted-foreground">
                  {challengeProgressLabel(c.completed, c.target)} ({Math.min(100, c.progress)}%)
                </p>
                <Progress value={Math.min(100, c.progress)} aria-label={`${c.title} progress`} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDetails(c)}
                  aria-label={`View Details of ${c.title}`}
                >
                  View Details
                </Button>
                {c.isParticipant && c.status === "active" ? (
                  <Button size="sm" asChild>
                    <Link to={paths.library}>Continue</Link>
                  </Button>
                ) : c.isParticipant ? (
                  <p className="self-center text-sm font-medium text-success">You have joined</p>
                ) : (
                  <Button
                    size="sm"
                    disabled={join.isPending}
                    aria-label={`Join Challenge ${c.title}`}
                    onClick={() => join.mutate({ organizationId, challengeId: c.id })}
                  >
                    Join Challenge
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={details !== null} onOpenChange={(open) => !open && setDetails(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{details?.title}</DialogTitle>
            <DialogDescription>{details?.description}</DialogDescription>
          </DialogHeader>
          {details && (
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted-foreground">Category</dt>
              <dd>{details.category}</dd>
              <dt className="text-muted-foreground">Participants</dt>
              <dd>{details.participants}</dd>
              <dt className="text-muted-foreground">Progress</dt>
              <dd>{challengeProgressLabel(details.completed, details.target)}</dd>
              <dt className="text-muted-foreground">Deadline</dt>
              <dd>{formatDate(details.deadline)}</dd>
              <dt className="text-muted-foreground">Reward</dt>
              <dd>{details.reward}</dd>
            </dl>
          )}
        </DialogContent>
      </Dialog>
      <CreateChallengeDialog open={creating} onOpenChange={setCreating} organizationId={organizationId} />
    </SectionCard>
  );
}

/** The reader's today, YYYY-MM-DD (UTC, as the challenge's days are). */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** The contract's fields; the start date must also be today or later. */
const challengeFormSchema = createChallengeSchema.extend({
  startsOn: createChallengeSchema.shape.startsOn.refine(
    (day) => day >= todayIso(),
    "Start date must be today or later",
  ),
});
type ChallengeFormValues = z.input<typeof challengeFormSchema>;

function CreateChallengeDialog({ open, onOpenChange, organizationId }: CreateDialogProps) {
  const create = useCreateChallenge();
  const today = todayIso();
  const form = useForm<ChallengeFormValues, unknown, CreateChallengeInput>({
    resolver: zodResolver(challengeFormSchema),
    defaultValues: { title: "", description: "", category: "", reward: "", startsOn: today },
  });
  const onSubmit = form.handleSubmit((challenge) =>
    create.mutate(
      { organizationId, challenge },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) =>
          setServerFieldErrors(form.setError, error, ["title", "description", "category", "reward", "startsOn"]),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Challenge"
      description={`${CHALLENGE_TARGET_MODULES} modules in 30 days from the start date; your organisation is told.`}
      submitLabel="Create Challenge"
      pending={create.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="title" label="Title" unmarked maxLength={120} />
      <TextField control={form.control} name="description" label="Description" unmarked rows={3} maxLength={500} />
      <TextField control={form.control} name="category" label="Category" unmarked maxLength={60} />
      <TextField control={form.control} name="reward" label="Reward" unmarked maxLength={120} />
      <TextField control={form.control} name="startsOn" label="Start date" unmarked type="date" min={today} />
    </FormDialog>
  );
}
