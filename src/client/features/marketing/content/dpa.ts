/**
 * Issue 45 item 5 (decision 402): the data processing agreement organisation customers accept, with the
 * terms UK GDPR Article 28(3) requires (checked against legislation.gov.uk and the ICO's guidance on the
 * review date). "{contactEmail}" and "{companyName}" are filled in from the settings when the page renders;
 * the sub-processors are listed from the live settings below the text.
 */
import { ORGANIZATION_CLOSING_GRACE_DAYS } from "../../../../contracts/organizations";
import { CURRENT_DPA_VERSION } from "../../../../domain/dpa";
import { ACCESS_LOG_RETENTION_DAYS, periodText } from "../../../../domain/retention";
import { LEGAL_REVIEW, type LegalBlock, type LegalDocument } from "./legal";

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
const S = LEGAL_REVIEW.sources;

export const DATA_PROCESSING_AGREEMENT: LegalDocument = {
  title: "Data Processing Agreement",
  effectiveDate: CURRENT_DPA_VERSION.date,
  effectiveDateIso: CURRENT_DPA_VERSION.dateIso,
  versionId: CURRENT_DPA_VERSION.id,
  reviewed: {
    date: LEGAL_REVIEW.date,
    dateIso: LEGAL_REVIEW.dateIso,
    sources: [S.article28, S.icoContracts, S.article9, S.schedule1, S.duaaCommencement, S.icoTransfers],
  },
  introduction:
    'This agreement is between the organisation that uses PIVOT Learning for its people (the "Customer", the controller) and {companyName} ("PIVOT Learning", "we", the processor), whose registered details are at the end of this page. It forms part of our Terms of Service for every organisation customer and sets out the terms UK GDPR Article 28(3) requires. An owner of the organisation can record its acceptance under Organisation settings.',
  sections: [
    {
      id: "subject-matter-and-duration",
      heading: "1. Subject matter and duration",
      blocks: [
        p(
          "We process personal data for the Customer to provide the PIVOT Learning Service to its organisation account: learning, assignments and compliance, certificates, the JEDI tools (pay-gap analysis and the inclusion survey), the B Corp workbench, single sign-on, SCIM provisioning, the API, webhooks and LMS connections the Customer chooses to use.",
        ),
        p(
          `This agreement lasts as long as we process personal data for the Customer: from the day its organisation account is created until its data is deleted after the organisation is closed (${periodText(ORGANIZATION_CLOSING_GRACE_DAYS, "day")} after an owner closes it) or the Customer's contract ends.`,
        ),
      ],
    },
    {
      id: "nature-and-purpose",
      heading: "2. Nature and purpose of the processing",
      blocks: [
        p(
          "Collecting, storing, organising, analysing, displaying, exporting and deleting personal data, so that the Customer's people can learn and the Customer can assign learning, see progress and compliance, analyse its pay gaps and run its inclusion survey. We do not use the Customer's personal data for any purpose of our own, do not sell it and do not use it to train artificial intelligence models.",
        ),
      ],
    },
    {
      id: "types-of-data-and-data-subjects",
      heading: "3. Types of personal data and categories of data subject",
      blocks: [
        p(
          "Data subjects: the Customer's members (employees, workers and others it invites), the people in its pay-gap files and the people it invites to its inclusion survey.",
        ),
        list(
          "Identity and contact data: name, work email address, job role, department and line manager.",
          "Account data: role in the organisation, sign-in records, second-factor status, SSO and SCIM identifiers and attributes.",
          "Learning data: progress, time spent, assignments and due dates, knowledge-check attempts, certificates and CPD hours.",
          "Pay-gap records: pay, bonus, hours, role, department, gender, age band, years of experience, and the special category data ethnicity (racial or ethnic origin) and disability status (data concerning health).",
          "Inclusion survey answers: answers about belonging and fairness and, where the Customer includes them, optional answers about gender, age, ethnicity and disability (special category data), stored apart from who was invited.",
          `Technical data: IP addresses in the Customer's audit log and in access logs (deleted after ${periodText(ACCESS_LOG_RETENTION_DAYS, "day")}).`,
        ),
      ],
    },
    {
      id: "customer-obligations",
      heading: "4. The Customer's obligations and rights",
      blocks: [
        list(
          "The Customer decides the purposes of the processing and is responsible for having a lawful basis for it, and for giving its people the privacy information the law requires.",
          "For special category data the Customer is responsible for meeting a condition of UK GDPR Article 9(2) and, where the Data Protection Act 2018 Schedule 1 requires it, having an appropriate policy document in place. An employer typically relies on Article 9(2)(b) with Schedule 1 paragraph 1 (employment, social security and social protection) or Article 9(2)(g) with Schedule 1 paragraph 8 (equality of opportunity or treatment); our Privacy Policy explains both.",
          "The Customer's instructions are this agreement, the Terms of Service and what its owners and admins set up and do in the Service (for example uploading a pay-gap file, naming HR analysts, launching a survey, deleting a record or closing the organisation). Other instructions must be given in writing to {contactEmail}.",
          "The Customer may audit our compliance as set out in section 11 and may end the processing by closing the organisation.",
        ),
      ],
    },
    {
      id: "instructions",
      heading: "5. Processing only on documented instructions",
      blocks: [
        p(
          "We process the Customer's personal data only on its documented instructions, including for any transfer outside the UK, unless UK law requires us to do otherwise; in that case we tell the Customer before processing unless the law forbids it. We tell the Customer at once if we think an instruction breaks data protection law.",
        ),
      ],
    },
    {
      id: "confidentiality",
      heading: "6. Confidentiality",
      blocks: [
        p(
          "Everyone we authorise to process the Customer's personal data is bound by a duty of confidentiality (by contract or by law) and sees only what their work needs.",
        ),
      ],
    },
    {
      id: "security",
      heading: "7. Security (UK GDPR Article 32)",
      blocks: [
        p("We take appropriate technical and organisational measures for the risk, including:"),
        list(
          "encryption in transit (HTTPS) and encryption at rest of pay-gap records with AES-256-GCM;",
          "access by role within the organisation: pay-gap records only for owners and the HR analysts they name, with every view and download in the audit log;",
          "hashed passwords, optional or required two-factor sign-in, passkeys, single sign-on, session idle timeouts and device limits the Customer can tighten;",
          "an append-only audit log of administrative actions that the Customer's owners and admins can read and export;",
          "inclusion survey answers stored without any link to the person who gave them, and results shown only for groups above the anonymity threshold;",
          "backups, monitoring and regular review and testing of these measures.",
        ),
      ],
    },
    {
      id: "sub-processors",
      heading: "8. Sub-processors",
      blocks: [
        p(
          'The Customer gives us general written authorisation to use the sub-processors listed under "Sub-processors in use" below, which is read from the settings the Service runs with. We will tell the Customer\'s owners by email at least 30 days before adding or replacing a sub-processor, so that the Customer can object; if we cannot meet a reasonable objection, the Customer may close its organisation without charge for the remaining period.',
        ),
        p(
          "Each sub-processor is bound by a written contract with the same data protection obligations as this agreement, in particular sufficient guarantees of appropriate security. We remain fully liable to the Customer for each sub-processor's performance.",
        ),
      ],
    },
    {
      id: "international-transfers",
      heading: "9. International transfers",
      blocks: [
        p(
          "We transfer the Customer's personal data outside the UK only to a sub-processor listed below and only with a safeguard the UK GDPR accepts: UK adequacy regulations, the ICO's International Data Transfer Agreement, or the EU Standard Contractual Clauses with the ICO's International Data Transfer Addendum. Where a listed sub-processor is outside the UK and not covered by adequacy regulations, the Addendum (or the International Data Transfer Agreement) in our contract with it applies, and we give the Customer a copy of the relevant terms on request. The UK GDPR's transfer rules as amended by the Data (Use and Access) Act 2025 have applied since 5 February 2026.",
        ),
      ],
    },
    {
      id: "assistance",
      heading: "10. Helping the Customer",
      blocks: [
        list(
          "Data subjects' rights: the Service lets the Customer find, correct, export and delete its people's data (member management, the organisation export, deleting pay-gap records and closing the organisation), and each person can download their own data. We pass any request that reaches us to the Customer within 5 working days and do not answer it ourselves unless the Customer asks us to.",
          "Security (Article 32): we keep the measures in section 7 in place and describe them on request.",
          "Personal data breaches (Articles 33 and 34): we tell the Customer without undue delay, and in any case within 48 hours, after becoming aware of a breach affecting its data, with what we know of its nature, the data and people concerned, its likely consequences and what we are doing about it, and we help it notify the ICO and the people affected.",
          "Data protection impact assessments and prior consultation (Articles 35 and 36): we give the Customer the information about the Service it needs, for example before it first uploads pay-gap data.",
        ),
      ],
    },
    {
      id: "deletion-or-return",
      heading: "11. Deletion or return at the end",
      blocks: [
        p(
          `At the end of the Service the Customer chooses: its owners can download the organisation's data at any time (Organisation settings, Organisation data), and when an owner closes the organisation we email the owners a final export and delete the organisation with everything it holds ${periodText(ORGANIZATION_CLOSING_GRACE_DAYS, "day")} later, unless UK law requires us to keep some of it (for example invoices).`,
        ),
      ],
    },
    {
      id: "audits",
      heading: "12. Audits and information",
      blocks: [
        p(
          "We make available to the Customer all the information needed to show that we meet Article 28, and allow for and contribute to audits, including inspections, by the Customer or an auditor it appoints, on reasonable notice and under confidentiality. Ask at {contactEmail}.",
        ),
      ],
    },
    {
      id: "versions",
      heading: "13. Versions and changes",
      blocks: [
        p(
          `This is version ${CURRENT_DPA_VERSION.id}, dated ${CURRENT_DPA_VERSION.date}. If we change this agreement we publish a new version with a new id and date here, tell the Customer's owners at least 30 days before it takes effect, and ask them to accept it in the product. A change never reduces the protection of the Customer's data without its agreement.`,
        ),
        p("This agreement is governed by the law of England and Wales."),
      ],
    },
  ],
};
