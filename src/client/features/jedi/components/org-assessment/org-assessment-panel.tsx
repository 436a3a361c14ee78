import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrgAssessment } from "../../../../../contracts/jedi-surveys";
import { JEDI_CATEGORIES, JEDI_CATEGORY_LABELS } from "../../../../../domain/jedi-assessment";
import { useOrgAssessments, useStartOrgAssessment } from "../survey/api/survey-api";

const spreadText = (s: OrgAssessment["overall"]) =>
  s ? `${s.mean} (${s.min}–${s.max}, SD ${s.standardDeviation})` : "–";

/** The readiness assessment run as the organisation (issue 25 item 3): invite leaders, mean and spread per date. */
export function OrgAssessmentPanel({ organizationId }: { organizationId: string }) {
  const list = useOrgAssessments(organizationId);
  const start = useStartOrgAssessment(organizationId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [inviting, setInviting] = useState(false);

  return (
    <SectionCard
      title="JEDI readiness as an organisation"
      headingId="org-assessment-heading"
      description="Invite leaders to answer the eight readiness questions. The result is their mean with the spread (lowest–highest and standard deviation), kept per date."
      action={
        !inviting && (
          <Button size="sm" onClick={() => setInviting(true)}>
            Invite leaders
          </Button>
        )
      }
    >
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert">{errorMessage(list.error, "The assessments could not be loaded")}</p>
      ) : (
        <div className="grid gap-5">
          {inviting && (
            <form
              className="grid gap-3 rounded-lg border p-4"
              onSubmit={(e) => {
                e.preventDefault();
                start.mutate(chosen, {
                  onSuccess: (round) => {
                    toast({ title: "Assessment started", description: `${round.invited} leaders invited.` });
                    setInviting(false);
                    setChosen([]);
                  },
                });
              }}
            >
              <fieldset className="grid gap-1 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium">Leaders to invite</legend>
                {list.data.members.map((m) => (
                  <Checkbox
                    key={m.userId}
                    checked={chosen.includes(m.userId)}
                    onChange={(e) =>
                      setChosen((c) => (e.target.checked ? [...c, m.userId] : c.filter((id) => id !== m.userId)))
                    }
                    labelClassName="min-h-11"
                    label={
                      <>
                        {m.name} <span className="text-muted-foreground">({m.role})</span>
                      </>
                    }
                  />
                ))}
              </fieldset>
              {start.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(start.error)}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={chosen.length === 0 || start.isPending}>
                  Start the assessment ({chosen.length})
                </Button>
                <Button type="button" variant="ghost" onClick={() => setInviting(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
          {list.data.trend.length > 0 && (
            <section aria-labelledby="trend-heading">
              <h3 id="trend-heading" className="mb-2 font-semibold">
                Trend of the mean overall score
              </h3>
              <ol className="grid gap-2">
                {list.data.trend.map((p) => (
                  <li key={p.date} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-2 text-sm">
                    <span className="tabular-nums">{p.date}</span>
                    <span className="h-3 rounded bg-muted" aria-hidden="true">
                      <span className="block h-3 rounded bg-indicator" style={{ width: `${p.mean}%` }} />
                    </span>
                    <span className="text-right tabular-nums">{p.mean}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {list.data.rounds.length === 0 ? (
            <p className="text-sm text-muted-foreground">No round yet.</p>
          ) : (
            <Table scrollLabel="Readiness per date" aria-label="Readiness per date">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Answered</TableHead>
                  <TableHead>Overall mean (range, SD)</TableHead>
                  {JEDI_CATEGORIES.map((c) => (
                    <TableHead key={c}>{JEDI_CATEGORY_LABELS[c]}</TableHead>
                  ))}
                  <TableHead>Level</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.rounds.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">{r.startedOn}</TableCell>
                    <TableCell
                      title={r.leaders.map((l) => `${l.name}: ${l.answered ? "answered" : "waiting"}`).join("\n")}
                    >
                      {r.answered} of {r.invited}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{spreadText(r.overall)}</TableCell>
                    {JEDI_CATEGORIES.map((c) => (
                      <TableCell key={c} className="whitespace-nowrap">
                        {spreadText(r.categories[c] ?? null)}
                      </TableCell>
                    ))}
                    <TableCell className="whitespace-nowrap">{r.level ?? "–"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      )}
    </SectionCard>
  );
}
