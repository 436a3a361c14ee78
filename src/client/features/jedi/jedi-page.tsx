import { useSearchParams } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { PageHeader } from "@/components/page-header";
import { RegionBoundary } from "@/components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/use-auth";
import { AssessmentTab } from "./components/assessment/assessment-tab";
import { AuditPrepTab } from "./components/audit/audit-prep-tab";
import { BCorpImpactTab } from "./components/b-corp-impact-tab";
import { ClearDataButton } from "./components/clear-data-button";
import { DiscussionsTab } from "./components/discussion/discussions-tab";
import { LearningPathsTab } from "./components/learning-paths-tab";
import { OverviewTab } from "./components/overview-tab";
import { PayEquityTab } from "./components/pay-equity/pay-equity-tab";
import { OrganisationTab } from "./components/survey/organisation-tab";
import { JEDI_TABS, type JediTab } from "./content";

const isTab = (value: string | null): value is JediTab => JEDI_TABS.some((t) => t.value === value);

/** spec 2 §2 "JEDI hub page": seven tabs; the chosen tab is kept in the address (?tab=). */
export default function JediPage() {
  const auth = useAuth();
  const { active } = useActiveOrganization();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: JediTab = isTab(requested) ? requested : "overview";
  const goTo = (next: JediTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === "overview") updated.delete("tab");
      else updated.set("tab", next);
      return updated;
    });

  // The layout only renders this page for a signed-in user (spec 1 §2); spec 2's notice covers the gap.
  if (auth.status !== "signed-in") return <p className="p-6">Please log in to access JEDI Assessment</p>;
  const userId = auth.user.id;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="B-Corp JEDI Hub"
        description={`Assess your justice, equity, diversity and inclusion readiness, analyse pay equity and prepare for audit and certification. ${
          active
            ? `${active.name}'s pay-gap, survey and evidence records are kept on PIVOT's servers for its owners and admins; your own notes stay in this browser.`
            : "Your records stay in this browser."
        }`}
        actions={<ClearDataButton userId={userId} />}
      />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && goTo(value)}>
        <TabsList aria-label="JEDI hub sections">
          {JEDI_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab onStartAssessment={() => goTo("assessment")} />
        </TabsContent>
        <TabsContent value="assessment">
          <RegionBoundary name="The assessment">
            <AssessmentTab onViewPathways={() => goTo("learning-paths")} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="pay-equity">
          <RegionBoundary name="The pay equity tool">
            <PayEquityTab userId={userId} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="discussions">
          <RegionBoundary name="The discussion framework">
            <DiscussionsTab userId={userId} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="audit-prep">
          <RegionBoundary name="Audit preparation">
            <AuditPrepTab userId={userId} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="learning-paths">
          <RegionBoundary name="Learning paths">
            <LearningPathsTab onTakeAssessment={() => goTo("assessment")} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="b-corp-impact">
          <RegionBoundary name="B-Corp Impact">
            <BCorpImpactTab userId={userId} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="organisation">
          <RegionBoundary name="The organisation tools">
            <OrganisationTab />
          </RegionBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}
