import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError, Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import type { ComplianceProgrammeOption, ComplianceRuleList } from "../../../../contracts/compliance";
import { programmeAssignment } from "../../../../domain/compliance-programmes";
import { plural } from "../../../../domain/plural";
import { useCreateComplianceAssignment } from "../api/create-compliance-assignment";

const AUDIENCE_TEXT = {
  everyone: "Everyone in the organisation",
  managers: "Everyone with the manager role",
  department: "The departments you choose",
} as const;

const every = (months: number) => (months === 12 ? "yearly" : `every ${plural(months, "month", "months")}`);

/**
 * Issue 47 item 3: the statutory library's ready-made programmes, each assigned in one step on its
 * recommended recurrence (departments named by the owner for the programmes meant for some teams).
 */
export function ComplianceProgrammes({
  organizationId,
  options,
}: {
  organizationId: string;
  options: ComplianceRuleList["options"];
}) {
  if (options.programmes.length === 0) return null;
  return (
    <section aria-labelledby="programmes-heading" className="grid gap-3">
      <div>
        <h3 id="programmes-heading" className="text-base font-semibold text-foreground">
          Ready-made compliance programmes
        </h3>
        <p className="text-sm text-muted-foreground">
          UK statutory training grouped by audience, each with the recurrence we recommend. Assigning one creates a
          compliance assignment you can follow and end below.
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {options.programmes.map((programme) => (
          <ProgrammeItem
            key={programme.pathwayId}
            organizationId={organizationId}
            programme={programme}
            departments={options.departments}
          />
        ))}
      </ul>
    </section>
  );
}

function ProgrammeItem({
  organizationId,
  programme,
  departments,
}: {
  organizationId: string;
  programme: ComplianceProgrammeOption;
  departments: string[];
}) {
  const create = useCreateComplianceAssignment(organizationId);
  const [department, setDepartment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const errorId = useId();
  const oneStep = programmeAssignment(programme.pathwayId, programme);
  const cadence = every(programme.recurrenceMonths);

  const assignToDepartment = () => {
    if (!department) {
      setError("Choose a department");
      return;
    }
    setError(null);
    create.mutate({
      pathwayId: programme.pathwayId,
      audience: "department",
      department,
      intervalMonths: programme.recurrenceMonths,
      dueDays: programme.dueDays,
    });
  };

  return (
    <li className="grid min-w-0 content-start gap-2 rounded-xl border bg-background p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium break-words text-foreground">{programme.title}</p>
        {programme.assigned && <Badge variant="secondary">Assigned</Badge>}
      </div>
      <p className="text-sm text-body">{programme.description}</p>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        {AUDIENCE_TEXT[programme.audience]} · {plural(programme.moduleCount, "module", "modules")}, about{" "}
        {plural(Math.max(0.5, Math.round(programme.estimatedHours * 2) / 2), "hour", "hours")} · {cadence}, due within{" "}
        {plural(programme.dueDays, "day", "days")}
      </p>
      {oneStep ? (
        <Button
          className="justify-self-start"
          disabled={create.isPending || programme.assigned}
          onClick={() => create.mutate(oneStep)}
        >
          {programme.audience === "everyone" ? `Assign to everyone ${cadence}` : `Assign to managers ${cadence}`}
        </Button>
      ) : departments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Give your members departments first; this programme is assigned to the departments that handle its work.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={selectId}>
              Department<span className="sr-only"> for {programme.title}</span>
            </Label>
            <NativeSelect
              id={selectId}
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">Choose a department…</option>
              {departments.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button disabled={create.isPending} onClick={assignToDepartment}>
            Assign {cadence}
          </Button>
          <FieldError id={errorId} message={error ?? undefined} />
        </div>
      )}
      {programme.assigned && (
        <p className="text-xs text-muted-foreground">
          {oneStep
            ? "Assigned: follow who has completed it in the list of assignments."
            : "Assigned to at least one department: choose another to add it there too."}
        </p>
      )}
    </li>
  );
}
