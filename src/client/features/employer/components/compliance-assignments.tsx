import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormActions } from "@/components/form-actions";
import { QueryStates } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { setServerFieldErrors } from "@/lib/form-errors";
import { blankAsUndefined, numberFromText } from "@/lib/form-values";
import { useCursorPages } from "@/lib/use-cursor-pages";
import {
  type ComplianceRule,
  type ComplianceRuleList,
  type CreateComplianceRuleInput,
  createComplianceRuleSchema,
} from "../../../../contracts/compliance";
import { MAX_INTERVAL_MONTHS } from "../../../../domain/compliance-schedule";
import { plural } from "../../../../domain/plural";
import { useCreateComplianceAssignment } from "../api/create-compliance-assignment";
import { useEndComplianceAssignment } from "../api/end-compliance-assignment";
import { useComplianceAssignments } from "../api/get-compliance-assignments";
import { useComplianceStatus } from "../api/get-compliance-status";
import { ComplianceProgrammes } from "./compliance-programmes";

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
          <h3 id="compliance-heading" className="text-base font-semibold text-foreground">
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
      {query.data && <ComplianceProgrammes organizationId={organizationId} options={query.data.options} />}
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
          <p className="font-medium break-words text-foreground">{rule.pathwayTitle}</p>
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
        <Badge variant="outline" className="border-success-border bg-success-surface text-success-strong">
          On time {rule.summary.onTime}
        </Badge>
        <Badge variant="outline" className="border-warning-border-subtle bg-warning-surface text-warning-text">
          Late {rule.summary.late}
        </Badge>
        <Badge variant="outline" className="border-border bg-surface text-prose">
          Outstanding {rule.summary.outstanding}
        </Badge>
        {rule.summary.overdue > 0 && (
          <Badge variant="outline" className="border-destructive-border bg-destructive-surface text-destructive-strong">
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
  const pages = useCursorPages();
  const query = useComplianceStatus(organizationId, ruleId, pages.cursor ?? null);
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
                  <span className="block truncate font-medium text-foreground">{item.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.department ?? "No department"} · due {formatDay(item.dueDate)}
                  </span>
                  {item.knowledgeChecks.map((check) => (
                    <span key={check.moduleId} className="block truncate text-xs text-muted-foreground">
                      {check.title}: {plural(check.attempts, "attempt", "attempts")}, best {check.bestScore ?? 0}%
                      {check.passed ? " · passed" : ""}
                    </span>
                  ))}
                </span>
                <Badge variant="outline">{item.overdue ? "Overdue" : STATUS_LABELS[item.status]}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            {!pages.isFirstPage && (
              <Button variant="outline" size="sm" onClick={pages.newer}>
                Previous
              </Button>
            )}
            {data.nextCursor && (
              <Button variant="outline" size="sm" onClick={() => pages.older(data.nextCursor)}>
                Next
              </Button>
            )}
          </div>
        </div>
      )}
    </QueryStates>
  );
}

/** The form as typed: selects and number boxes give strings. */
type ComplianceFormValues = {
  pathwayId: string;
  audience: "everyone" | "department" | "role";
  department: string;
  role: string;
  repeats: "once" | "repeat";
  intervalMonths: string;
  dueDays: string;
};
const FIELDS = ["pathwayId", "department", "role", "intervalMonths", "dueDays"] as const;

const contract = createComplianceRuleSchema.shape;
/**
 * The contract (with its own cross-field rules), fed the form: a department or role only with its
 * audience, an interval only when it repeats, numbers from their boxes.
 */
