import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, HandHeart, MessageSquare, Search, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/form-fields";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { setServerFieldErrors } from "@/lib/form-errors";
import type { Mentoring } from "../../../../contracts/team";
import { messageBodySchema, offerMentoringSchema, requestMentorSchema } from "../../../../contracts/team";
import { useMentoring } from "../api/get-mentoring";
import { useOfferMentoring } from "../api/offer-mentoring";
import { useRequestMentor } from "../api/request-mentor";
import { useSendMentoringMessage } from "../api/send-mentoring-message";
import { Avatar } from "./avatar";
import { FormDialog } from "./form-dialog";

type Dialogs = { kind: "offer" } | { kind: "request" } | { kind: "message"; requestId: number; title: string } | null;

/** Mentoring: Find Learning Partner, Offer Mentoring, Request Mentor and Message, shared in the organisation. */
export function MentoringTab({
  organizationId,
  onJoinSession,
}: {
  organizationId: string;
  /** Join Session: mentoring sessions are team events, so this opens the Events tab. */
  onJoinSession: () => void;
}) {
  const data = useMentoring(organizationId);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [showPartner, setShowPartner] = useState(false);
  if (data.isError) return <QueryError title="Failed to load mentoring" onRetry={() => data.refetch()} />;
  if (data.isPending) return <Skeleton className="h-48" />;
  const m = data.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard
        title="Mentors"
        headingId="mentors-heading"
        action={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "offer" })}>
              <HandHeart aria-hidden="true" />
              Offer Mentoring
            </Button>
            <Button size="sm" onClick={() => setDialog({ kind: "request" })}>
              <UserPlus aria-hidden="true" />
              Request Mentor
            </Button>
          </div>
        }
      >
        {m.mentors.length === 0 ? (
          <EmptyState
            icon={GraduationCap}
            title="No mentors yet"
            description="Offer what you know, or request a mentor and a teammate can answer."
          />
        ) : (
          <ul className="grid gap-2">
            {m.mentors.map((mentor) => (
              <li key={mentor.id} className="flex items-center gap-3 rounded-lg border p-3">
                <Avatar initials={mentor.initials} />
                <div className="min-w-0">
                  <p className="font-medium text-foreground">
                    {mentor.name}
                    {mentor.isYou && " (you)"}
                  </p>
                  <p className="text-sm text-body">{mentor.expertise}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 border-t pt-4">
          <Button variant="outline" size="sm" onClick={() => setShowPartner(true)} aria-expanded={showPartner}>
            <Search aria-hidden="true" />
            Find Learning Partner
          </Button>
          {showPartner && (
            <p className="mt-2 text-sm text-body" aria-live="polite">
              {m.partner
                ? `${m.partner.name}: ${m.partner.reason}`
                : "No teammate has completed modules in your weakest pillar yet. Check back as your team learns."}
            </p>
          )}
        </div>
      </SectionCard>
      <SectionCard title="Mentoring Requests" headingId="mentoring-requests-heading">
        {m.requests.length === 0 ? (
          <EmptyState
            icon={MessageSquare}
            title="No mentoring requests"
            description="Requests from your team appear here."
          />
        ) : (
          <ul className="grid gap-3">
            {m.requests.map((r) => (
              <li key={r.id} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium text-foreground">{r.focus}</p>
                  <Badge variant={r.status === "open" ? "secondary" : "default"}>
                    {r.status === "open" ? "Open" : "Matched"}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  Mentee: {r.mentee}
                  {r.mentor ? ` · Mentor: ${r.mentor}` : ""}
                </p>
                {r.messages.length > 0 && (
                  <ul className="grid gap-1 border-l-2 pl-3">
                    {r.messages.map((msg) => (
                      <li key={msg.id} className="text-sm">
                        <span className="font-medium">{msg.sender}:</span> {msg.body}
                      </li>
                    ))}
                  </ul>
                )}
                {r.isMine && r.status === "matched" && (
                  <Button size="sm" className="justify-self-start" onClick={onJoinSession}>
                    Join Session
                  </Button>
                )}
                {(r.isMine || r.status === "open") && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => setDialog({ kind: "message", requestId: r.id, title: r.focus })}
                  >
                    <MessageSquare aria-hidden="true" />
                    Message
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <OfferDialog open={dialog?.kind === "offer"} onClose={() => setDialog(null)} organizationId={organizationId} />
      <RequestDialog
        open={dialog?.kind === "request"}
        onClose={() => setDialog(null)}
        organizationId={organizationId}
        mentors={m.mentors.filter((x) => !x.isYou)}
      />
      <MessageDialog
        target={dialog?.kind === "message" ? dialog : null}
        onClose={() => setDialog(null)}
        organizationId={organizationId}
      />
    </div>
  );
}

function OfferDialog({
  open,
  onClose,
  organizationId,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: string;
}) {
  const offer = useOfferMentoring();
  const form = useForm<z.input<typeof offerMentoringSchema>, unknown, z.output<typeof offerMentoringSchema>>({
    resolver: zodResolver(offerMentoringSchema),
    defaultValues: { expertise: "" },
  });
  const onSubmit = form.handleSubmit(({ expertise }) =>
    offer.mutate(
      { organizationId, expertise },
      { onSuccess: onClose, onError: (error) => setServerFieldErrors(form.setError, error, ["expertise"]) },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Offer Mentoring"
      description="Say what you can help with; teammates can then ask you."
      submitLabel="Offer Mentoring"
      pending={offer.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="expertise" label="Expertise" unmarked maxLength={200} />
    </FormDialog>
  );
}

/** The contract's fields, read from the dialog: no mentor chosen leaves the request open. */
const requestFormSchema = requestMentorSchema.extend({
  mentorOfferId: z.preprocess(
    (value: string) => (value ? Number(value) : null),
    requestMentorSchema.shape.mentorOfferId,
  ),
});

function RequestDialog({
  open,
  onClose,
  organizationId,
  mentors,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: string;
  mentors: Mentoring["mentors"];
}) {
  const request = useRequestMentor();
  const form = useForm<z.input<typeof requestFormSchema>, unknown, z.output<typeof requestFormSchema>>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { focus: "", mentorOfferId: "" },
  });
  const onSubmit = form.handleSubmit(({ focus, mentorOfferId }) =>
    request.mutate(
      { organizationId, focus, mentorOfferId: mentorOfferId ?? null },
      {
        onSuccess: onClose,
        onError: (error) => setServerFieldErrors(form.setError, error, ["focus", "mentorOfferId"]),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Request Mentor"
      description="Choose a mentor, or leave it open for anyone who offers to answer."
      submitLabel="Request Mentor"
      pending={request.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="focus" label="What would you like help with?" unmarked maxLength={200} />
      <FormField
        control={form.control}
        name="mentorOfferId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Mentor (optional)</FormLabel>
            <FormControl>
              <NativeSelect {...field} value={String(field.value ?? "")}>
                <option value="">Anyone who offers</option>
                {mentors.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} — {x.expertise}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}

function MessageDialog({
  target,
  onClose,
  organizationId,
}: {
  target: { requestId: number; title: string } | null;
  onClose: () => void;
  organizationId: string;
}) {
  const send = useSendMentoringMessage();
  const form = useForm<z.input<typeof messageBodySchema>, unknown, z.output<typeof messageBodySchema>>({
    resolver: zodResolver(messageBodySchema),
    defaultValues: { body: "" },
  });
  const onSubmit = form.handleSubmit(({ body }) => {
    if (!target) return;
    send.mutate(
      { organizationId, requestId: target.requestId, body },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (error) => setServerFieldErrors(form.setError, error, ["body"]),
      },
    );
  });
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Message"
      description={target ? `About: ${target.title}` : ""}
      submitLabel="Send"
      pending={send.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="body" label="Message" unmarked rows={4} maxLength={1000} />
    </FormDialog>
  );
}
