import { Scale } from "lucide-react";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import { usePayGapAnalysts, useSetPayGapAnalyst } from "../api/pay-gap-analysts";

/**
 * The HR analyst permission (issue 25 item 1): an owner lets a member upload and read the
 * organisation's pay-gap data in the JEDI hub. Owners always have it.
 */
function AnalystList({ organizationId }: { organizationId: string }) {
  const list = usePayGapAnalysts(organizationId);
  const set = useSetPayGapAnalyst(organizationId);
  if (list.isPending) return <Skeleton className="h-24" />;
  if (list.isError) return <QueryError title="The members could not be loaded" onRetry={() => list.refetch()} />;
  return (
    <ul className="grid divide-y divide-border rounded-lg border border-border">
      {list.data.members.map((m) => {
        const owner = m.role === "owner";
        const switchId = `hr-analyst-${m.userId}`;
        return (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <label htmlFor={switchId} className="block font-medium break-words">
                {m.name}
              </label>
              <p className="text-sm break-all text-muted-foreground">
                {m.email}
                {owner ? " · owner: always has access" : ""}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={m.hrAnalyst}
              disabled={owner || set.isPending}
              aria-label={`HR analyst: ${m.name}`}
              onCheckedChange={(checked) =>
                set.mutate(
                  { userId: m.userId, hrAnalyst: checked },
                  {
                    onSuccess: () =>
                      toast({
                        title: checked ? "HR analyst permission granted" : "HR analyst permission revoked",
                        description: m.name,
                      }),
                    onError: (error) =>
                      toast({ variant: "destructive", title: "Not changed", description: errorMessage(error) }),
                  },
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

export function OrgHrAnalysts({ organization }: { organization: OrganizationDetail }) {
  if (organization.role !== "owner") return null;
  return (
    <RegionBoundary name="HR analysts">
      <SectionCard
        title="HR analysts"
        icon={<Scale className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-hr-analysts"
        description="Members who may upload and read the organisation's pay-gap data in the JEDI hub. Salaries are encrypted and every view and download is in the audit log."
      >
        <AnalystList organizationId={organization.id} />
      </SectionCard>
    </RegionBoundary>
  );
}
