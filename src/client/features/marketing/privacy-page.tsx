import { PRIVACY_POLICY } from "./content/legal";
import { LegalDocumentView } from "./legal-document";
import { SubProcessors } from "./sub-processors";

/**
 * spec 3 §2: Privacy Policy, dated 27 June 2025, with UK GDPR rights and ICO complaints; issue 28: the
 * sub-processors this site uses, from its settings.
 */
export default function PrivacyPage() {
  return (
    <>
      <LegalDocumentView document={PRIVACY_POLICY} />
      <SubProcessors />
    </>
  );
}
