import { CompanyDetails } from "./company-details";
import { PRIVACY_POLICY } from "./content/legal";
import { LegalDocumentView } from "./legal-document";
import { SubProcessors } from "./sub-processors";

/**
 * spec 3 §2: Privacy Policy with UK GDPR rights and ICO complaints; issue 28: the sub-processors this site
 * uses, from its settings; issue 45 item 5: PIVOT's two roles, the JEDI tools' special category data, and
 * the company's registered details from its settings.
 */
export default function PrivacyPage() {
  return (
    <>
      <LegalDocumentView document={PRIVACY_POLICY} />
      <SubProcessors />
      <CompanyDetails />
    </>
  );
}
