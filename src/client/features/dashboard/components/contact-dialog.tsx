import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { CurrentUser } from "../../../../contracts/auth";
import { contactMessageSchema } from "../../../../contracts/contact";
import { fullName } from "../../../app/use-auth";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FieldError, Input, Label, Textarea } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-request";
import { useSendContactMessage } from "../api/send-contact-message";

type ContactForm = z.input<typeof contactMessageSchema>;
const FIELDS = [
  { name: "name", label: "Name", autoComplete: "name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "company", label: "Company (optional)", autoComplete: "organization", type: "text" },
] as const;

/** Contact Us: the landing page's contact form (spec 1 §5), prefilled with the learner's name and email. */
export function ContactDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useSendContactMessage();
  const form = useForm<ContactForm, unknown, z.output<typeof contactMessageSchema>>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: fullName(user), email: user.email, company: "", message: "" },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: "Message sent successfully", description: "We'll get back to you within 24 hours." });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Questions about your learning or your plan? We reply within 24 hours.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {FIELDS.map((f) => (
            <div key={f.name} className="grid gap-1.5">
              <Label htmlFor={`contact-${f.name}`}>{f.label}</Label>
              <Input
                id={`contact-${f.name}`}
                type={f.type}
                autoComplete={f.autoComplete}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `contact-${f.name}-error` : undefined}
                {...form.register(f.name)}
              />
              <FieldError id={`contact-${f.name}-error`} message={errors[f.name]?.message} />
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="contact-message">Message</Label>
            <Textarea
              id="contact-message"
              rows={4}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "contact-message-error" : undefined}
              {...form.register("message")}
            />
            <FieldError id="contact-message-error" message={errors.message?.message} />
          </div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Message"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
