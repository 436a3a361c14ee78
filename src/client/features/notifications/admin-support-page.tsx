import { CheckCircle2, Inbox, RefreshCw, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { SUPPORT_STATUSES, type SupportConversation } from "../../../contracts/notifications";
import {
  useAdminSupportConversations,
  useCloseSupportConversation,
  useReplyToSupport,
} from "../../components/api/support";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FieldError, Label, Textarea } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/select";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, fieldErrors } from "../../lib/api-request";

type Status = SupportConversation["status"];
const STATUS_LABELS: Record<Status, string> = { open: "Waiting for an answer", answered: "Answered", closed: "Closed" };

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

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
            <h2 className="text-lg font-semibold text-slate-900">{conversation.subject}</h2>
            <p className="text-sm text-slate-600">
              {conversation.userName} ·{" "}
              <a href={`mailto:${conversation.userEmail}`} className="text-brand-700 underline underline-offset-2">
                {conversation.userEmail}
              </a>{" "}
              · <time dateTime={conversation.createdAt}>{when(conversation.createdAt)}</time>
            </p>
          </div>
          <Badge variant={conversation.status === "open" ? "accent" : "secondary"}>
            {STATUS_LABELS[conversation.status]}
          </Badge>
        </div>
        <ol className="space-y-2" aria-label={`Messages about ${conversation.subject}`}>
          {conversation.messages.map((m) => (
            <li key={m.id} className={m.fromStaff ? "ml-6 rounded-lg bg-brand-50 p-3" : "mr-6 rounded-lg border p-3"}>
              <p className="text-xs text-slate-600">
                {m.authorName} · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
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
      <title>Support Inbox · PIVOT Learning</title>
      <h1 className="text-3xl font-bold text-brand-900">Support Inbox</h1>
      <p className="mt-1 text-muted-foreground">
        Questions from Live Chat Support and Contact Us. Your reply reaches the person in their notifications and by
        e-mail.
      </p>
      <div className="mt-6">
        {
          <>
            <div className="mb-4 flex flex-wrap items-end gap-3">
              <div>
                <Label htmlFor="support-status">Show</Label>
                <NativeSelect
                  id="support-status"
                  value={status ?? ""}
                  onChange={(e) => setStatus((e.target.value || undefined) as Status | undefined)}
                >
                  <option value="">All conversations</option>
                  {SUPPORT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button variant="outline" onClick={() => conversations.refetch()} disabled={conversations.isFetching}>
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            </div>
            {conversations.isPending ? (
              <div className="space-y-2" role="status" aria-label="Loading conversations">
                <Skeleton className="h-32" />
                <Skeleton className="h-32" />
              </div>
            ) : conversations.isError ? (
              <Card>
                <CardContent className="flex flex-col items-start gap-3 pt-5" role="alert">
                  <p>Support conversations could not be loaded: {errorMessage(conversations.error)}</p>
                  <Button variant="outline" onClick={() => conversations.refetch()}>
                    <RefreshCw aria-hidden="true" />
                    Try again
                  </Button>
                </CardContent>
              </Card>
            ) : conversations.data.items.length === 0 ? (
              <Card>
                <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
                  <Inbox className="size-8 text-slate-400" aria-hidden="true" />
                  <p className="font-medium">
                    {status === "open" ? "No conversations waiting for an answer" : "No conversations"}
                  </p>
                </CardContent>
              </Card>
            ) : (
              <div className="space-y-4">
                {conversations.data.items.map((c) => (
                  <ConversationCard key={c.id} conversation={c} />
                ))}
              </div>
            )}
          </>
        }
      </div>
    </div>
  );
}
