import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityFeed } from "./activity-feed";
import { LeaderboardPanel } from "./leaderboard-panel";
import { MembersList } from "./members-list";
import { StudyGroups } from "./study-groups";

/** spec 3 §2 Team Hub sub-tabs: Team Overview, Activity Feed, Study Groups, Leaderboard. */
export function TeamHubTab({ organizationId }: { organizationId: string }) {
  return (
    <Tabs defaultValue="members">
      <TabsList aria-label="Team Hub">
        <TabsTrigger value="members">Team Overview</TabsTrigger>
        <TabsTrigger value="activity">Activity Feed</TabsTrigger>
        <TabsTrigger value="groups">Study Groups</TabsTrigger>
        <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
      </TabsList>
      <TabsContent value="members">
        <MembersList organizationId={organizationId} />
      </TabsContent>
      <TabsContent value="activity">
        <ActivityFeed organizationId={organizationId} />
      </TabsContent>
      <TabsContent value="groups">
        <StudyGroups organizationId={organizationId} />
      </TabsContent>
      <TabsContent value="leaderboard">
        <LeaderboardPanel organizationId={organizationId} />
      </TabsContent>
    </Tabs>
  );
}
