import { Inbox, Paperclip, RotateCcw } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-state";
import { DateTimeCell, RecordTable } from "@/components/record-table";
import { StatusFilter } from "@/components/status-filter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-request";
import { MAIL_STATUSES, type MailStatus, type OutboxItem } from "../../../contracts/notifications";
import { outboxAttachmentUrl, useOutbox, useOutboxMessage, useRetryMessage } from "./api/outbox";

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  held: "Held (no mail server)",
  failed: "Failed",
};

function StatusBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status as MailStatus] ?? status;
  return (
    <Badge variant={status === "failed" ? "destructive" : status === "sent" ? "default" : "secondary"}>{label}</Badge>
  );
}

function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useOutboxMessage(id);
  const retry = useRetryMessage();
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{message.data?.subject ?? "Message"}</DialogTitle>
          <DialogDescription>
            {message.data
              ? `To ${message.data.to} · ${formatDateTime(message.data.createdAt)}`
              : "Loading the message…"}
          </DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <p role="alert">The message could not be loaded: {errorMessage(message.error)}</p>
        ) : !message.data ? (
          <Skeleton className="h-48" />
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={message.data.status} />
              <span className="text-muted-foreground">
                {message.data.attempts} {message.data.attempts === 1 ? "attempt" : "attempts"} · {message.data.template}
              </span>
              {message.data.status === "failed" && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => retry.mutate(message.data.id)}
                  disabled={retry.isPending}
                >
                  <RotateCcw aria-hidden="true" />
                  Send again
                </Button>
              )}
            </div>
            {message.data.lastError && (
              <p className="rounded-md bg-destructive-surface p-2 text-sm text-destructive-strong">
                Last error: {message.data.lastError}
              </p>
            )}
            {message.data.attachments.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Attachments">
                {message.data.attachments.map((a, index) => (
                  <li key={a.filename}>
                    <a
                      href={outboxAttachmentUrl(message.data.id, index)}
                      download={a.filename}
                      className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm text-primary underline-offset-2 hover:underline"
                    >
                      <Paperclip className="size-4" aria-hidden="true" />
                      {a.filename} ({a.size} bytes)
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <section aria-label="Plain text">
              <h3 className="mb-1 text-sm font-semibold">Plain text</h3>
              {/* Issue 29: one-time links (reset, verification, unsubscribe …) arrive with their tokens hidden. */}
              <pre className="max-h-80 overflow-auto rounded-md border bg-surface p-3 text-sm whitespace-pre-wrap break-words">
                {message.data.text}
              </pre>
            </section>
            <details>
              <summary className="cursor-pointer text-sm font-semibold">HTML part (source)</summary>
              <pre className="mt-1 max-h-80 overflow-auto rounded-md border bg-surface p-3 text-xs whitespace-pre-wrap break-words">
                {message.data.html}
              </pre>
            </details>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OutboxTable({ items, onOpen }: { items: OutboxItem[]; onOpen: (id: number) => void }) {
  return (
    <RecordTable
      label="E-mail messages, newest first"
      className="min-w-[48rem]"
      columns={["Created", "To", "Subject", "Status", "Attempts"]}
    >
      {items.map((m) => (
        <TableRow key={m.id} className="align-top">
          <DateTimeCell value={m.createdAt} />
          <TableCell className="break-all">{m.to}</TableCell>
          <TableHead scope="row" className="font-normal">
            <button
              type="button"
              onClick={() => onOpen(m.id)}
              className="text-left font-medium text-primary underline underline-offset-2"
            >
              {m.subject}
            </button>
            {m.lastError && <div className="text-xs text-destructive">{m.lastError}</div>}
          </TableHead>
          <TableCell>
            <StatusBadge status={m.status} />
          </TableCell>
          <TableCell>{m.attempts}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

/** Administrators read every e-mail the product sent or holds, and send a failed one again (issue 10). */
export default function AdminOutboxPage() {
  const [status, setStatus] = useState<MailStatus | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(status);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Outbox"
        description="Every e-mail PIVOT Learning sent or holds, newest first. Links that sign someone in or change an account are shown without their one-time tokens."
      />
      <div className="mt-6">
        {outbox.data && !outbox.data.smtpConfigured && (
          <p
            className="mb-4 rounded-md border border-warning-border bg-warning-surface p-3 text-sm text-warning-text"
            role="note"
          >
            No mail server is set up (SMTP_URL), so e-mail is not delivered: messages are held here.
          </p>
        )}
        <StatusFilter
          id="outbox-status"
          label="Status"
          allLabel="All messages"
          statuses={MAIL_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          onChange={setStatus}
          query={outbox}
        />
        <QueryStates
          query={outbox}
          loadingLabel="Loading messages"
          error={{
            title: `The outbox could not be loaded: ${errorMessage(outbox.error)}`,
            description: null,
            retryLabel: "Try again",
          }}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Inbox,
            title: status ? `No ${STATUS_LABELS[status].toLowerCase()} messages` : "No messages yet",
          }}
        >
          {(data) => <OutboxTable items={data.items} onOpen={setOpenId} />}
        </QueryStates>
      </div>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
