import { PRIVACY_POLICY } from "./content/legal";
import { LegalDocumentView } from "./legal-document";

/** spec 3 §2: Privacy Policy, dated 27 June 2025, with UK GDPR rights and ICO complaints. */
export default function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
