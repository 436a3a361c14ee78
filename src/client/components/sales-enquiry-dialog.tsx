import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { SALES_PLAN_IDS, type SalesEnquiryInput, salesEnquirySchema, TEAM_SIZES } from "../../contracts/billing";
import { PLANS } from "../../domain/plans";
import { useCreateSalesEnquiry } from "./api/create-sales-enquiry";
import { SelectField, TextField } from "./form-fields";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { Form } from "./ui/form";
import { Label } from "./ui/input";
import { NativeSelect } from "./ui/select";
import { toast } from "./ui/use-toast";

type SalesPlanId = (typeof SALES_PLAN_IDS)[number];
type EnquiryValues = z.input<typeof salesEnquirySchema>;

const PLAN_NAMES = SALES_PLAN_IDS.map((id) => PLANS[id].name);
const planIdForName = (name: string) => SALES_PLAN_IDS.find((id) => PLANS[id].name === name);

/**
 * "Contact Sales" (team_leader, organisation) and "Contact Sales Team" (Enterprise Solutions): an
 * enquiry stored for the sales team, listed for admins at /admin/enquiries.
 */
export function SalesEnquiryDialog({
  planId,
  open,
  onOpenChange,
  defaults,
}: {
  planId: SalesPlanId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: { name?: string; email?: string };
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* The content mounts at each opening: the form starts from the plan that was chosen. */}
        <SalesEnquiryForm key={planId} planId={planId} defaults={defaults} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SalesEnquiryForm({
  planId,
  defaults,
  onSent,
}: {
  planId: SalesPlanId;
  defaults?: { name?: string; email?: string };
  onSent: () => void;
}) {
  const empty: EnquiryValues = {
    planId,
    name: defaults?.name ?? "",
    email: defaults?.email ?? "",
    organisation: "",
    teamSize: "" as EnquiryValues["teamSize"],
    message: "",
  };
  const form = useForm<EnquiryValues, unknown, SalesEnquiryInput>({
    resolver: zodResolver(salesEnquirySchema),
    defaultValues: empty,
  });
  const send = useCreateSalesEnquiry();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: "Enquiry sent", description: "Thank you. Our sales team will reply to you by email." });
      onSent();
    } catch (error) {
      setServerFieldErrors(form.setError, error, Object.keys(empty) as (keyof EnquiryValues)[]);
      toast({ variant: "destructive", title: "Enquiry not sent", description: errorMessage(error) });
    }
  });

  const planName = PLANS[form.watch("planId") as SalesPlanId]?.name ?? PLANS[planId].name;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Contact Sales</DialogTitle>
        <DialogDescription>
          Tell us about your organisation and we will put together a {planName} proposal for you.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sales enquiry">
          <div className="grid gap-1.5">
            <Label htmlFor="sales-enquiry-plan">Plan</Label>
            <NativeSelect
              id="sales-enquiry-plan"
              value={planName}
              onChange={(event) => {
                const id = planIdForName(event.target.value);
                if (id) form.setValue("planId", id);
              }}
            >
              {PLAN_NAMES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </NativeSelect>
          </div>
          <TextField control={form.control} name="name" label="Name" required autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField
            control={form.control}
            name="organisation"
            label="Organisation"
            required
            autoComplete="organization"
          />
          <SelectField
            control={form.control}
            name="teamSize"
            label="Number of people to train"
            required
            options={TEAM_SIZES}
            placeholder="Select a team size"
          />
          <TextField control={form.control} name="message" label="What would you like to achieve?" rows={4} />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Enquiry"}
          </Button>
        </form>
      </Form>
    </>
  );
}
