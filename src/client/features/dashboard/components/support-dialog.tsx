import { zodResolver } from "@hookform/resolvers/zod";
import { RefreshCw, Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useOpenSupportConversation, useSendSupportMessage, useSupportConversations } from "@/components/api/support";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import {
  type NewSupportConversation,
  newSupportConversationSchema,
  type SupportConversation,
} from "../../../../contracts/notifications";
import { REPLY_WITHIN } from "../../../../domain/response-times";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function Conversation({ conversation }: { conversation: SupportConversation }) {
  return (
    <section aria-label={conversation.subject} className="rounded-lg border p-3">
      <h3 className="text-sm font-semibold">{conversation.subject}</h3>
      <p className="text-xs text-muted-foreground">
        {conversation.status === "open"
          ? "Waiting for our answer"
          : conversation.status === "answered"
            ? "Answered"
            : "Closed"}
      </p>
      <ol className="mt-2 space-y-2">
        {conversation.messages.map((m) => (
          <li key={m.id} className={m.fromStaff ? "rounded-md bg-primary-surface p-2" : "rounded-md bg-muted p-2"}>
            <p className="text-xs text-body">
              {m.fromStaff ? "PIVOT Learning support" : "You"} · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
            </p>
            <p className="text-sm whitespace-pre-wrap">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * "Message support" (spec 1's "Live Chat Support", renamed in issue 26) and "Contact Us" (issue 10): a conversation with the support team, stored for the
 * admins, who answer from /admin/support; the reply arrives in notifications and by e-mail.
 */
export function SupportDialog({
  title,
  open,
  onOpenChange,
}: {
  title: "Message support" | "Contact Us";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const conversations = useSupportConversations(open);
  const start = useOpenSupportConversation();
  const reply = useSendSupportMessage();
  const [newConversation, setNewConversation] = useState(false);
  const current = conversations.data?.items.find((c) => c.status !== "closed");
  const replying = current !== undefined && !newConversation;
  const form = useForm<NewSupportConversation>({
    // A reply goes into the open conversation, under its subject.
    resolver: (values, context, options) =>
      zodResolver(newSupportConversationSchema)(
        replying ? { ...values, subject: current.subject } : values,
        context,
        options,
      ),
    defaultValues: { subject: title === "Contact Us" ? "" : "Question for support", message: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (replying) await reply.mutateAsync({ id: current.id, message: values.message });
      else await start.mutateAsync(values);
      form.resetField("message");
      setNewConversation(false);
      toast({ title: "Message sent", description: `Our support team answers ${REPLY_WITHIN}.` });
    } catch (error) {
      if (Object.keys(fieldErrors(error)).length > 0)
        setServerFieldErrors(form.setError, error, ["subject", "message"]);
      else form.setError("root", { message: errorMessage(error, "The message could not be sent") });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Write to our support team. We answer {REPLY_WITHIN}, in your notifications and by e-mail.
          </DialogDescription>
        </DialogHeader>
        {conversations.isPending ? (
          <Skeleton className="h-20" />
        ) : conversations.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-sm">Your conversations could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => conversations.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : conversations.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No conversations yet. Your first message starts one.</p>
        ) : (
          <div className="max-h-72 space-y-3 overflow-y-auto">
            {conversations.data.items.slice(0, 5).map((c) => (
              <Conversation key={c.id} conversation={c} />
            ))}
          </div>
        )}
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-3" noValidate aria-label={`Write to support (${title})`}>
            {replying ? (
              <p className="text-sm">
                Replying in “{current.subject}”.{" "}
                <button type="button" className="text-primary underline" onClick={() => setNewConversation(true)}>
                  Start a new conversation
                </button>
              </p>
            ) : (
              <TextField control={form.control} name="subject" label="Subject" unmarked maxLength={160} />
            )}
            <TextField control={form.control} name="message" label="Message" unmarked rows={4} maxLength={4000} />
            <FieldError id={`${formId}-form-error`} message={form.formState.errors.root?.message} />
            <Button type="submit" disabled={start.isPending || reply.isPending}>
              <Send aria-hidden="true" />
              Send message
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
