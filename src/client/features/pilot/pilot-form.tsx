import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  B_CORP_TIMELINES,
  INDUSTRY_SECTORS,
  LEADERSHIP_COMMITMENT_LEVELS,
  type PilotApplicationFormValues,
  type PilotApplicationInput,
  pilotApplicationSchema,
} from "../../../contracts/pilot";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { fieldErrors } from "../../lib/api-request";
import { appConfig } from "../../lib/app-config";
import { useSubmitPilotApplication } from "./api/submit-pilot-application";

const EMPTY: PilotApplicationFormValues = {
  organizationName: "",
  contactName: "",
  email: "",
  phone: "",
  employeeCount: "",
  industry: "",
  currentInitiatives: "",
  bCorpTimeline: "" as PilotApplicationFormValues["bCorpTimeline"],
  leadershipCommitment: "" as PilotApplicationFormValues["leadershipCommitment"],
  pilotGoals: "",
};

type FieldName = keyof PilotApplicationFormValues;

const selectClass =
  "h-10 w-full rounded-md border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-[invalid=true]:border-destructive";

/** spec 3 §3–§5, §8: the pilot application form and its idle, submitting, success and error states. */
export function PilotForm() {
  const form = useForm<PilotApplicationFormValues, unknown, PilotApplicationInput>({
    resolver: zodResolver(pilotApplicationSchema),
    defaultValues: EMPTY,
  });
  const submit = useSubmitPilotApplication();
  const errors = form.formState.errors;
  const error = (name: FieldName) => errors[name]?.message;
  const aria = (name: FieldName, hint?: string) => fieldAria(`pilot-${name}`, error(name), hint);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast({
        title: "Application Submitted Successfully",
        description: "We'll contact you within 24 hours to discuss your pilot program participation.",
      });
      form.reset(EMPTY);
    } catch (failure) {
      // spec 3 §8: keep everything typed; show any field messages the server gave.
      for (const [field, message] of Object.entries(fieldErrors(failure))) {
        if (field in EMPTY) form.setError(field as FieldName, { message });
      }
      toast({
        variant: "destructive",
        title: "Submission Error",
        description: `Please try again or contact us directly at ${appConfig().contactEmail}`,
      });
    }
  });

  const submitting = submit.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="apply-title" className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">Your organisation</legend>
        <FormField id="pilot-organizationName" label="Organisation name" required error={error("organizationName")}>
          <Input
            {...aria("organizationName")}
            autoComplete="organization"
            required
            {...form.register("organizationName")}
          />
        </FormField>
        <FormField id="pilot-industry" label="Industry sector" required error={error("industry")}>
          <select {...aria("industry")} className={selectClass} required {...form.register("industry")}>
            <option value="">Select your sector</option>
            {INDUSTRY_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="pilot-employeeCount"
          label="Number of employees"
          required
          error={error("employeeCount")}
          hint="For example 18, or 6-25"
        >
          <Input {...aria("employeeCount", "hint")} inputMode="numeric" required {...form.register("employeeCount")} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">Primary contact</legend>
        <FormField id="pilot-contactName" label="Primary contact name" required error={error("contactName")}>
          <Input {...aria("contactName")} autoComplete="name" required {...form.register("contactName")} />
        </FormField>
        <FormField id="pilot-email" label="Email" required error={error("email")}>
          <Input {...aria("email")} type="email" autoComplete="email" required {...form.register("email")} />
        </FormField>
        <FormField id="pilot-phone" label="Phone" error={error("phone")}>
          <Input {...aria("phone")} type="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">Your B-Corp and JEDI journey</legend>
        <FormField
          id="pilot-bCorpTimeline"
          label="B-Corp certification timeline"
          required
          error={error("bCorpTimeline")}
        >
          <select {...aria("bCorpTimeline")} className={selectClass} required {...form.register("bCorpTimeline")}>
            <option value="">Select a timeline</option>
            {B_CORP_TIMELINES.map((timeline) => (
              <option key={timeline} value={timeline}>
                {timeline}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="pilot-leadershipCommitment"
          label="Leadership commitment level"
          required
          error={error("leadershipCommitment")}
        >
          <select
            {...aria("leadershipCommitment")}
            className={selectClass}
            required
            {...form.register("leadershipCommitment")}
          >
            <option value="">Select a level</option>
            {LEADERSHIP_COMMITMENT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id="pilot-currentInitiatives"
            label="Current initiatives"
            error={error("currentInitiatives")}
            hint="Sustainability, diversity or impact work you already do"
          >
            <Textarea {...aria("currentInitiatives", "hint")} rows={3} {...form.register("currentInitiatives")} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            id="pilot-pilotGoals"
            label="Pilot goals"
            error={error("pilotGoals")}
            hint="What would make the pilot a success for you?"
          >
            <Textarea {...aria("pilotGoals", "hint")} rows={3} {...form.register("pilotGoals")} />
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={submitting} className="sm:self-start">
          {submitting ? "Submitting Application..." : "Submit Application"}
        </Button>
        <p className="text-sm text-slate-600">We'll contact you within 24 hours.</p>
      </div>
    </form>
  );
}
