/**
 * Issue 45 item 3: what happens when a member of an organisation meets the last requirement of a
 * certificate. "offer": they are told at once and claim it with one button; "automatic": it is issued
 * then, with its e-mail. Learners outside an organisation are always offered it.
 */
export const CERTIFICATE_ISSUING = ["offer", "automatic"] as const;
export type CertificateIssuing = (typeof CERTIFICATE_ISSUING)[number];

export const CERTIFICATE_ISSUING_LABELS: Record<CertificateIssuing, string> = {
  offer: "Offer it to the learner to claim",
  automatic: "Issue it automatically",
};

/**
 * The issuing a learner gets from the organisations they belong to: automatic when any of them chose
 * it (each organisation's choice is about its own people, and a certificate is the learner's own).
 */
export function issuingFor(choices: readonly CertificateIssuing[]): CertificateIssuing {
  return choices.includes("automatic") ? "automatic" : "offer";
}
