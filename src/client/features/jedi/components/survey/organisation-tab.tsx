import { useActiveOrganization } from "@/components/api/get-organizations";
import { Spinner } from "@/components/ui/skeleton";
import { MyOrgAssessments } from "../org-assessment/my-org-assessments";
import { OrgAssessmentPanel } from "../org-assessment/org-assessment-panel";
import { InclusionSurveys } from "./inclusion-surveys";

/**
 * The JEDI hub's "Organisation" tab (issue 25 items 2 and 3): for the active organisation's owners and
 * admins the confidential inclusion survey and the readiness assessment run as the organisation; for
 * everyone the assessments they are asked to answer.
 */
export function OrganisationTab() {
  const { active, isPending } = useActiveOrganization();
  if (isPending) return <Spinner />;
  const administers = active?.role === "owner" || active?.role === "admin";
  return (
    <div className="grid gap-6">
      <MyOrgAssessments />
      {!active ? (
        <p className="text-sm text-muted-foreground">
          The organisation tools need an organisation: create or join one from the Organisation page. Everything else in
          the JEDI hub works in this browser without one.
        </p>
      ) : administers ? (
        <>
          <InclusionSurveys organizationId={active.id} />
          <OrgAssessmentPanel organizationId={active.id} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {active.name}'s owners and admins run the inclusion survey and the organisation's readiness assessment. When
          you are invited, the survey link arrives by e-mail and assessments appear here.
        </p>
      )}
    </div>
  );
}
