import { CheckCircle2, Inbox, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAdminSupportConversations, useCloseSupportConversation, useReplyToSupport } from "@/components/api/support";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-state";
import { StatusFilter } from "@/components/status-filter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Label, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { SUPPORT_STATUSES, type SupportConversation } from "../../../contracts/notifications";

type Status = SupportConversation["status"];
const STATUS_LABELS: Record<Status, string> = { open: "Waiting for an answer", answered: "Answered", closed: "Closed" };

function ConversationCard({ conversation }: { conversation: SupportConversation }) {
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToSupport();
  const close = useCloseSupportConversation();
  const fieldId = `reply-${conversation.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === "") {
      setError("Message is required");
      return;
    }
    try {
      await send.mutateAsync({ id: conversation.id, message: reply });
      setReply("");
      setError(undefined);
      toast({
        title: "Reply sent",
        description: `${conversation.userName} will see it in notifications and by e-mail.`,
      });
    } catch (e) {
      setError(fieldErrors(e).message ?? errorMessage(e, "The reply could not be sent"));
    }
  };

  return (
    <Card>
      <CardContent className="space-y-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold text-foreground">{conversation.subject}</h2>
            <p className="text-sm text-muted-foreground">
              {conversation.userName} ·{" "}
              <a href={`mailto:${conversation.userEmail}`} className="text-primary underline underline-offset-2">
                {conversation.userEmail}
              </a>{" "}
              · <DateTime value={conversation.createdAt} />
            </p>
          </div>
          <Badge variant={conversation.status === "open" ? "accent" : "secondary"}>
            {STATUS_LABELS[conversation.status]}
          </Badge>
        </div>
        <ol className="space-y-2" aria-label={`Messages about ${conversation.subject}`}>
          {conversation.messages.map((m) => (
            <li
              key={m.id}
              className={m.fromStaff ? "ml-6 rounded-lg bg-primary-surface p-3" : "mr-6 rounded-lg border p-3"}
            >
              <p className="text-xs text-muted-foreground">
                {m.authorName} · <DateTime value={m.createdAt} />
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
        {conversation.status !== "closed" && (
          <form onSubmit={submit} className="space-y-2" noValidate>
            <Label htmlFor={fieldId}>Your reply</Label>
            <Textarea
              id={fieldId}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              rows={3}
              maxLength={4000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
            <FieldError id={`${fieldId}-error`} message={error} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden="true" />
                Send reply
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={close.isPending}
                onClick={() =>
                  close.mutate(conversation.id, {
                    onError: (e) => toast({ title: "Error", description: errorMessage(e), variant: "destructive" }),
                  })
                }
              >
                <CheckCircle2 aria-hidden="true" />
                Close conversation
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** Administrators answer the support conversations users open from the dashboard (issue 10). */
export default function AdminSupportPage() {
  const [status, setStatus] = useState<Status | undefined>("open");
  const conversations = useAdminSupportConversations(status);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Support Inbox"
        description="Questions from Message support and Contact Us. Your reply reaches the person in their notifications and by e-mail."
      />
      <div className="mt-6">
        <StatusFilter
          id="support-status"
          label="Show"
          allLabel="All conversations"
          statuses={SUPPORT_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={setStatus}
          query={conversations}
        />
        <QueryStates
          query={conversations}
          loadingLabel="Loading conversations"
          skeletonClassName="h-32"
          error={{
            title: `Support conversations could not be loaded: ${errorMessage(conversations.error)}`,
            description: null,
            retryLabel: "Try again",
          }}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Inbox,
            title: status === "open" ? "No conversations waiting for an answer" : "No conversations",
          }}
        >
          {(data) => (
            <div className="space-y-4">
              {data.items.map((c) => (
                <ConversationCard key={c.id} conversation={c} />
              ))}
            </div>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
