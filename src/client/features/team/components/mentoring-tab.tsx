import { GraduationCap, HandHeart, MessageSquare, Search, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import type { Mentoring } from "../../../../contracts/team";
import { messageBodySchema, offerMentoringSchema, requestMentorSchema } from "../../../../contracts/team";
import { EmptyState, QueryError } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input, Textarea } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useMentoring } from "../api/get-mentoring";
import { useOfferMentoring } from "../api/offer-mentoring";
import { useRequestMentor } from "../api/request-mentor";
import { useSendMentoringMessage } from "../api/send-mentoring-message";
import { Avatar } from "./avatar";
import { Field, FormDialog, issuesByField } from "./form-dialog";

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
                  <p className="font-medium text-slate-900">
                    {mentor.name}
                    {mentor.isYou && " (you)"}
                  </p>
                  <p className="text-sm text-slate-700">{mentor.expertise}</p>
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
            <p className="mt-2 text-sm text-slate-700" aria-live="polite">
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
                  <p className="font-medium text-slate-900">{r.focus}</p>
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
  const id = useId();
  const offer = useOfferMentoring();
  const [expertise, setExpertise] = useState("");
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Offer Mentoring"
      description="Say what you can help with; teammates can then ask you."
      submitLabel="Offer Mentoring"
      pending={offer.isPending}
      onSubmit={() => {
        const parsed = offerMentoringSchema.safeParse({ expertise });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        offer.mutate({ organizationId, expertise: parsed.data.expertise }, { onSuccess: onClose });
      }}
    >
      <Field id={`${id}-expertise`} label="Expertise" error={error}>
        {(p) => <Input {...p} value={expertise} onChange={(e) => setExpertise(e.target.value)} maxLength={200} />}
      </Field>
    </FormDialog>
  );
}

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
  const id = useId();
  const request = useRequestMentor();
  const [focus, setFocus] = useState("");
  const [mentor, setMentor] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Request Mentor"
      description="Choose a mentor, or leave it open for anyone who offers to answer."
      submitLabel="Request Mentor"
      pending={request.isPending}
      onSubmit={() => {
        const parsed = requestMentorSchema.safeParse({ focus, mentorOfferId: mentor ? Number(mentor) : null });
        if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
        setErrors({});
        request.mutate(
          { organizationId, focus: parsed.data.focus, mentorOfferId: parsed.data.mentorOfferId ?? null },
          { onSuccess: onClose },
        );
      }}
    >
      <Field id={`${id}-focus`} label="What would you like help with?" error={errors.focus}>
        {(p) => <Input {...p} value={focus} onChange={(e) => setFocus(e.target.value)} maxLength={200} />}
      </Field>
      <Field id={`${id}-mentor`} label="Mentor (optional)" error={errors.mentorOfferId}>
        {(p) => (
          <NativeSelect {...p} value={mentor} onChange={(e) => setMentor(e.target.value)}>
            <option value="">Anyone who offers</option>
            {mentors.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name} — {x.expertise}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
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
  const id = useId();
  const send = useSendMentoringMessage();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Message"
      description={target ? `About: ${target.title}` : ""}
      submitLabel="Send"
      pending={send.isPending}
      onSubmit={() => {
        const parsed = messageBodySchema.safeParse({ body });
        if (!parsed.success || !target) return setError(parsed.error?.issues[0]?.message);
        setError(undefined);
        send.mutate(
          { organizationId, requestId: target.requestId, body: parsed.data.body },
          {
            onSuccess: () => {
              setBody("");
              onClose();
            },
          },
        );
      }}
    >
      <Field id={`${id}-body`} label="Message" error={error}>
        {(p) => <Textarea {...p} rows={4} value={body} onChange={(e) => setBody(e.target.value)} maxLength={1000} />}
      </Field>
    </FormDialog>
  );
}
