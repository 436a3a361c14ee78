import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { Spinner } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { SurveyResults as Results } from "../../../../../contracts/jedi-surveys";
import {
  GROUP_DIMENSION_LABELS,
  GROUP_DIMENSIONS,
  type GroupDimension,
  OTHER_GROUP,
} from "../../../../../domain/inclusion-survey";
import { JEDI_CATEGORY_LABELS } from "../../../../../domain/jedi-assessment";
import { SURVEY_QUESTIONS } from "../../../../../domain/jedi-discussion";
import { useAssignFromSurvey, useSurveyResults } from "./api/survey-api";

const questionText = (id: string) => SURVEY_QUESTIONS.find((q) => q.id === id)?.question ?? id;
const scoreText = (score: number | null) => (score === null ? "–" : `${score}`);

/** A closed survey's results (issue 25 item 2): per question and group, "Other", the previous survey, pathways. */
export function SurveyResults({ organizationId, surveyId }: { organizationId: string; surveyId: number }) {
  const [groupBy, setGroupBy] = useState<GroupDimension>("department");
  const results = useSurveyResults(organizationId, surveyId, groupBy);
  if (results.isPending) return <Spinner />;
  if (results.isError) return <p role="alert">{errorMessage(results.error, "The results could not be loaded")}</p>;
  const r = results.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{r.survey.title}</h3>
          <p className="text-sm text-muted-foreground">
            {r.responses} of {r.survey.invited} invited answered · {r.survey.opensOn} to {r.survey.closesOn}
          </p>
        </div>
        {r.available && (
          <div className="grid gap-1">
            <label htmlFor="group-by" className="text-sm font-medium">
              Group by
            </label>
            <NativeSelect id="group-by" value={groupBy} onChange={(e) => setGroupBy(e.target.value as GroupDimension)}>
              {GROUP_DIMENSIONS.filter((d) => d === "department" || r.survey.includeDemographics).map((d) => (
                <option key={d} value={d}>
                  {GROUP_DIMENSION_LABELS[d]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {!r.available ? (
        <div className="grid gap-1 rounded-lg bg-muted p-4 text-sm" role="status">
          <p className="font-medium">No results are shown for this survey yet</p>
          <p>{r.reason}</p>
          <p className="text-muted-foreground">
            Figures and written answers appear only for groups of {r.threshold} or more people who count towards
            anonymity.
          </p>
        </div>
      ) : (
        <>
          <GroupsTable results={r} />
          <p className="text-sm text-muted-foreground">
            Scores run from 0 to 100. Groups are shown only with {r.threshold} or more people who count towards
            anonymity: colleagues who had been members for at least two weeks when the survey was launched, not owners
            or admins. {r.mergedGroups} {r.mergedGroups === 1 ? "group is" : "groups are"} merged into "{OTHER_GROUP}"
            so that no smaller group can be seen or worked out by comparing groupings. Written answers are shown only
            for everyone together, never per group.
          </p>
          <Comparison results={r} />
          <Recommendations results={r} organizationId={organizationId} />
          <Comments results={r} />
        </>
      )}
    </div>
  );
}

function GroupsTable({ results }: { results: Results }) {
  return (
    <Table scrollLabel="Results per question and group" aria-label="Results per question and group">
      <TableHeader>
        <TableRow>
          <TableHead>Question</TableHead>
          <TableHead className="text-right">All ({results.responses})</TableHead>
          {results.groups.map((g) => (
            <TableHead key={g.name} className="text-right">
              {g.name} ({g.responses})
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.overall.map((q) => (
          <TableRow key={q.questionId}>
            <TableHead scope="row" className="min-w-40 font-normal normal-case">
              {questionText(q.questionId)}
              {q.mean !== null && (
                <span className="block text-xs text-muted-foreground">Mean rating {q.mean} of 5</span>
              )}
            </TableHead>
            <TableCell className="text-right font-medium">{scoreText(q.score)}</TableCell>
            {results.groups.map((g) => (
              <TableCell key={g.name} className="text-right">
                {scoreText(g.questions.find((x) => x.questionId === q.questionId)?.score ?? null)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Comparison({ results }: { results: Results }) {
  const previous = results.previous;
  return (
    <section aria-labelledby="comparison-heading" className="grid gap-2">
      <h4 id="comparison-heading" className="font-semibold">
        Compared with the previous survey
      </h4>
      {!previous ? (
        <p className="text-sm text-muted-foreground">
          No earlier closed survey with {results.threshold} or more responses to compare with yet.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {previous.title} (closed {previous.closesOn}, {previous.responses} responses)
          </p>
          <ul className="grid gap-2">
            {previous.questions.map((q) => (
              <li
                key={q.questionId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
              >
                <span className="min-w-0 flex-1">{questionText(q.questionId)}</span>
                <span className="flex items-center gap-2 tabular-nums">
                  {scoreText(q.previousScore)} → {scoreText(q.score)}
                  <Change value={q.change} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Change({ value }: { value: number | null }) {
  if (value === null) return null;
  if (value === 0)
    return (
      <Badge variant="secondary">
        <Minus className="size-3" aria-hidden="true" /> no change
      </Badge>
    );
  const up = value > 0;
  return (
    <Badge variant={up ? "default" : "destructive"}>
      {up ? <ArrowUp className="size-3" aria-hidden="true" /> : <ArrowDown className="size-3" aria-hidden="true" />}
      {up ? "+" : "−"}
      {Math.abs(value)}
    </Badge>
  );
}

function Recommendations({ results, organizationId }: { results: Results; organizationId: string }) {
  const assign = useAssignFromSurvey(organizationId, results.survey.id);
  const [done, setDone] = useState<number[]>([]);
  if (results.lowScoring.length === 0)
    return <p className="text-sm text-muted-foreground">No area scored under 60: no pathway is recommended.</p>;
  const audience = results.survey.departments ? results.survey.departments.join(", ") : "everyone in the organisation";
  return (
    <section aria-labelledby="pathways-heading" className="grid gap-3">
      <h4 id="pathways-heading" className="font-semibold">
        Low-scoring areas and recommended pathways
      </h4>
      <ul className="grid gap-1 text-sm">
        {results.lowScoring.map((l) => (
          <li key={l.questionId}>
            <span className="font-medium">{l.score}</span> · {questionText(l.questionId)}
          </li>
        ))}
      </ul>
      {results.recommendedPathways.length === 0 ? (
        <p className="text-sm text-muted-foreground">No published pathway covers these areas yet.</p>
      ) : (
        <ul className="grid gap-2">
          {results.recommendedPathways.map((p) => (
            <li key={p.pathwayId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
              <div className="min-w-0">
                <p className="font-medium">{p.title}</p>
                <p className="text-xs text-muted-foreground">
                  {JEDI_CATEGORY_LABELS[p.category]} · assigns to {audience}
                </p>
              </div>
              <Button
                size="sm"
                disabled={assign.isPending || done.includes(p.pathwayId)}
                onClick={() =>
                  assign.mutate(p.pathwayId, {
                    onSuccess: ({ assigned }) => {
                      setDone((d) => [...d, p.pathwayId]);
                      toast({ title: "Pathway assigned", description: `${p.title} assigned to ${assigned} people.` });
                    },
                    onError: (error) =>
                      toast({ title: "Not assigned", description: errorMessage(error), variant: "destructive" }),
                  })
                }
              >
                {done.includes(p.pathwayId) ? "Assigned" : "Assign"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Comments({ results }: { results: Results }) {
  const entries = Object.entries(results.comments).filter(([, list]) => list.length > 0);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="comments-heading" className="grid gap-3">
      <h4 id="comments-heading" className="font-semibold">
        Written answers (all groups together, in alphabetical order)
      </h4>
      {entries.map(([id, list]) => (
        <details key={id} className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            {questionText(id)} ({list.length})
          </summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
            {list.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
