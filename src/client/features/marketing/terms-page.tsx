import { CompanyDetails } from "./company-details";
import { TERMS_OF_SERVICE } from "./content/legal";
import { LegalDocumentView } from "./legal-document";

/**
 * spec 3 §2: Terms of Service, governed by the law of England and Wales; issue 45 item 5: the data
 * processing agreement for organisation customers, and the company's registered details from its settings.
 */
export default function TermsPage() {
  return (
    <>
      <LegalDocumentView document={TERMS_OF_SERVICE} />
      <CompanyDetails />
    </>
  );
}
