import { MailPlus, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { NewerOlderButtons } from "@/components/newer-older-buttons";
import { EmptyState, QueryError } from "@/components/query-state";
import { RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import { useCursorPages } from "@/lib/use-cursor-pages";
import type { Invitation, InvitationStatus } from "../../../../contracts/organizations";
import { mayGrantRole, type OrganizationRole } from "../../../../domain/organization-roles";
import { useInvitations } from "../api/get-invitations";
import { useResendInvitation } from "../api/resend-invitation";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { ROLE_LABELS } from "./org-switcher";

const STATUSES: readonly InvitationStatus[] = ["pending", "expired", "accepted", "revoked"];
const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: "Pending",
  expired: "Expired",
  accepted: "Accepted",
  revoked: "Revoked",
};
const STATUS_BADGES: Record<InvitationStatus, "default" | "secondary" | "outline" | "destructive"> = {
  pending: "default",
  expired: "outline",
  accepted: "secondary",
  revoked: "outline",
};

function InvitationActions({
  organizationId,
  invitation,
  inviterRole,
}: {
  organizationId: string;
  invitation: Invitation;
  inviterRole: OrganizationRole;
}) {
  const resend = useResendInvitation(organizationId);
  const revoke = useRevokeInvitation(organizationId);
  if (invitation.status !== "pending" && invitation.status !== "expired") return null;
  const busy = resend.isPending || revoke.isPending;
  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({ title: "Invitation sent again", description: `${invitation.email} has a new link for 7 days.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Invitation not sent", description: errorMessage(error) }),
    });
  const onRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () =>
        toast({ title: "Invitation revoked", description: `The link sent to ${invitation.email} no longer works.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Invitation not revoked", description: errorMessage(error) }),
    });
  return (
    <div className="flex justify-end gap-2">
      {mayGrantRole(inviterRole, invitation.role) && (
        <Button
          variant="outline"
          size="sm"
          onClick={onResend}
          disabled={busy}
          aria-label={`Resend to ${invitation.email}`}
        >
          Resend
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={onRevoke}
        disabled={busy}
        aria-label={`Revoke the invitation of ${invitation.email}`}
      >
        Revoke
      </Button>
    </div>
  );
}

/** The invitations sent: filter by status, newest first, page by page, with resend and revoke. */
export function InvitationList({
  organizationId,
  inviterRole,
}: {
  organizationId: string;
  inviterRole: OrganizationRole;
}) {
  const filterId = useId();
  const [status, setStatus] = useState<InvitationStatus | undefined>("pending");
  const pages = useCursorPages();
  const invitations = useInvitations(organizationId, { status, cursor: pages.cursor });

  const filter = (next: InvitationStatus | undefined) => {
    setStatus(next);
    pages.reset();
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Status</Label>
          <NativeSelect
            id={filterId}
            value={status ?? ""}
            onChange={(e) => filter((e.target.value || undefined) as InvitationStatus | undefined)}
            className="w-auto"
          >
            <option value="">All invitations</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={() => invitations.refetch()} disabled={invitations.isFetching}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {invitations.isPending ? (
        <div role="status" aria-label="Loading invitations" className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : invitations.isError ? (
        <QueryError title="Failed to load the invitations" onRetry={() => invitations.refetch()} />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState
          icon={MailPlus}
          title={status ? `No ${STATUS_LABELS[status].toLowerCase()} invitations` : "No invitations yet"}
          description={
            status === "pending" || !status
              ? "Invite people above: each gets an e-mail with a link that works for 7 days."
              : "Choose another status to see other invitations."
          }
        />
      ) : (
        <>
          <RecordTable
            label="Invitations"
            className="min-w-[760px]"
            columns={["Email", "Name", "Role", "Department", "Status", "Sent", "Expires"]}
            actionsColumn
          >
            {invitations.data.items.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell className="font-medium break-all">{invitation.email}</TableCell>
                <TableCell>{[invitation.firstName, invitation.lastName].filter(Boolean).join(" ") || "—"}</TableCell>
                <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
                <TableCell>{invitation.department ?? "—"}</TableCell>
                <TableCell>
                  <Badge variant={STATUS_BADGES[invitation.status]}>{STATUS_LABELS[invitation.status]}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(invitation.lastSentAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {invitation.status === "pending" || invitation.status === "expired"
                    ? formatDate(invitation.expiresAt)
                    : "—"}
                </TableCell>
                <TableCell>
                  <InvitationActions
                    organizationId={organizationId}
                    invitation={invitation}
                    inviterRole={inviterRole}
                  />
                </TableCell>
              </TableRow>
            ))}
          </RecordTable>
          <nav aria-label="Invitation pages" className="flex flex-wrap justify-between gap-2">
            <NewerOlderButtons pages={pages} nextCursor={invitations.data.nextCursor} />
          </nav>
        </>
      )}
    </div>
  );
}
