import { BarChart3, Flag } from "lucide-react";
import { useState } from "react";
import type { ModuleAnalysis } from "../../contracts/knowledge-check";
import { useAnalysisOverview, useModuleAnalysis } from "./api/get-item-analysis";
import { QueryStates } from "./query-state";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./ui/table";

const percent = (value: number | null) => (value === null ? "–" : `${value} %`);
const decimal = (value: number | null) => (value === null ? "–" : value.toLocaleString("en-GB"));

/**
 * Item analysis (issue 22 item 5): per module learners, pass rates and attempts; a module opens its
 * questions with the share answering right, flagged ones first. Everyone's attempts for admins, an
 * organisation's members' for its owners and admins (`organizationId`).
 */
export function ItemAnalysis({ organizationId }: { organizationId?: string }) {
  const overview = useAnalysisOverview(organizationId);
  const [open, setOpen] = useState<ModuleAnalysis | null>(null);
  if (open) return <ModuleQuestions module={open} organizationId={organizationId} onBack={() => setOpen(null)} />;
  return (
    <QueryStates
      query={overview}
      loadingLabel="Loading item analysis"
      error={{ title: "Item analysis could not be loaded" }}
      isEmpty={(data) => data.modules.every((m) => m.attempts === 0)}
      empty={{
        title: "No attempts yet",
        description: "Figures appear once learners have submitted a knowledge check.",
        icon: BarChart3,
      }}
    >
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            A question is flagged when fewer than {data.flagBelowPercent} % of at least {data.flagMinAnswers} answers
            are right.
          </p>
          <Table scrollLabel="Item analysis per module">
            <TableHeader>
              <TableRow>
                <TableHead>Module</TableHead>
                <TableHead className="text-right">Learners</TableHead>
                <TableHead className="text-right">Attempts</TableHead>
                <TableHead className="text-right">Pass rate (attempts)</TableHead>
                <TableHead className="text-right">Learners passed</TableHead>
                <TableHead className="text-right">Attempts per learner</TableHead>
                <TableHead className="text-right">Attempts to pass</TableHead>
                <TableHead className="text-right">Flagged questions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.modules.map((m) => (
                <TableRow key={m.moduleId}>
                  <TableCell>
                    <Button
                      variant="link"
                      className="h-auto p-0 text-left whitespace-normal"
                      onClick={() => setOpen(m)}
                    >
                      {m.title}
                    </Button>
                  </TableCell>
                  <TableCell className="text-right">{m.learners}</TableCell>
                  <TableCell className="text-right">{m.attempts}</TableCell>
                  <TableCell className="text-right">{percent(m.attemptPassRate)}</TableCell>
                  <TableCell className="text-right">{percent(m.learnerPassRate)}</TableCell>
                  <TableCell className="text-right">{decimal(m.averageAttempts)}</TableCell>
                  <TableCell className="text-right">{decimal(m.averageAttemptsToPass)}</TableCell>
                  <TableCell className="text-right">
                    {m.flaggedQuestions > 0 ? <Badge variant="destructive">{m.flaggedQuestions}</Badge> : 0}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </QueryStates>
  );
}

function ModuleQuestions({
  module,
  organizationId,
  onBack,
}: {
  module: ModuleAnalysis;
  organizationId?: string;
  onBack: () => void;
}) {
  const detail = useModuleAnalysis(module.moduleId, organizationId);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onBack}>
          All modules
        </Button>
        <h3 className="text-lg font-semibold text-heading">{module.title}</h3>
      </div>
      <QueryStates
        query={detail}
        loadingLabel="Loading the module's questions"
        error={{ title: "The module's questions could not be loaded" }}
        isEmpty={(data) => data.questions.every((q) => q.answers === 0)}
        empty={{
          title: "No attempts yet",
          description: "Nobody has answered this module's questions yet.",
          icon: BarChart3,
        }}
      >
        {(data) => (
          <Table scrollLabel="Share answering right per question">
            <TableHeader>
              <TableRow>
                <TableHead>Question</TableHead>
                <TableHead className="text-right">Answers</TableHead>
                <TableHead className="text-right">Right</TableHead>
                <TableHead className="text-right">Share right</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.questions.map((q) => (
                <TableRow key={q.id}>
                  <TableCell className="min-w-64 whitespace-normal">
                    {q.text} {q.status === "retired" && <Badge variant="secondary">Retired (v{q.version})</Badge>}{" "}
                    {q.flagged && (
                      <Badge variant="destructive">
                        <Flag className="size-3" aria-hidden="true" /> Flagged
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="text-right">{q.answers}</TableCell>
                  <TableCell className="text-right">{q.right}</TableCell>
                  <TableCell className="text-right">{percent(q.rightShare)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </div>
  );
}
