import { DateTime } from "@/components/date-time";
import { RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { NativeSelect } from "@/components/ui/select";
import { TableCell, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { Department, Member, UpdateMemberInput } from "../../../../contracts/organizations";
import { ORGANIZATION_ROLES, type OrganizationRole } from "../../../../domain/organization-roles";
import { useRemoveOrganizationMember } from "../api/remove-organization-member";
import { useUpdateOrganizationMember } from "../api/update-organization-member";
import { MemberManagerPicker } from "./member-manager-picker";
import { memberName } from "./member-name";
import { MemberRemoveDialog } from "./member-remove-dialog";
import { ROLE_LABELS } from "./org-switcher";

/**
 * What the viewer may do to a member (the server checks again): owners change anyone's role but
 * never make owners (that is "Transfer ownership"); admins make managers and members and leave
 * owners' and admins' roles alone. Managers read their reports only.
 */
function permissions(viewer: OrganizationRole, viewerId: string, member: Member) {
  const administers = viewer === "owner" || viewer === "admin";
  const protectedRole = member.role === "owner" || member.role === "admin";
  const managesRole = viewer === "owner" || (viewer === "admin" && !protectedRole);
  const roles: OrganizationRole[] = ORGANIZATION_ROLES.filter(
    (r) => r !== "owner" && (viewer === "owner" || r === "manager" || r === "member"),
  );
  return {
    edits: administers,
    changesRole: managesRole,
    roles,
    removes: managesRole && member.userId !== viewerId,
  };
}

export interface MemberListProps {
  organizationId: string;
  organizationName: string;
  viewerRole: OrganizationRole;
  viewerId: string;
  members: Member[];
  departments: Department[];
}

/** The members with their controls: a table on wide screens, one card per member on phones. */
export function MemberList(props: MemberListProps) {
  const { members } = props;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 md:hidden" aria-label="Members">
        {members.map((member) => (
          <li key={member.userId} className="grid gap-2 rounded-xl border bg-white p-3 text-sm">
            <MemberIdentity member={member} />
            <MemberControls {...props} member={member} layout="card" />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <RecordTable
          label="Members"
          className="min-w-[960px]"
          columns={["Name", "Role", "Department", "Line manager", "Joined"]}
          actionsColumn={props.viewerRole === "owner" || props.viewerRole === "admin"}
        >
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell>
                <MemberIdentity member={member} />
              </TableCell>
              <MemberControls {...props} member={member} layout="row" />
            </TableRow>
          ))}
        </RecordTable>
      </div>
    </div>
  );
}

function MemberIdentity({ member }: { member: Member }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-foreground">{memberName(member)}</p>
      <p className="break-all text-xs text-muted-foreground">{member.email}</p>
    </div>
  );
}

function MemberControls({
  organizationId,
  organizationName,
  viewerRole,
  viewerId,
  departments,
  member,
  layout,
}: MemberListProps & { member: Member; layout: "row" | "card" }) {
  const update = useUpdateOrganizationMember(organizationId);
  const remove = useRemoveOrganizationMember(organizationId);
  const can = permissions(viewerRole, viewerId, member);
  const name = memberName(member);
  const change = (input: UpdateMemberInput, done: string) =>
    update.mutate(
      { userId: member.userId, input },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({ title: `Could not update ${name}`, description: errorMessage(error), variant: "destructive" }),
      },
    );

  const role = can.changesRole ? (
    <NativeSelect
      aria-label={`Role of ${name}`}
      value={member.role}
      disabled={update.isPending}
      onChange={(event) => {
        const next = event.target.value as OrganizationRole;
        change({ role: next }, `${name}'s role is now ${ROLE_LABELS[next]}`);
      }}
      className="md:w-36"
    >
      {[...new Set<OrganizationRole>([member.role, ...can.roles])].map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </NativeSelect>
  ) : (
    <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
  );

  const department = can.edits ? (
    <NativeSelect
      aria-label={`Department of ${name}`}
      value={member.department ?? ""}
      disabled={update.isPending}
      onChange={(event) => {
        const next = event.target.value || null;
        change({ department: next }, next ? `${name} moved to ${next}` : `${name} has no department now`);
      }}
      className="md:w-44"
    >
      <option value="">No department</option>
      {departments.map((d) => (
        <option key={d.id} value={d.name}>
          {d.name}
        </option>
      ))}
    </NativeSelect>
  ) : (
    <span className="text-body">{member.department ?? "No department"}</span>
  );

  const manager = can.edits ? (
    <MemberManagerPicker
      organizationId={organizationId}
      member={member}
      disabled={update.isPending}
      onPick={(managerId) =>
        change({ managerId }, managerId ? `${name}'s line manager changed` : `${name} has no line manager now`)
      }
    />
  ) : (
    <span className="text-body">{member.managerName ?? "No line manager"}</span>
  );

  const removal = can.removes ? (
    <MemberRemoveDialog
      member={member}
      organizationName={organizationName}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutateAsync(member.userId, {
          onSuccess: () => toast({ title: `${name} was removed from ${organizationName}` }),
          onError: (error) =>
            toast({ title: `Could not remove ${name}`, description: errorMessage(error), variant: "destructive" }),
        })
      }
    />
  ) : null;

  if (layout === "row")
    return (
      <>
        <TableCell>{role}</TableCell>
        <TableCell>{department}</TableCell>
        <TableCell>{manager}</TableCell>
        <TableCell className="whitespace-nowrap text-body">
          <DateTime value={member.joinedAt} />
        </TableCell>
        {can.edits && <TableCell className="text-right">{removal}</TableCell>}
      </>
    );
  return (
    <>
      <dl className="grid gap-2">
        <div className="grid gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Role</dt>
          <dd>{role}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Department</dt>
          <dd>{department}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs font-medium text-muted-foreground">Line manager</dt>
          <dd>{manager}</dd>
        </div>
        <div className="flex gap-1 text-xs text-muted-foreground">
          <dt>Joined</dt>
          <dd>
            <DateTime value={member.joinedAt} />
          </dd>
        </div>
      </dl>
      {removal && <div className="flex justify-end">{removal}</div>}
    </>
  );
}
