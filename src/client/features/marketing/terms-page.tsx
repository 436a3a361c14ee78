import { TERMS_OF_SERVICE } from "./content/legal";
import { LegalDocumentView } from "./legal-document";

/** spec 3 §2: Terms of Service, dated 27 June 2025, governed by the law of England and Wales. */
export default function TermsPage() {
  return <LegalDocumentView document={TERMS_OF_SERVICE} />;
}
