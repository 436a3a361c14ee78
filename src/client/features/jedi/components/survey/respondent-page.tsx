import { CheckCircle2, Lock } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/skeleton";
import { ApiError, errorMessage, fieldErrors } from "@/lib/api-request";
import { useAnswerSurvey, useRespondentSurvey } from "./api/survey-api";
import { SurveyQuestionField } from "./survey-question-field";

/**
 * The respondent's page (issue 25 item 2), reached from the e-mailed one-time link, signed in or not.
 * The answers are stored without the person: the link proves they were invited, and works once.
 */
export default function InclusionSurveyPage() {
  const { token = "" } = useParams();
  const survey = useRespondentSurvey(token);
  const answer = useAnswerSurvey(token);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<Record<string, string>>({});

  if (survey.isPending) return <Spinner />;
  if (survey.isError) {
    const unknown = survey.error instanceof ApiError && survey.error.status === 404;
    return (
      <Notice title={unknown ? "This survey link is not valid" : "The survey could not be loaded"}>
        {unknown
          ? "Check that you opened the whole link from your e-mail. If the survey sent you a reminder, use the link in the latest e-mail."
          : errorMessage(survey.error)}
      </Notice>
    );
  }
  const data = survey.data;
  if (answer.isSuccess)
    return (
      <Notice title="Thank you" icon={<CheckCircle2 className="size-6 text-primary" aria-hidden="true" />}>
        Your answers were saved anonymously. {data.organizationName} sees results only for groups of 10 or more people.
        This link no longer works.
      </Notice>
    );
  if (data.state === "used")
    return (
      <Notice title="You have already answered this survey">
        Each link works once, so every person is counted once. Thank you for taking part.
      </Notice>
    );
  if (data.state === "closed")
    return (
      <Notice title="This survey is closed">
        {data.organizationName}'s survey stopped taking answers after {data.closesOn}.
      </Notice>
    );
  if (data.state === "scheduled")
    return <Notice title="This survey has not opened yet">Please come back when it opens.</Notice>;

  const serverErrors = fieldErrors(answer.error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const unanswered = Object.fromEntries(
      data.questions
        .filter((q) => q.required && !(answers[q.id] ?? "").trim())
        .map((q) => [q.id, "This question is required"]),
    );
    setMissing(unanswered);
    if (Object.keys(unanswered).length > 0) {
      document.getElementById(`q-${Object.keys(unanswered)[0]}-error`)?.scrollIntoView({ block: "center" });
      return;
    }
    answer.mutate(answers);
  };
  const refused = answer.error instanceof ApiError && answer.error.status === 409;

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{data.organizationName}</p>
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Confidential: your answers are stored without your name, e-mail address or this link, and results are shown
          only for groups of 10 or more people. Open until the end of {data.closesOn}.
        </p>
      </header>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {data.questions.map((q) => (
          <SurveyQuestionField
            key={q.id}
            question={q}
            value={answers[q.id] ?? ""}
            error={missing[q.id] ?? serverErrors[`answers.${q.id}`]}
            onChange={(value) => {
              setAnswers((a) => ({ ...a, [q.id]: value }));
              setMissing((m) => {
                const { [q.id]: _done, ...rest } = m;
                return rest;
              });
            }}
          />
        ))}
        {answer.isError && (
          <p role="alert" className="text-sm text-destructive">
            {refused ? errorMessage(answer.error) : errorMessage(answer.error, "Your answers could not be sent")}
          </p>
        )}
        <Button type="submit" disabled={answer.isPending || refused} className="justify-self-start">
          {answer.isPending ? "Sending…" : "Send my answers"}
        </Button>
      </form>
    </div>
  );
}

function Notice({ title, children, icon }: { title: string; children: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card className="grid gap-3 p-6">
        <h1 className="flex items-center gap-2 text-xl font-semibold">
          {icon}
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">{children}</p>
      </Card>
    </div>
  );
}
