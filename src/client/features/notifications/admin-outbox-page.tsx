import { Inbox, Paperclip, RefreshCw, RotateCcw } from "lucide-react";
import { useState } from "react";
import { MAIL_STATUSES, type MailStatus, type OutboxItem } from "../../../contracts/notifications";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/select";
import { Skeleton } from "../../components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { errorMessage } from "../../lib/api-request";
import { outboxAttachmentUrl, useOutbox, useOutboxMessage, useRetryMessage } from "./api/outbox";

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  held: "Held (no mail server)",
  failed: "Failed",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

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
            {message.data ? `To ${message.data.to} · ${when(message.data.createdAt)}` : "Loading the message…"}
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
              <span className="text-slate-600">
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
              <p className="rounded-md bg-red-50 p-2 text-sm text-red-800">Last error: {message.data.lastError}</p>
            )}
            {message.data.attachments.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Attachments">
                {message.data.attachments.map((a, index) => (
                  <li key={a.filename}>
                    <a
                      href={outboxAttachmentUrl(message.data.id, index)}
                      download={a.filename}
                      className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm text-brand-700 underline-offset-2 hover:underline"
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
              {/* The text part, links and all: an admin copies a reset link from here when no mail server is set. */}
              <pre className="max-h-80 overflow-auto rounded-md border bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words">
                {message.data.text}
              </pre>
            </section>
            <details>
              <summary className="cursor-pointer text-sm font-semibold">HTML part (source)</summary>
              <pre className="mt-1 max-h-80 overflow-auto rounded-md border bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words">
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
    <Table
      scrollLabel="E-mail messages, newest first"
      containerClassName="rounded-xl border bg-white"
      className="min-w-[48rem]"
    >
      <TableCaption className="sr-only">E-mail messages, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Created</TableHead>
          <TableHead>To</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((m) => (
          <TableRow key={m.id} className="align-top">
            <TableCell className="whitespace-nowrap text-slate-700">
              <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
            </TableCell>
            <TableCell className="break-all">{m.to}</TableCell>
            <TableHead scope="row" className="font-normal">
              <button
                type="button"
                onClick={() => onOpen(m.id)}
                className="text-left font-medium text-brand-700 underline underline-offset-2"
              >
                {m.subject}
              </button>
              {m.lastError && <div className="text-xs text-red-700">{m.lastError}</div>}
            </TableHead>
            <TableCell>
              <StatusBadge status={m.status} />
            </TableCell>
            <TableCell>{m.attempts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Administrators read every e-mail the product sent or holds, and send a failed one again (issue 10). */
export default function AdminOutboxPage() {
  const [status, setStatus] = useState<MailStatus | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(status);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <title>Outbox · PIVOT Learning</title>
      <h1 className="text-3xl font-bold text-brand-900">Outbox</h1>
      <p className="mt-1 text-muted-foreground">Every e-mail PIVOT Learning sent or holds, newest first.</p>

      <div className="mt-6">
        {
          <>
            {outbox.data && !outbox.data.smtpConfigured && (
              <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
                No mail server is set up (SMTP_URL), so e-mail is not delivered: messages are held here.
              </p>
            )}
            <div className="mb-4 flex flex-wrap items-end gap-3">
              <div>
                <Label htmlFor="outbox-status">Status</Label>
                <NativeSelect
                  id="outbox-status"
                  value={status ?? ""}
                  onChange={(e) => setStatus((e.target.value || undefined) as MailStatus | undefined)}
                >
                  <option value="">All messages</option>
                  {MAIL_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button variant="outline" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            </div>
            {outbox.isPending ? (
              <div className="space-y-2" role="status" aria-label="Loading messages">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : outbox.isError ? (
              <Card>
                <CardContent className="flex flex-col items-start gap-3 pt-5" role="alert">
                  <p>The outbox could not be loaded: {errorMessage(outbox.error)}</p>
                  <Button variant="outline" onClick={() => outbox.refetch()}>
                    <RefreshCw aria-hidden="true" />
                    Try again
                  </Button>
                </CardContent>
              </Card>
            ) : outbox.data.items.length === 0 ? (
              <Card>
                <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
                  <Inbox className="size-8 text-slate-400" aria-hidden="true" />
                  <p className="font-medium">
                    {status ? `No ${STATUS_LABELS[status].toLowerCase()} messages` : "No messages yet"}
                  </p>
                </CardContent>
              </Card>
            ) : (
              <OutboxTable items={outbox.data.items} onOpen={setOpenId} />
            )}
          </>
        }
      </div>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
