import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type ContactMessageInput, contactMessageSchema } from "../../../contracts/contact";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, fieldErrors } from "../../lib/api-request";
import { useSendContactMessage } from "./api/send-contact-message";

type ContactFormValues = z.input<typeof contactMessageSchema>;

const EMPTY: ContactFormValues = { name: "", email: "", company: "", message: "" };

/** spec 1 §4–§5, §8: the landing contact form. */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const send = useSendContactMessage();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: "Message sent successfully", description: "We'll get back to you within 24 hours." });
      form.reset(EMPTY);
    } catch (error) {
      // Keep what was typed; show the server's field messages where it gave some.
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field in EMPTY) form.setError(field as keyof ContactFormValues, { message });
      }
      toast({ variant: "destructive", title: "Message not sent", description: errorMessage(error) });
    }
  });

  const sending = send.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="grid gap-4">
      <h3 id="contact-form-title" className="text-xl font-semibold text-brand-900">
        Send us a message
      </h3>
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          <Input
            {...fieldAria("contact-name", errors.name?.message)}
            autoComplete="name"
            required
            {...form.register("name")}
          />
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          <Input
            {...fieldAria("contact-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            required
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-company" label="Company" error={errors.company?.message}>
        <Input
          {...fieldAria("contact-company", errors.company?.message)}
          autoComplete="organization"
          {...form.register("company")}
        />
      </FormField>
      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea
          {...fieldAria("contact-message", errors.message?.message)}
          rows={4}
          required
          {...form.register("message")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