const complianceFormSchema = z.preprocess(
  (v: ComplianceFormValues) => ({
    pathwayId: v.pathwayId,
    audience: v.audience,
    ...(v.audience === "department" ? { department: v.department } : {}),
    ...(v.audience === "role" ? { role: v.role } : {}),
    intervalMonths: v.repeats === "repeat" ? v.intervalMonths : null,
    dueDays: v.dueDays,
  }),
  z
    .object({
      ...contract,
      pathwayId: z.string().min(1, "Choose a pathway").transform(Number).pipe(contract.pathwayId),
      department: blankAsUndefined(contract.department),
      role: blankAsUndefined(contract.role),
      intervalMonths: z.preprocess(
        (value: string | null) => (value === null ? null : value.trim() ? Number(value) : undefined),
        contract.intervalMonths,
      ),
      dueDays: numberFromText(contract.dueDays),
    })
    // The contract's cross-field rules run only once every field parses: name a missing choice with the rest.
    .superRefine(
      (rule, ctx) => {
        if (rule.audience === "department" && !rule.department)
          ctx.addIssue({ code: "custom", path: ["department"], message: "Choose a department" });
        if (rule.audience === "role" && !rule.role)
          ctx.addIssue({ code: "custom", path: ["role"], message: "Choose a role" });
      },
      { when: () => true },
    )
    .pipe(createComplianceRuleSchema),
);

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
  const form = useForm<ComplianceFormValues, unknown, CreateComplianceRuleInput>({
    resolver: zodResolver(complianceFormSchema),
    defaultValues: {
      pathwayId: "",
      audience: "everyone",
      department: "",
      role: "",
      repeats: "once",
      intervalMonths: "12",
      dueDays: "30",
    },
  });
  const [audience, repeats] = useWatch({ control: form.control, name: ["audience", "repeats"] });

  const onSubmit = form.handleSubmit((rule) =>
    create.mutate(rule, {
      onSuccess: onDone,
      onError: (error) => setServerFieldErrors(form.setError, error, FIELDS),
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-white p-4 shadow-sm">
        <FormField
          control={form.control}
          name="pathwayId"
          render={({ field }) => (
            <FormItem controlId={`${id}-pathwayId`}>
              <FormLabel>Pathway</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  <option value="">Choose a pathway</option>
                  {options.pathways.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="audience"
            render={({ field }) => (
              <FormItem controlId={`${id}-audience`}>
                <FormLabel>Assign to</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="everyone">Everyone</option>
                    <option value="department">A department</option>
                    <option value="role">A role</option>
                  </NativeSelect>
                </FormControl>
              </FormItem>
            )}
          />
          {audience === "department" && (
            <FormField
              control={form.control}
              name="department"
              render={({ field }) => (
                <FormItem controlId={`${id}-department`}>
                  <FormLabel>Department</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value="">
                        {options.departments.length ? "Choose a department" : "No departments yet"}
                      </option>
                      {options.departments.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
          {audience === "role" && (
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem controlId={`${id}-role`}>
                  <FormLabel>Role</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value="">Choose a role</option>
                      {Object.entries(ROLE_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="repeats"
            render={({ field }) => (
              <FormItem controlId={`${id}-repeats`}>
                <FormLabel>Repeats</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="once">Once</option>
                    <option value="repeat">Every few months</option>
                  </NativeSelect>
                </FormControl>
              </FormItem>
            )}
          />
          {repeats === "repeat" && (
            <FormField
              control={form.control}
              name="intervalMonths"
              render={({ field }) => (
                <FormItem controlId={`${id}-intervalMonths`}>
                  <FormLabel>Every (months)</FormLabel>
                  <FormControl>
                    <Input {...field} type="number" inputMode="numeric" min={1} max={MAX_INTERVAL_MONTHS} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
        </div>

        <FormField
          control={form.control}
          name="dueDays"
          render={({ field }) => (
            <FormItem className="sm:max-w-xs" controlId={`${id}-dueDays`}>
              <FormLabel>Due in (days)</FormLabel>
              <FormControl>
                <Input {...field} type="number" inputMode="numeric" min={0} max={365} />
              </FormControl>
              <FormDescription className="text-xs">
                Counted from each assignment. Overdue learners are reported to their line manager after 7 days.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormActions
          submitLabel="Create assignment"
          pendingLabel="Creating..."
          pending={create.isPending}
          onCancel={onDone}
        />
      </form>
    </Form>
  );
}
