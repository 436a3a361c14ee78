import { UserRoundCog } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import type { Member, OrganizationDetail } from "../../../../contracts/organizations";
import { useOrganizationMemberSearch } from "../api/search-organization-members";
import { useTransferOrganizationOwnership } from "../api/transfer-organization-ownership";
import { MemberSearchField } from "./member-search-field";
import { ROLE_LABELS } from "./org-switcher";

const memberName = (m: Pick<Member, "firstName" | "lastName" | "email">) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

/**
 * Settings, owner only: hand the organisation to another member. They become the owner and you an
 * admin, in one step, so the organisation always has an owner.
 */
export function OrgTransferOwnership({
  organization,
  currentUserId,
}: {
  organization: OrganizationDetail;
  currentUserId: string;
}) {
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim());
  const members = useOrganizationMemberSearch(organization.id, query);
  const [picked, setPicked] = useState<Member | null>(null);
  const transfer = useTransferOrganizationOwnership(organization.id);
  const candidates = (members.data?.items ?? []).filter((m) => m.userId !== currentUserId);

  return (
    <div className="grid gap-3">
      <MemberSearchField value={q} onChange={setQ} inputClassName="max-w-sm" />
      {members.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading members…
        </p>
      ) : members.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Members could not be loaded.
          <Button size="sm" variant="outline" onClick={() => members.refetch()}>
            Retry
          </Button>
        </div>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {query ? "No other member matches." : "There is no other member yet: invite someone first."}
        </p>
      ) : (
        <ul
          className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-1"
          aria-label="Members who can become owner"
        >
          {candidates.map((m) => (
            <li key={m.userId}>
              <button
                type="button"
                onClick={() => setPicked(m)}
                className={cn(
                  "flex w-full flex-wrap items-center justify-between gap-x-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted",
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium text-foreground">{memberName(m)}</span>
                  <span className="block truncate text-xs text-muted-foreground">{m.email}</span>
                </span>
                <span className="text-xs text-body">{ROLE_LABELS[m.role]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={picked !== null}
        onOpenChange={(open) => !open && setPicked(null)}
        title={<>Make {picked ? memberName(picked) : ""} the owner?</>}
        description={
          <>
            They will own {organization.name}: billing, the audit log and the power to hand it on. You become an admin
            and cannot undo this yourself.
          </>
        }
        icon={<UserRoundCog aria-hidden="true" />}
        confirm="Transfer ownership"
        pendingLabel="Transferring..."
        pending={transfer.isPending}
        onConfirm={() =>
          picked &&
          transfer.mutate(picked.userId, {
            onSuccess: () => {
              toast({
                title: "Ownership transferred",
                description: `${memberName(picked)} now owns ${organization.name}; you are an admin.`,
              });
              setPicked(null);
            },
            onError: (error) =>
              toast({
                variant: "destructive",
                title: "Ownership not transferred",
                description: errorMessage(error),
              }),
          })
        }
      />
    </div>
  );
}
