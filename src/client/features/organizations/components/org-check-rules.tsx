import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SelectField } from "@/components/form-fields";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import {
  type OrganizationCheckRule,
  type OrganizationCheckRules,
  organizationCheckRuleInputSchema,
} from "../../../../contracts/knowledge-check";
import {
  checkRulesLine,
  durationInWords,
  effectiveCheckRules,
  MAX_ATTEMPT_LIMIT,
} from "../../../../domain/knowledge-check";
import { plural } from "../../../../domain/plural";
import { useCheckRules, useUpdateCheckRule } from "../api/check-rules";

/** A select's text as the contract's value: blank keeps the module's own setting (null). */
const choiceOrModule = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string | undefined) => (value ? Number(value) : null), schema);

const ruleFormSchema = z.object({
  moduleId: z.string().min(1, "Choose a module"),
  attemptLimit: choiceOrModule(organizationCheckRuleInputSchema.shape.attemptLimit),
  cooldownMinutes: choiceOrModule(organizationCheckRuleInputSchema.shape.cooldownMinutes),
  passMark: choiceOrModule(organizationCheckRuleInputSchema.shape.passMark),
  showAnswersAfterPass: z.boolean(),
});
type RuleFormValues = z.input<typeof ruleFormSchema>;
type RuleField = "attemptLimit" | "cooldownMinutes" | "passMark" | "showAnswersAfterPass";

const COOLDOWN_CHOICES = [60, 240, 1440, 2880, 10_080];
const PASS_MARK_CHOICES = [70, 75, 80, 85, 90, 95, 100];
const LOAD_ERROR = { title: "Error", description: "Failed to load the knowledge check rules" };

const formValuesOf = (module: OrganizationCheckRule | undefined, moduleId: string): RuleFormValues => ({
  moduleId,
  attemptLimit: module?.rule?.attemptLimit == null ? "" : String(module.rule.attemptLimit),
  cooldownMinutes: module?.rule?.cooldownMinutes == null ? "" : String(module.rule.cooldownMinutes),
  passMark: module?.rule?.passMark == null ? "" : String(module.rule.passMark),
  showAnswersAfterPass: module?.rule?.showAnswersAfterPass ?? true,
});

/** What a member's attempts run under for this module with this organisation's rule. */
const rulesOf = (module: OrganizationCheckRule) => effectiveCheckRules(module.module, module.rule ? [module.rule] : []);

/** A rule is worth listing when it changes anything. */
const tightens = (module: OrganizationCheckRule) =>
  module.rule !== null &&
  (module.rule.attemptLimit !== null ||
    module.rule.cooldownMinutes !== null ||
    module.rule.passMark !== null ||
    !module.rule.showAnswersAfterPass);

