import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SelectField, TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import {
  B_CORP_TIMELINES,
  INDUSTRY_SECTORS,
  LEADERSHIP_COMMITMENT_LEVELS,
  type PilotApplicationFormValues,
  type PilotApplicationInput,
  pilotApplicationSchema,
} from "../../../contracts/pilot";
import { REPLY_WITHIN } from "../../../domain/response-times";
import { useSubmitPilotApplication } from "./api/submit-pilot-application";
import { OrganizationNameField } from "./organization-name-field";
import { submitPilotForm } from "./submit-pilot-form";

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

/** spec 3 §3–§5, §8: the pilot application form and its idle, submitting, success and error states. */
export function PilotForm() {
  const form = useForm<PilotApplicationFormValues, unknown, PilotApplicationInput>({
    resolver: zodResolver(pilotApplicationSchema),
    defaultValues: EMPTY,
  });
  const submit = useSubmitPilotApplication();

  const onSubmit = submitPilotForm(form, EMPTY, submit.mutateAsync, {
    title: "Application Submitted Successfully",
    description: `We'll contact you ${REPLY_WITHIN} to discuss your pilot program participation.`,
  });

  const submitting = submit.isPending;
  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="apply-title" className="grid gap-6">
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-heading">Your organisation</legend>
          <OrganizationNameField control={control} />
          <SelectField
            control={control}
            name="industry"
            label="Industry sector"
            required
            placeholder="Select your sector"
            options={INDUSTRY_SECTORS}
          />
          <TextField
            control={control}
            name="employeeCount"
            label="Number of employees"
            required
            inputMode="numeric"
            hint="For example 18, or 6-25"
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-heading">Primary contact</legend>
          <TextField control={control} name="contactName" label="Primary contact name" required autoComplete="name" />
          <TextField control={control} name="email" label="Email" required type="email" autoComplete="email" />
          <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-heading">Your B-Corp and JEDI journey</legend>
          <SelectField
            control={control}
            name="bCorpTimeline"
            label="B-Corp certification timeline"
            required
            placeholder="Select a timeline"
            options={B_CORP_TIMELINES}
          />
          <SelectField
            control={control}
            name="leadershipCommitment"
            label="Leadership commitment level"
            required
            placeholder="Select a level"
            options={LEADERSHIP_COMMITMENT_LEVELS}
          />
          <TextField
            control={control}
            name="currentInitiatives"
            label="Current initiatives"
            rows={3}
            hint="Sustainability, diversity or impact work you already do"
            className="sm:col-span-2"
          />
          <TextField
            control={control}
            name="pilotGoals"
            label="Pilot goals"
            rows={3}
            hint="What would make the pilot a success for you?"
            className="sm:col-span-2"
          />
        </fieldset>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={submitting} className="sm:self-start">
            {submitting ? "Submitting Application..." : "Submit Application"}
          </Button>
          <p className="text-sm text-muted-foreground">We'll contact you {REPLY_WITHIN}.</p>
        </div>
      </form>
    </Form>
  );
}
