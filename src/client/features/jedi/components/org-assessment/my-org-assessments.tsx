import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Radio, RadioGroup } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { ASSESSMENT_QUESTIONS, isAssessmentComplete } from "../../../../../domain/jedi-assessment";
import { useAnswerOrgAssessment, useMyOrgAssessments } from "../survey/api/survey-api";

/** The organisation assessments the person is invited to answer (issue 25 item 3), each on one form. */
export function MyOrgAssessments() {
  const mine = useMyOrgAssessments();
  const [open, setOpen] = useState<number | null>(null);
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <SectionCard
      title="Readiness assessments you are asked to answer"
      headingId="my-org-assessments-heading"
      description="Your organisation sees the mean and spread of its leaders' answers, not yours on its own."
    >
      <ul className="grid gap-3">
        {mine.data.map((a) => (
          <li key={a.assessmentId} className="grid gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {a.organizationName} · {a.startedOn}
              </p>
              <Button
                size="sm"
                variant={a.answered ? "outline" : "default"}
                onClick={() => setOpen(open === a.assessmentId ? null : a.assessmentId)}
              >
                {open === a.assessmentId ? "Hide" : a.answered ? "Change my answers" : "Answer now"}
              </Button>
            </div>
            {open === a.assessmentId && (
              <AnswerForm
                organizationId={a.organizationId}
                assessmentId={a.assessmentId}
                onDone={() => setOpen(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function AnswerForm({
  organizationId,
  assessmentId,
  onDone,
}: {
  organizationId: string;
  assessmentId: number;
  onDone: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const save = useAnswerOrgAssessment();
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { organizationId, assessmentId, answers },
          {
            onSuccess: () => {
              toast({ title: "Answers saved" });
              onDone();
            },
          },
        );
      }}
    >
      {ASSESSMENT_QUESTIONS.map((q) => (
        <RadioGroup
          key={q.id}
          legend={q.question}
          name={`${assessmentId}-${q.id}`}
          className="rounded-lg border p-3"
          legendClassName="mb-0 px-1"
        >
          {q.options.map((o) => (
            <Radio
              key={o.value}
              className="mt-1"
              checked={answers[q.id] === o.value}
              onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.value }))}
              labelClassName="min-h-11 items-start"
              label={
                <span>
                  <span className="font-medium">{o.label}</span>
                  <span className="block text-muted-foreground">{o.description}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      ))}
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      )}
      <Button type="submit" disabled={!isAssessmentComplete(answers) || save.isPending} className="justify-self-start">
        Save my answers
      </Button>
    </form>
  );
}
