import { Building2, PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "../../../contracts/routes";
import { ChallengesTab } from "./components/challenges-tab";
import { EventsTab } from "./components/events-tab";
import { MentoringTab } from "./components/mentoring-tab";
import { NotificationsButton } from "./components/notifications-button";
import { OverviewTab } from "./components/overview-tab";
import { TeamHubTab } from "./components/team-hub-tab";

/** spec 3 §2: the Team Collaboration Hub at /team, for the learner's organisation. */
export default function TeamPage() {
  // Issue 20: the hub follows the organisation the header's switcher made active.
  const organizations = useActiveOrganization({
    errorToast: { title: "Error", description: "Failed to load team collaboration data" },
  });
  const organization = organizations.active;
  const [tab, setTab] = useState("overview");

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Team Collaboration Hub"
        description={
          organization
            ? `Learn together with ${organization.name}: groups, challenges, events and mentoring.`
            : "Learn together with your organisation: groups, challenges, events and mentoring."
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.library}>
                <PlayCircle aria-hidden="true" />
                Start Learning Session
              </Link>
            </Button>
            <NotificationsButton />
          </div>
        }
      />
      {organizations.isError ? (
        <QueryError title="Failed to load team collaboration data" onRetry={() => organizations.refetch()} />
      ) : organizations.isPending ? (
        <div role="status" aria-label="Loading your team" className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : !organization ? (
        <EmptyState
          icon={Building2}
          title="You are not part of a team yet"
          description="The Team Hub shows your organisation's learning. Create an organisation for your team, or ask your employer to invite you to theirs; once you are in, your team appears here."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={paths.organizationNew}>Create an organisation</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.organization}>How to join one</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Team Collaboration Hub sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="hub">Team Hub</TabsTrigger>
            <TabsTrigger value="challenges">Challenges</TabsTrigger>
            <TabsTrigger value="events">Events</TabsTrigger>
            <TabsTrigger value="mentoring">Mentoring</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <RegionBoundary name="Team overview">
              <OverviewTab organizationId={organization.id} />
            </RegionBoundary>
          </TabsContent>
          <TabsContent value="hub">
            <RegionBoundary name="Team Hub">
              <TeamHubTab organizationId={organization.id} />
            </RegionBoundary>
          </TabsContent>
          <TabsContent value="challenges">
            <RegionBoundary name="Challenges">
              <ChallengesTab organizationId={organization.id} />
            </RegionBoundary>
          </TabsContent>
          <TabsContent value="events">
            <RegionBoundary name="Events">
              <EventsTab organizationId={organization.id} />
            </RegionBoundary>
          </TabsContent>
          <TabsContent value="mentoring">
            <RegionBoundary name="Mentoring">
              <MentoringTab organizationId={organization.id} onJoinSession={() => setTab("events")} />
            </RegionBoundary>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