function RuleForm({ organizationId, list }: { organizationId: string; list: OrganizationCheckRules }) {
  const update = useUpdateCheckRule(organizationId);
  const answersId = useId();
  const first = String(list.modules[0]?.moduleId ?? "");
  const form = useForm<RuleFormValues, unknown, z.output<typeof ruleFormSchema>>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: formValuesOf(list.modules[0], first),
  });
  const moduleId = form.watch("moduleId");
  const module = list.modules.find((m) => String(m.moduleId) === moduleId);
  // Choosing another module shows its saved rule.
  useEffect(() => {
    form.reset(formValuesOf(module, moduleId));
  }, [module, moduleId, form]);

  const onSubmit = form.handleSubmit(async ({ moduleId: chosen, ...rule }) => {
    try {
      const saved = await update.mutateAsync({ moduleId: Number(chosen), rule });
      toast({
        title: "Knowledge check rules saved",
        description: `${saved.title}: ${checkRulesLine(rulesOf(saved))}. They apply from each member's next attempt.`,
      });
    } catch (error) {
      const issues = fieldErrors(error);
      const fields: RuleField[] = ["attemptLimit", "cooldownMinutes", "passMark", "showAnswersAfterPass"];
      for (const [field, message] of Object.entries(issues))
        if ((fields as string[]).includes(field)) form.setError(field as RuleField, { message });
      if (Object.keys(issues).length === 0)
        toast({ variant: "destructive", title: "Rules not saved", description: errorMessage(error) });
    }
  });

  if (!module) return null;
  const own = module.module;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Knowledge check rules" className="grid gap-4 sm:max-w-xl">
        <SelectField
          control={form.control}
          name="moduleId"
          label="Module"
          unmarked
          options={list.modules.map((m) => String(m.moduleId))}
          optionLabel={(id) => list.modules.find((m) => String(m.moduleId) === id)?.title ?? id}
          hint={`Its own check: ${plural(own.drawSize, "question", "questions")}, pass mark ${own.passMark}%, ${own.cooldownMinutes > 0 ? `${durationInWords(own.cooldownMinutes)} between attempts, ` : ""}unlimited attempts.`}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={form.control}
            name="attemptLimit"
            label="Attempts allowed"
            unmarked
            placeholder="Unlimited"
            options={Array.from({ length: MAX_ATTEMPT_LIMIT }, (_, i) => String(i + 1))}
            optionLabel={(n) => plural(Number(n), "attempt", "attempts")}
          />
          <SelectField
            control={form.control}
            name="cooldownMinutes"
            label="Time between attempts"
            unmarked
            placeholder={
              own.cooldownMinutes > 0 ? `The module's own (${durationInWords(own.cooldownMinutes)})` : "None"
            }
            options={COOLDOWN_CHOICES.filter((m) => m > own.cooldownMinutes).map(String)}
            optionLabel={(m) => durationInWords(Number(m))}
          />
          <SelectField
            control={form.control}
            name="passMark"
            label="Pass mark"
            unmarked
            placeholder={`The module's own (${own.passMark}%)`}
            options={PASS_MARK_CHOICES.filter((p) => p > own.passMark).map(String)}
            optionLabel={(p) => `${p}%`}
          />
        </div>
        <label htmlFor={answersId} className="flex min-h-11 items-start gap-3 rounded-md border p-3 text-sm">
          <Checkbox id={answersId} className="mt-0.5" {...form.register("showAnswersAfterPass")} />
          <span>
            <span className="font-medium">Show the answers after a pass</span>
            <span className="block text-muted-foreground">
              After a failed attempt members never see the answers, only which sections to read again.
            </span>
          </span>
        </label>
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? "Saving..." : "Save rules"}
        </Button>
      </form>
    </Form>
  );
}

function RulesRegion({ organizationId }: { organizationId: string }) {
  const rules = useCheckRules(organizationId, { errorToast: LOAD_ERROR });
  if (rules.isPending) {
    return (
      <div role="status" aria-label="Loading the knowledge check rules" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (rules.isError)
    return <QueryError title="The knowledge check rules could not be loaded" onRetry={() => rules.refetch()} />;
  if (rules.data.modules.length === 0)
    return <p className="text-sm text-muted-foreground">No module has a knowledge check yet.</p>;
  const set = rules.data.modules.filter(tightens);
  return (
    <div className="grid gap-6">
      <div>
        <h3 className="text-sm font-semibold">Rules in force</h3>
        {set.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            No rules yet: every module's check uses its own settings, with unlimited attempts and the answers explained
            after a pass.
          </p>
        ) : (
          <ul className="mt-2 divide-y rounded-md border text-sm" aria-label="Rules in force">
            {set.map((m) => (
              <li key={m.moduleId} className="grid gap-0.5 p-3">
                <span className="font-medium">{m.title}</span>
                <span className="text-muted-foreground">
                  {checkRulesLine(rulesOf(m))}
                  {m.rule?.showAnswersAfterPass === false ? " · answers kept private" : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RuleForm organizationId={organizationId} list={rules.data} />
    </div>
  );
}

/**
 * Issue 47 item 2, on /organization/knowledge-checks: owners and admins make a module's check stricter for
 * their members for compliance use (attempts, time between them, pass mark, answers after a pass).
 */
export function OrgCheckRules({ organizationId }: { organizationId: string }) {
  return (
    <RegionBoundary name="Knowledge check rules">
      <SectionCard
        title="Rules for your members' checks"
        icon={<ShieldCheck className="size-5 text-primary" aria-hidden="true" />}
        headingId="knowledge-check-rules"
        description="For compliance training: limit attempts, set a time between them or raise the pass mark. Members see the rules before they start, and the server enforces them."
      >
        <RulesRegion organizationId={organizationId} />
      </SectionCard>
    </RegionBoundary>
  );
}
