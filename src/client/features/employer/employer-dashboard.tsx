import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";
import { PathwaysTab } from "./components/pathways-tab";
import { TeamAnalyticsLoader } from "./components/team-analytics-loader";
import { TeamAnalyticsTabs } from "./components/team-analytics-tabs";

/**
 * spec 1 §2: the Employer Dashboard overlay's body, four tabs over the organisation's real figures.
 * Loaded lazily by the shell's EmployerOverlay, inside its dialog. Issue 26: a quick view of the
 * employer console, whose pages live under /organization.
 */
export default function EmployerDashboard({ onClose }: { user: CurrentUser; onClose: () => void }) {
  // spec 1 §7: GET /api/organizations is issued when the overlay opens.
  const { managesTeam } = useActiveOrganization({ fresh: true });
  return (
    <TeamAnalyticsLoader enabled={managesTeam} onNavigate={onClose}>
      {(data) => (
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-body">
              <span className="font-medium text-foreground">{data.organization.name}</span> · {data.totalMembers}{" "}
              {data.totalMembers === 1 ? "team member" : "team members"}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.organizationAnalytics} onClick={onClose}>
                <ExternalLink aria-hidden="true" /> Open the employer console
              </Link>
            </Button>
          </div>
          <TeamAnalyticsTabs
            analytics={data}
            label="Employer Dashboard sections"
            pathways={<PathwaysTab analytics={data} />}
          />
        </div>
      )}
    </TeamAnalyticsLoader>
  );
}
