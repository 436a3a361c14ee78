import { UserMinus } from "lucide-react";
import { ConfirmAction } from "@/components/confirm-action";
import { Button } from "@/components/ui/button";
import type { Member } from "../../../../contracts/organizations";
import { memberName } from "./member-name";

/** Remove, with a confirmation that says what removal does and does not take away. */
export function MemberRemoveDialog({
  member,
  organizationName,
  disabled,
  pending,
  onConfirm,
}: {
  member: Member;
  organizationName: string;
  disabled?: boolean;
  pending?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const name = memberName(member);
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={disabled} aria-label={`Remove ${name}`}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      }
      title={`Remove ${name}?`}
      description={
        <>
          {name} leaves {organizationName} at once: from their next click they no longer see its team, and they lose the
          access its plan gave them. They keep their own progress and certificates. Their unfinished pathway assignments
          from {organizationName} are withdrawn; anyone who reports to them is left without a line manager.
        </>
      }
      confirm={`Remove ${name}`}
      pendingLabel="Removing…"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
