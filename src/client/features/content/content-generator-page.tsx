import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-request";
import { useContentDrafts } from "./api/get-drafts";
import { AnalyticsTab } from "./components/analytics-tab";
import { GenerateTab } from "./components/generate-tab";
import { LawReviewTab } from "./components/law-review-tab";
import { PodcastsTab } from "./components/podcasts-tab";
import { PreviewTab } from "./components/preview-tab";

/** spec 3 "AI Content Generator": Generate Content, Preview Content, Content Analytics; podcasts beside them. */
export default function ContentGeneratorPage() {
  const [tab, setTab] = useState("generate");
  const [selectedDraft, setSelectedDraft] = useState<number | null>(null);
  const drafts = useContentDrafts();
  const draftList = drafts.data ?? [];
  return (
    <div className="py-6">
      <PageHeader
        title="AI Content Generator"
        description="Generate structured module content, preview and edit it, then publish it to learners."
      />
      <Tabs value={tab} onValueChange={setTab} className="mt-5">
        <TabsList>
          <TabsTrigger value="generate">Generate Content</TabsTrigger>
          <TabsTrigger value="preview">Preview Content</TabsTrigger>
          <TabsTrigger value="analytics">Content Analytics</TabsTrigger>
          <TabsTrigger value="podcasts">Podcasts</TabsTrigger>
          <TabsTrigger value="law-review">Law review</TabsTrigger>
        </TabsList>
        {drafts.isError && (
          <div className="mt-4">
            <QueryError
              title="Generated content could not be loaded"
              description={errorMessage(drafts.error)}
              onRetry={() => drafts.refetch()}
            />
          </div>
        )}
        <TabsContent value="generate">
          <RegionBoundary name="Generate Content">
            <GenerateTab
              drafts={draftList}
              onGenerated={(id) => {
                setSelectedDraft(id);
                setTab("preview");
              }}
            />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="preview">
          <RegionBoundary name="Preview Content">
            {drafts.isPending ? (
              <p role="status">Loading...</p>
            ) : (
              <PreviewTab drafts={draftList} selectedId={selectedDraft} onSelect={setSelectedDraft} />
            )}
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="analytics">
          <RegionBoundary name="Content Analytics">
            <AnalyticsTab />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="podcasts">
          <RegionBoundary name="Podcasts">
            <PodcastsTab />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="law-review">
          <RegionBoundary name="Law review">
            <LawReviewTab />
          </RegionBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}
