import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { SurveySummary } from "../../../../../contracts/jedi-surveys";
import { resultsOpenOn } from "../../../../../domain/inclusion-survey";
import { useCloseSurvey, useRemindSurvey, useSurveys } from "./api/survey-api";
import { LaunchSurveyForm } from "./launch-survey-form";
import { SurveyResults } from "./survey-results";

const STATUS_LABEL: Record<SurveySummary["status"], string> = {
  scheduled: "Scheduled",
  open: "Open",
  closed: "Closed",
};

/** The confidential inclusion survey for owners and admins (issue 25 item 2): launch, list, results. */
export function InclusionSurveys({ organizationId }: { organizationId: string }) {
  const surveys = useSurveys(organizationId);
  const close = useCloseSurvey(organizationId);
  const remind = useRemindSurvey(organizationId);
  const [launching, setLaunching] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <div className="grid gap-6">
      <SectionCard
        title="Confidential inclusion survey"
        headingId="inclusion-survey-heading"
        description="Six questions (four required), sent by e-mail with a one-time link. Answers are anonymous: results appear after the survey closes (never sooner than two weeks after it opens), and only for groups of 10 or more colleagues who had been members for at least two weeks when it was launched, not counting owners and admins."
        action={
          !launching && (
            <Button size="sm" onClick={() => setLaunching(true)}>
              New survey
            </Button>
          )
        }
      >
        {launching && surveys.data && (
          <div className="mb-6 rounded-lg border p-4">
            <LaunchSurveyForm
              organizationId={organizationId}
              departments={surveys.data.departments}
              memberCount={surveys.data.memberCount}
              onLaunched={() => setLaunching(false)}
            />
            <Button variant="ghost" className="mt-2" onClick={() => setLaunching(false)}>
              Cancel
            </Button>
          </div>
        )}
        {surveys.isPending ? (
          <Spinner />
        ) : surveys.isError ? (
          <p role="alert">{errorMessage(surveys.error, "The surveys could not be loaded")}</p>
        ) : surveys.data.surveys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No survey yet. Launch the first one to start a trend.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Surveys">
            {surveys.data.surveys.map((s) => (
              <li key={s.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{s.title}</p>
                  <Badge variant={s.status === "open" ? "default" : "secondary"}>{STATUS_LABEL[s.status]}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {s.responses} of {s.invited} responses · {s.departments ? s.departments.join(", ") : "Everyone"} ·{" "}
                  {s.opensOn} to {s.closesOn} · results open on {s.resultsOpenOn} · follow-up due {s.followUpOn}
                </p>
                <div className="flex flex-wrap gap-2">
                  {s.status === "closed" && (
                    <Button
                      size="sm"
                      variant={selected === s.id ? "default" : "outline"}
                      onClick={() => setSelected(selected === s.id ? null : s.id)}
                      aria-expanded={selected === s.id}
                    >
                      {selected === s.id ? "Hide results" : "View results"}
                    </Button>
                  )}
                  {s.status === "open" && (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={remind.isPending}
                        onClick={() =>
                          remind.mutate(s.id, {
                            onSuccess: ({ reminded }) =>
                              toast({ title: "Reminders sent", description: `${reminded} people have a fresh link.` }),
                            onError: (e) =>
                              toast({
                                title: "No reminders sent",
                                description: errorMessage(e),
                                variant: "destructive",
                              }),
                          })
                        }
                      >
                        Send reminders
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={close.isPending}
                        onClick={() => {
                          if (
                            window.confirm(
                              `Close this survey now? It will refuse any further answers. Results still open only on ${resultsOpenOn({ ...s, closedEarly: true })}, once the two-week response window has passed.`,
                            )
                          )
                            close.mutate(s.id, { onSuccess: () => setSelected(s.id) });
                        }}
                      >
                        Close now
                      </Button>
                    </>
                  )}
                </div>
                {selected === s.id && (
                  <div className="mt-2 border-t pt-4">
                    <SurveyResults organizationId={organizationId} surveyId={s.id} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
