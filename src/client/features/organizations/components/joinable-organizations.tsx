import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { useJoinableOrganizations } from "../api/get-joinable-organizations";
import { useJoinByDomain } from "../api/join-by-domain";
import { OrgLogo } from "./org-logo";

/**
 * Organisations the person may join without an invitation: their verified address is at a domain
 * the organisation proved and opened (issue 20 item 3). Nothing shows while there are none.
 */
export function JoinableOrganizations() {
  const joinable = useJoinableOrganizations();
  const join = useJoinByDomain();
  if (!joinable.data || joinable.data.length === 0) return null;
  return (
    <div className="mt-4 border-t pt-4">
      <h3 className="text-sm font-semibold text-foreground">Your e-mail address lets you join</h3>
      <ul className="mt-2 grid gap-2">
        {joinable.data.map((organization) => (
          <li key={organization.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <span className="flex min-w-0 items-center gap-2">
              <OrgLogo name={organization.name} logo={organization.logo} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-foreground">{organization.name}</span>
                <span className="block text-xs text-muted-foreground">
                  Addresses at {organization.domain}
                  {organization.seatsAvailable ? "" : " · no seats left"}
                </span>
              </span>
            </span>
            <Button
              size="sm"
              disabled={!organization.seatsAvailable || join.isPending}
              aria-label={`Join ${organization.name}`}
              onClick={() =>
                join.mutate(organization.id, {
                  onSuccess: (joined) => toast({ title: `You joined ${joined.organizationName}` }),
                  onError: (error) =>
                    toast({ variant: "destructive", title: "Could not join", description: errorMessage(error) }),
                })
              }
            >
              Join
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
