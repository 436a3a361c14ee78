import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { type ContactMessageInput, contactMessageSchema } from "../../contracts/contact";
import { REPLY_WITHIN } from "../../domain/response-times";
import { useSendContactMessage } from "./api/send-contact-message";
import { TextField } from "./form-fields";
import { Button } from "./ui/button";
import { Form } from "./ui/form";
import { toast } from "./ui/use-toast";

type ContactFormValues = z.input<typeof contactMessageSchema>;

const EMPTY: ContactFormValues = { name: "", email: "", company: "", message: "" };

/**
 * spec 1 §4–§5, §8: the contact form of the landing page and of the dashboard's Contact Us. A
 * message the server refuses keeps what was typed and shows its field messages under the fields.
 */
export function ContactForm({
  title,
  defaultValues,
  onSent,
}: {
  /** a heading that names the form; without one, the surrounding dialog names it */
  title?: string;
  /** e.g. the signed-in learner's name and email */
  defaultValues?: Partial<ContactFormValues>;
  onSent?: () => void;
}) {
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: "Message sent successfully", description: `We'll get back to you ${REPLY_WITHIN}.` });
      form.reset();
      onSent?.();
    } catch (error) {
      // Keep what was typed; show the server's field messages where it gave some.
      setServerFieldErrors(form.setError, error, Object.keys(EMPTY) as (keyof ContactFormValues)[]);
      toast({ variant: "destructive", title: "Message not sent", description: errorMessage(error) });
    }
  });

  const sending = send.isPending;
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={title ? "contact-form-title" : undefined}
        className="grid gap-4"
      >
        {title && (
          <h3 id="contact-form-title" className="text-xl font-semibold text-heading">
            {title}
          </h3>
        )}
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" required autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" required type="email" autoComplete="email" />
        </div>
        <TextField control={form.control} name="company" label="Company" autoComplete="organization" />
        <TextField control={form.control} name="message" label="Message" required rows={4} />
        <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Form>
  );
}
