import { ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type ComplianceRule,
  type ComplianceRuleList,
  createComplianceRuleSchema,
} from "../../../../contracts/compliance";
import { MAX_INTERVAL_MONTHS } from "../../../../domain/compliance-schedule";
import { plural } from "../../../../domain/plural";
import { QueryStates } from "../../../components/query-state";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { useCreateComplianceAssignment } from "../api/create-compliance-assignment";
import { useEndComplianceAssignment } from "../api/end-compliance-assignment";
import { useComplianceAssignments } from "../api/get-compliance-assignments";
import { useComplianceStatus } from "../api/get-compliance-status";

const ROLE_LABELS = { owner: "Owners", admin: "Admins", manager: "Managers", member: "Members" } as const;
const STATUS_LABELS = { on_time: "On time", late: "Late", outstanding: "Outstanding" } as const;

const formatDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

function audienceText(rule: ComplianceRule) {
  if (rule.audience === "department") return `Department: ${rule.department}`;
  if (rule.audience === "role") return `Role: ${rule.role ? ROLE_LABELS[rule.role] : ""}`;
  return "Everyone";
}

/**
 * Issue 22: recurring compliance assignments, for an organisation's owners and admins: the rules with
 * their compliance (on time, late, outstanding) and the form that creates one.
 */
