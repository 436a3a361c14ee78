import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import {
  type PilotWaitingListFormValues,
  type PilotWaitingListInput,
  pilotWaitingListSchema,
} from "../../../contracts/pilot";
import { useJoinPilotWaitingList } from "./api/join-waiting-list";
import { OrganizationNameField } from "./organization-name-field";
import { submitPilotForm } from "./submit-pilot-form";

const EMPTY: PilotWaitingListFormValues = { name: "", email: "", organizationName: "" };

/** Issue 26 item 4: once a cohort has closed, a name, e-mail and organisation for the next one. */
export function WaitingListForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm<PilotWaitingListFormValues, unknown, PilotWaitingListInput>({
    resolver: zodResolver(pilotWaitingListSchema),
    defaultValues: EMPTY,
  });
  const join = useJoinPilotWaitingList();

  const onSubmit = submitPilotForm(form, EMPTY, join.mutateAsync, {
    title: "You're on the waiting list",
    description: "We'll e-mail you when applications for the next cohort open.",
  });

  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label="Name" required autoComplete="name" />
        <TextField control={control} name="email" label="Email" required type="email" autoComplete="email" />
        <OrganizationNameField control={control} className="sm:col-span-2" />
        <Button type="submit" size="lg" disabled={join.isPending} className="sm:col-span-2 sm:justify-self-start">
          {join.isPending ? "Joining the Waiting List..." : "Join the Waiting List"}
        </Button>
      </form>
    </Form>
  );
}
