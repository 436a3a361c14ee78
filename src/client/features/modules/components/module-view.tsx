import { useRef, useState } from "react";
import { RegionBoundary } from "@/components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ModuleDetail } from "../../../../contracts/learning";
import { useModuleContent } from "../api/get-module-content";
import { moduleCoverUrl, useModuleMedia } from "../api/get-module-media";
import { useModuleProgress } from "../api/get-module-progress";
import { useLearningJourney } from "../use-learning-journey";
import { AnalyticsTab } from "./analytics-tab";
import { ContentTab } from "./content-tab";
import { GuidesTab } from "./guides-tab";
import { KnowledgeCheckStep } from "./knowledge-check-step";
import { ModuleHero } from "./module-hero";
import { OverviewTab } from "./overview-tab";
import { PodcastTab } from "./podcast-tab";
import { ResourcesTab } from "./resources-tab";
import { ScenariosTab } from "./scenarios-tab";
import { TeamTab } from "./team-tab";

// spec 3 §2: seven tabs; the page opens on Overview.
const TABS = [
  { value: "overview", label: "Overview" },
  { value: "content", label: "Content" },
  // issue 46 item 3: practice after reading, on modules with branching scenarios only.
  { value: "scenarios", label: "Scenarios" },
  // issue 22: the step after the content, on assessed modules only.
  { value: "knowledge-check", label: "Knowledge Check" },
  { value: "podcast", label: "Podcast" },
  { value: "resources", label: "Resources" },
  { value: "guides", label: "Guides" },
  { value: "team", label: "Team" },
  { value: "analytics", label: "Analytics" },
] as const;
type ModuleTab = (typeof TABS)[number]["value"];
const MEDIA_TYPES: ReadonlySet<string> = new Set(["video", "audio", "podcast"]);

export function ModuleView({ module }: { module: ModuleDetail }) {
  const [tab, setTab] = useState<ModuleTab>("overview");
  const tabsRef = useRef<HTMLDivElement>(null);
  const progressQuery = useModuleProgress(module.id, true);
  const contentQuery = useModuleContent(module.id, !module.isLocked);
  // Issue 15: video, audio and podcast modules have narrated media with captions.
  const mediaQuery = useModuleMedia(module.id, !module.isLocked && MEDIA_TYPES.has(module.type));
  const media = mediaQuery.data ?? null;
  const journey = useLearningJourney(module.id, progressQuery.data);

  const openContent = () => {
    setTab("content");
    // On small screens the tabs sit below the hero: bring the content into view.
    tabsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const openCheck = () => {
    setTab("knowledge-check");
    tabsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const tabs = TABS.filter(
    (item) =>
      (item.value !== "knowledge-check" || module.hasKnowledgeCheck) &&
      (item.value !== "scenarios" || module.scenarioCount > 0),
  );
  const start = () => {
    journey.start();
    openContent();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${module.title} · PIVOT Learning`}</title>
      {/* Open Graph (issue 15): React hoists these into the head; the image is the module's cover art. */}
      <meta property="og:title" content={module.title} />
      <meta property="og:description" content={module.description} />
      <meta property="og:image" content={`${window.location.origin}${moduleCoverUrl(module.id)}`} />
      <meta property="og:image:alt" content={`${module.pivotPillar} · ${module.type} module: ${module.title}`} />
      <ModuleHero
        module={module}
        media={media}
        progress={progressQuery.data}
        journey={journey}
        onStart={start}
        onOpenContent={openContent}
        onOpenCheck={openCheck}
      />
      <Tabs
        ref={tabsRef}
        value={tab}
        onValueChange={(value) => setTab(value as ModuleTab)}
        className="mt-6 scroll-mt-32"
      >
        <TabsList aria-label="Module sections" className="grid w-full grid-cols-4 sm:flex sm:w-auto">
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-2 sm:px-3">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <RegionBoundary name="The Overview tab">
            <OverviewTab module={module} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="content">
          <RegionBoundary name="The Content tab">
            <ContentTab
              module={module}
              contentQuery={contentQuery}
              journey={journey}
              media={media}
              onOpenCheck={openCheck}
            />
          </RegionBoundary>
        </TabsContent>
        {module.scenarioCount > 0 && (
          <TabsContent value="scenarios">
            <RegionBoundary name="The Scenarios tab">
              <ScenariosTab module={module} contentQuery={contentQuery} />
            </RegionBoundary>
          </TabsContent>
        )}
        {module.knowledgeCheck && (
          <TabsContent value="knowledge-check">
            <RegionBoundary name="The Knowledge Check">
              <KnowledgeCheckStep module={module} summary={module.knowledgeCheck} />
            </RegionBoundary>
          </TabsContent>
        )}
        <TabsContent value="podcast">
          <RegionBoundary name="The Podcast tab">
            <PodcastTab module={module} contentQuery={contentQuery} media={media} onOpenContent={openContent} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="resources">
          <RegionBoundary name="The Resources tab">
            <ResourcesTab module={module} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="guides">
          <RegionBoundary name="The Guides tab">
            <GuidesTab module={module} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="team">
          <RegionBoundary name="The Team tab">
            <TeamTab module={module} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="analytics">
          <RegionBoundary name="The Analytics tab">
            <AnalyticsTab module={module} />
          </RegionBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}