export function ComplianceAssignments({ organizationId }: { organizationId: string }) {
  const query = useComplianceAssignments(organizationId);
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="compliance-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="compliance-heading" className="text-base font-semibold text-slate-900">
            Compliance assignments
          </h3>
          <p className="text-sm text-muted-foreground">
            Assign a pathway to everyone, a department or a role, once or on a schedule. People who join later get it
            too.
          </p>
        </div>
        {!creating && (
          <Button onClick={() => setCreating(true)} disabled={!query.data}>
            New compliance assignment
          </Button>
        )}
      </div>
      {creating && query.data && (
        <ComplianceAssignmentForm
          organizationId={organizationId}
          options={query.data.options}
          onDone={() => setCreating(false)}
        />
      )}
      <QueryStates
        query={query}
        loadingLabel="Loading compliance assignments"
        error={{ title: "Compliance assignments failed to load" }}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: ShieldCheck,
          title: "No compliance assignments yet",
          description: "Create one to assign a pathway with a due date to a group of people.",
        }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((rule) => (
              <ComplianceRuleItem key={rule.id} organizationId={organizationId} rule={rule} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function ComplianceRuleItem({ organizationId, rule }: { organizationId: string; rule: ComplianceRule }) {
  const [showStatus, setShowStatus] = useState(false);
  const end = useEndComplianceAssignment(organizationId);
  const statusId = useId();
  return (
    <li className="min-w-0 rounded-xl border bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{rule.pathwayTitle}</p>
          <p className="text-xs text-muted-foreground">
            {audienceText(rule)} ·{" "}
            {rule.intervalMonths === null
              ? "Once"
              : `Every ${rule.intervalMonths === 1 ? "month" : plural(rule.intervalMonths, "month", "months")}`}{" "}
            ·{" "}
            {rule.dueDays !== null
              ? `Due in ${plural(rule.dueDays, "day", "days")}`
              : `Due ${formatDay(rule.dueDate ?? "")}`}
            {rule.nextRunOn && ` · Next cycle ${formatDay(rule.nextRunOn)}`}
          </p>
        </div>
        {rule.endedAt && <Badge variant="outline">Ended</Badge>}
      </div>
      <p className="mt-2 flex flex-wrap gap-2 text-sm">
        <Badge variant="outline" className="border-green-200 bg-green-50 text-green-800">
          On time {rule.summary.onTime}
        </Badge>
        <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-900">
          Late {rule.summary.late}
        </Badge>
        <Badge variant="outline" className="border-slate-200 bg-slate-50 text-slate-800">
          Outstanding {rule.summary.outstanding}
        </Badge>
        {rule.summary.overdue > 0 && (
          <Badge variant="outline" className="border-red-200 bg-red-50 text-red-800">
            Overdue {rule.summary.overdue}
          </Badge>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showStatus}
          aria-controls={statusId}
          onClick={() => setShowStatus((shown) => !shown)}
        >
          {showStatus ? "Hide people" : `Show people (${rule.summary.assigned})`}
        </Button>
        {!rule.endedAt && (
          <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate(rule.id)}>
            End assignment
          </Button>
        )}
      </div>
      {showStatus && (
        <div id={statusId} className="mt-3">
          <ComplianceStatusList organizationId={organizationId} ruleId={rule.id} />
        </div>
      )}
    </li>
  );
}

function ComplianceStatusList({ organizationId, ruleId }: { organizationId: string; ruleId: number }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const query = useComplianceStatus(organizationId, ruleId, cursors[cursors.length - 1]);
  return (
    <QueryStates
      query={query}
      loadingLabel="Loading people"
      error={{ title: "People failed to load" }}
      isEmpty={(data) => data.items.length === 0}
      empty={{ title: "Nobody assigned yet", description: "People in the audience are assigned when they join." }}
    >
      {(data) => (
        <div className="grid gap-2">
          <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-md border">
            {data.items.map((item) => (
              <li
                key={item.userId}
                className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2 text-sm last:border-b-0"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{item.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.department ?? "No department"} · due {formatDay(item.dueDate)}
                  </span>
                </span>
                <Badge variant="outline">{item.overdue ? "Overdue" : STATUS_LABELS[item.status]}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            {cursors.length > 1 && (
              <Button variant="outline" size="sm" onClick={() => setCursors((c) => c.slice(0, -1))}>
                Previous
              </Button>
            )}
            {data.nextCursor && (
              <Button variant="outline" size="sm" onClick={() => setCursors((c) => [...c, data.nextCursor])}>
                Next
              </Button>
            )}
          </div>
        </div>
      )}
    </QueryStates>
  );
}

type FieldErrors = Partial<Record<"pathwayId" | "department" | "role" | "intervalMonths" | "dueDays", string>>;

/** Pathway, audience (everyone / a department / a role), once or every N months, due in N days. */
export function ComplianceAssignmentForm({
  organizationId,
  options,
  onDone,
}: {
  organizationId: string;
  options: ComplianceRuleList["options"];
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateComplianceAssignment(organizationId);
  const [pathwayId, setPathwayId] = useState("");
  const [audience, setAudience] = useState<"everyone" | "department" | "role">("everyone");
  const [department, setDepartment] = useState("");
  const [role, setRole] = useState("");
  const [repeats, setRepeats] = useState<"once" | "repeat">("once");
  const [intervalMonths, setIntervalMonths] = useState("12");
  const [dueDays, setDueDays] = useState("30");
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createComplianceRuleSchema.safeParse({
      pathwayId: pathwayId ? Number(pathwayId) : undefined,
      audience,
      ...(audience === "department" ? { department: department || undefined } : {}),
      ...(audience === "role" ? { role: role || undefined } : {}),
      intervalMonths: repeats === "repeat" ? Number(intervalMonths) : null,
      dueDays: dueDays === "" ? undefined : Number(dueDays),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      // The schema's cross-field checks run only once every field parses: name the choices here too.
      if (audience === "department" && !department) next.department = "Choose a department";
      if (audience === "role" && !role) next.role = "Choose a role";
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= field === "pathwayId" ? "Choose a pathway" : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  };

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-white p-4 shadow-sm">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-pathway`}>Pathway</Label>
        <NativeSelect
          id={`${id}-pathway`}
          value={pathwayId}
          onChange={(event) => setPathwayId(event.target.value)}
          aria-invalid={errors.pathwayId ? true : undefined}
          aria-describedby={describedBy("pathwayId")}
        >
          <option value="">Choose a pathway</option>
          {options.pathways.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-pathwayId-error`} message={errors.pathwayId} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-audience`}>Assign to</Label>
          <NativeSelect
            id={`${id}-audience`}
            value={audience}
            onChange={(event) => setAudience(event.target.value as typeof audience)}
          >
            <option value="everyone">Everyone</option>
            <option value="department">A department</option>
            <option value="role">A role</option>
          </NativeSelect>
        </div>
        {audience === "department" && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-department`}>Department</Label>
            <NativeSelect
              id={`${id}-department`}
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              aria-invalid={errors.department ? true : undefined}
              aria-describedby={describedBy("department")}
            >
              <option value="">{options.departments.length ? "Choose a department" : "No departments yet"}</option>
              {options.departments.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-department-error`} message={errors.department} />
          </div>
        )}
        {audience === "role" && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-role`}>Role</Label>
            <NativeSelect
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              aria-invalid={errors.role ? true : undefined}
              aria-describedby={describedBy("role")}
            >
              <option value="">Choose a role</option>
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-role-error`} message={errors.role} />
          </div>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-repeats`}>Repeats</Label>
          <NativeSelect
            id={`${id}-repeats`}
            value={repeats}
            onChange={(event) => setRepeats(event.target.value as typeof repeats)}
          >
            <option value="once">Once</option>
            <option value="repeat">Every few months</option>
          </NativeSelect>
        </div>
        {repeats === "repeat" && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-interval`}>Every (months)</Label>
            <Input
              id={`${id}-interval`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_INTERVAL_MONTHS}
              value={intervalMonths}
              onChange={(event) => setIntervalMonths(event.target.value)}
              aria-invalid={errors.intervalMonths ? true : undefined}
              aria-describedby={describedBy("intervalMonths")}
            />
            <FieldError id={`${id}-intervalMonths-error`} message={errors.intervalMonths} />
          </div>
        )}
      </div>

      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-due-days`}>Due in (days)</Label>
        <Input
          id={`${id}-due-days`}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={dueDays}
          onChange={(event) => setDueDays(event.target.value)}
          aria-invalid={errors.dueDays ? true : undefined}
          aria-describedby={`${id}-due-hint${errors.dueDays ? ` ${id}-dueDays-error` : ""}`}
        />
        <p id={`${id}-due-hint`} className="text-xs text-muted-foreground">
          Counted from each assignment. Overdue learners are reported to their line manager after 7 days.
        </p>
        <FieldError id={`${id}-dueDays-error`} message={errors.dueDays} />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create assignment"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
