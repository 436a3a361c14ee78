import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { appConfig } from "@/lib/app-config";
import { setServerFieldErrors } from "@/lib/form-errors";
import {
  type PilotWaitingListFormValues,
  type PilotWaitingListInput,
  pilotWaitingListSchema,
} from "../../../contracts/pilot";
import { useJoinPilotWaitingList } from "./api/join-waiting-list";

const EMPTY: PilotWaitingListFormValues = { name: "", email: "", organizationName: "" };

/** Issue 26 item 4: once a cohort has closed, a name, e-mail and organisation for the next one. */
export function WaitingListForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm<PilotWaitingListFormValues, unknown, PilotWaitingListInput>({
    resolver: zodResolver(pilotWaitingListSchema),
    defaultValues: EMPTY,
  });
  const join = useJoinPilotWaitingList();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values);
      toast({
        title: "You're on the waiting list",
        description: "We'll e-mail you when applications for the next cohort open.",
      });
      form.reset(EMPTY);
    } catch (failure) {
      setServerFieldErrors(form.setError, failure, Object.keys(EMPTY) as (keyof PilotWaitingListFormValues)[]);
      // spec 3 §8's pilot failure toast.
      toast({
        variant: "destructive",
        title: "Submission Error",
        description: `Please try again or contact us directly at ${appConfig().contactEmail}`,
      });
    }
  });

  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label="Name" required autoComplete="name" />
        <TextField control={control} name="email" label="Email" required type="email" autoComplete="email" />
        <TextField
          control={control}
          name="organizationName"
          label="Organisation name"
          required
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <Button type="submit" size="lg" disabled={join.isPending} className="sm:col-span-2 sm:justify-self-start">
          {join.isPending ? "Joining the Waiting List..." : "Join the Waiting List"}
        </Button>
      </form>
    </Form>
  );
}
