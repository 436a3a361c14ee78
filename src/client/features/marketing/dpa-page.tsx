import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "../../../contracts/routes";
import { CompanyDetails } from "./company-details";
import { DATA_PROCESSING_AGREEMENT } from "./content/dpa";
import { LegalDocumentView } from "./legal-document";
import { SubProcessors } from "./sub-processors";

/**
 * /dpa (issue 45 item 5, decision 402): the data processing agreement, versioned, with the sub-processors
 * from the live settings and the company's registered details; an organisation's owner accepts it in
 * Organisation settings.
 */
export default function DpaPage() {
  return (
    <>
      <LegalDocumentView document={DATA_PROCESSING_AGREEMENT} />
      <SubProcessors />
      <section aria-labelledby="dpa-accept-heading" className="mx-auto max-w-3xl px-4 pb-16">
        <h2 id="dpa-accept-heading" className="text-2xl font-semibold text-heading">
          Accepting this agreement
        </h2>
        <p className="mt-4 leading-relaxed text-prose">
          An owner of your organisation can accept version {DATA_PROCESSING_AGREEMENT.versionId} for it, with their name
          and job title, under Organisation settings. The acceptance is recorded with the date and written to your
          organisation's audit log.
        </p>
        <Button asChild className="mt-4">
          <Link to={`${paths.organizationSettings}#settings-dpa`}>Go to Organisation settings</Link>
        </Button>
      </section>
      <CompanyDetails />
    </>
  );
}
