import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Radio, RadioGroup } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { daysAfter, utcDay } from "../../../../../domain/calendar";
import {
  belowRecommendedSize,
  DEMOGRAPHIC_QUESTIONS,
  SURVEY_RULES,
  windowIssues,
} from "../../../../../domain/inclusion-survey";
import { SURVEY_QUESTIONS } from "../../../../../domain/jedi-discussion";
import { useLaunchSurvey } from "./api/survey-api";
import { SurveyQuestionField } from "./survey-question-field";

/** spec 2 §9, word for word. */
export const SPEC_SURVEY_RULES =
  "survey recommended for 50+ employees; two-week minimum response window; follow-up in 6 months.";

/** The launch form (issue 25 item 2): audience, window (two weeks at least), demographics, questions preview. */
export function LaunchSurveyForm({
  organizationId,
  departments,
  memberCount,
  onLaunched,
}: {
  organizationId: string;
  departments: readonly string[];
  memberCount: number;
  onLaunched: (surveyId: number) => void;
}) {
  const today = utcDay(new Date());
  const [title, setTitle] = useState("");
  const [audience, setAudience] = useState<"everyone" | "departments">("everyone");
  const [chosen, setChosen] = useState<string[]>([]);
  const [opensOn, setOpensOn] = useState(today);
  const [closesOn, setClosesOn] = useState(utcDay(daysAfter(new Date(), SURVEY_RULES.minimumWindowDays)));
  const [demographics, setDemographics] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const launch = useLaunchSurvey(organizationId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const issue of windowIssues(opensOn, closesOn, today)) found[issue.path] = issue.message;
    if (audience === "departments" && chosen.length === 0) found.departments = "Choose at least one department";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    launch.mutate(
      {
        ...(title.trim() ? { title: title.trim() } : {}),
        departments: audience === "departments" ? chosen : null,
        includeDemographics: demographics,
        opensOn,
        closesOn,
      },
      {
        onSuccess: (survey) => {
          toast({ title: "Survey launched", description: `Invitations are on their way to ${survey.invited} people.` });
          setErrors({});
          onLaunched(survey.id);
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };
  const shown = { ...errors };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Launch an inclusion survey">
      <p className="rounded-lg bg-muted p-3 text-sm">
        <span className="font-medium">Good practice:</span> {SPEC_SURVEY_RULES}
        {belowRecommendedSize(memberCount) && (
          <span className="mt-1 block text-muted-foreground">
            Your organisation has {memberCount} {memberCount === 1 ? "member" : "members"}: a survey is recommended from{" "}
            {SURVEY_RULES.recommendedFrom}. You can still run it; groups under {SURVEY_RULES.anonymityThreshold}{" "}
            responses are merged into "Other", and nothing is shown under {SURVEY_RULES.anonymityThreshold} in all.
          </span>
        )}
      </p>
      <div className="grid gap-2">
        <Label htmlFor="survey-title">Title (optional)</Label>
        <Input
          id="survey-title"
          value={title}
          maxLength={120}
          placeholder={`Inclusion survey ${opensOn}`}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <RadioGroup legend="Who is asked" legendClassName="mb-0" name="audience">
        <Radio
          checked={audience === "everyone"}
          onChange={() => setAudience("everyone")}
          labelClassName="min-h-11"
          label="Everyone in the organisation"
        />
        <Radio
          checked={audience === "departments"}
          disabled={departments.length === 0}
          onChange={() => setAudience("departments")}
          labelClassName="min-h-11"
          label={<>Chosen departments{departments.length === 0 && " (your organisation has none yet)"}</>}
        />
        {audience === "departments" && (
          <div className="grid gap-1 pl-6 sm:grid-cols-2" aria-describedby="departments-error">
            {departments.map((name) => (
              <Checkbox
                key={name}
                checked={chosen.includes(name)}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, name] : list.filter((n) => n !== name)))
                }
                labelClassName="min-h-11"
                label={name}
              />
            ))}
          </div>
        )}
        <FieldError id="departments-error" message={shown.departments} />
      </RadioGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="survey-opens">Opens on</Label>
          <Input
            id="survey-opens"
            type="date"
            value={opensOn}
            min={today}
            aria-invalid={shown.opensOn ? true : undefined}
            aria-describedby={shown.opensOn ? "survey-opens-error" : undefined}
            onChange={(e) => {
              setOpensOn(e.target.value);
              setErrors(({ opensOn: _fixed, ...rest }) => rest);
            }}
          />
          <FieldError id="survey-opens-error" message={shown.opensOn} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="survey-closes">Closes on (last day to answer)</Label>
          <Input
            id="survey-closes"
            type="date"
            value={closesOn}
            aria-invalid={shown.closesOn ? true : undefined}
            aria-describedby={shown.closesOn ? "survey-closes-error" : "survey-closes-hint"}
            onChange={(e) => {
              setClosesOn(e.target.value);
              setErrors(({ closesOn: _fixed, ...rest }) => rest);
            }}
          />
          <p id="survey-closes-hint" className="text-xs text-muted-foreground">
            At least {SURVEY_RULES.minimumWindowDays} days after it opens.
          </p>
          <FieldError id="survey-closes-error" message={shown.closesOn} />
        </div>
      </div>
      <Checkbox
        checked={demographics}
        onChange={(e) => setDemographics(e.target.checked)}
        labelClassName="min-h-11"
        label="Add the optional demographic questions (gender, ethnicity, age band, disability) to compare groups"
      />
      <details className="rounded-lg border p-3">
        <summary className="cursor-pointer text-sm font-medium">
          Preview the {SURVEY_QUESTIONS.length + (demographics ? DEMOGRAPHIC_QUESTIONS.length : 0)} questions
        </summary>
        <div className="mt-3 grid gap-3">
          {[...SURVEY_QUESTIONS, ...(demographics ? DEMOGRAPHIC_QUESTIONS : [])].map((q) => (
            <SurveyQuestionField key={q.id} question={q} value="" disabled />
          ))}
        </div>
      </details>
      {launch.isError && Object.keys(fieldErrors(launch.error)).length === 0 && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(launch.error, "The survey could not be launched")}
        </p>
      )}
      <Button type="submit" disabled={launch.isPending} className="justify-self-start">
        {launch.isPending ? "Launching…" : "Launch survey and e-mail invitations"}
      </Button>
    </form>
  );
}
