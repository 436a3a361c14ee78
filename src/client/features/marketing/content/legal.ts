/**
 * The Terms of Service and Privacy Policy (spec 3 §2, §9; issue 45 item 5). "{contactEmail}" in a text is
 * replaced with the configured contact address, "{companyName}" with the registered company name (the
 * COMPANY_* settings), when the page renders.
 */
import { ORGANIZATION_CLOSING_GRACE_DAYS } from "../../../../contracts/organizations";
import { CURRENT_DPA_VERSION } from "../../../../domain/dpa";
import { formatPence, PLANS, type PlanId } from "../../../../domain/plans";
import {
  ACCESS_LOG_RETENTION_DAYS,
  ACCOUNT_DELETION_DAYS,
  DATA_EXPORT_VALID_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  periodText,
} from "../../../../domain/retention";

export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

/** A primary source a legal page relies on, as checked on the page's review date. */
export interface LegalSource {
  label: string;
  url: string;
}

export interface LegalDocument {
  title: string;
  /** spec 3 §9 dated the terms and policy 27 June 2025; issue 45 item 5 revised them. */
  effectiveDate: string;
  effectiveDateIso: string;
  /** The date of the version this one replaces, kept as history. */
  previousVersionDate?: string;
  /** A versioned document (the data processing agreement): the id an acceptance records. */
  versionId?: string;
  /** When the legal references were last checked against their sources, and which sources. */
  reviewed?: { date: string; dateIso: string; sources: LegalSource[] };
  introduction: string;
  sections: LegalSection[];
}

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const monthly = (id: PlanId) => formatPence(PLANS[id].monthlyPence);
const yearly = (id: PlanId) => formatPence(PLANS[id].yearlyPence);
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });

/** Issue 45 item 5: the terms and policy as revised for the data processing agreement (decision 402). */
export const LEGAL_EFFECTIVE_DATE = "2 December 2026";
const LEGAL_EFFECTIVE_DATE_ISO = "2026-12-02";
/** spec 3 §9: the first version's date, kept as history. */
const FIRST_LEGAL_DATE = "27 June 2025";

/** The primary sources the privacy policy and the data processing agreement were checked against. */
export const LEGAL_REVIEW = {
  date: "2 December 2026",
  dateIso: "2026-12-02",
  sources: {
    article9: {
      label: "UK GDPR Article 9 (special categories of personal data)",
      url: "https://www.legislation.gov.uk/eur/2016/679/article/9",
    },
    article28: {
      label: "UK GDPR Article 28 (processor)",
      url: "https://www.legislation.gov.uk/eur/2016/679/article/28",
    },
    schedule1: {
      label: "Data Protection Act 2018, Schedule 1 (paragraphs 1, 5, 8 and 39)",
      url: "https://www.legislation.gov.uk/ukpga/2018/12/schedule/1",
    },
    duaaCommencement: {
      label:
        "The Data (Use and Access) Act 2025 (Commencement No. 6 and Transitional and Saving Provisions) Regulations 2026",
      url: "https://www.legislation.gov.uk/uksi/2026/82",
    },
    duaaComplaints: {
      label: "Data (Use and Access) Act 2025, section 103 (complaints to controllers)",
      url: "https://www.legislation.gov.uk/ukpga/2025/18/section/103",
    },
    icoContracts: {
      label: "ICO: what needs to be included in a controller–processor contract",
      url: "https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/accountability-and-governance/contracts-and-liabilities-between-controllers-and-processors/",
    },
    icoTransfers: {
      label: "ICO: the international data transfer agreement and the Addendum",
      url: "https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/international-transfers/international-data-transfer-agreement-and-guidance/",
    },
  },
} as const;

/** spec 3 §9: prices, billing, cancellation and governing law. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  effectiveDateIso: LEGAL_EFFECTIVE_DATE_ISO,
  previousVersionDate: FIRST_LEGAL_DATE,
  introduction:
    'These terms govern your use of the PIVOT Learning website and learning platform (the "Service"), provided by {companyName} ("PIVOT Learning", "we", "us", "our"), whose registered details are at the end of these terms. By creating an account or using the Service you agree to these terms. Please read them carefully.',
  sections: [
    {
      id: "about-the-service",
      heading: "1. About the Service",
      blocks: [
        p(
          "PIVOT Learning is an online professional development platform for organisations and individuals. It provides learning modules, pathways, tools, downloadable resources, progress tracking, certificates and related services built around our proprietary PIVOT framework (Purpose, Innovation, Value, Optimization, Transformation).",
        ),
        p(
          "We may also provide live training programmes, consultations and pilot programmes. Where these are agreed separately in writing, that agreement applies alongside these terms and takes priority if the two conflict.",
        ),
      ],
    },
    {
      id: "accounts",
      heading: "2. Your account",
      blocks: [
        p(
          "You must be at least 18 years old and able to enter into a binding contract to create an account. You must give accurate information and keep it up to date.",
        ),
        list(
          "Keep your password confidential and do not share your account with anyone else.",
          "Tell us straight away at {contactEmail} if you think someone else has used your account.",
          "You are responsible for everything done through your account unless it results from our failure to keep the Service secure.",
        ),
        p(
          "If you use the Service on behalf of an organisation, you confirm that you are authorised to accept these terms for that organisation.",
        ),
      ],
    },
    {
      id: "organisation-data",
      heading: "2A. Your organisation's people data: the data processing agreement",
      blocks: [
        p(
          "When an organisation uses the Service for its people (its members, their learning, pay-gap records, inclusion survey answers, and the data its single sign-on and SCIM directory send us), the organisation is the controller of that personal data and we process it for the organisation, on its instructions, as its processor.",
        ),
        p(
          `Our Data Processing Agreement (version ${CURRENT_DPA_VERSION.id}, dated ${CURRENT_DPA_VERSION.date}, published at /dpa) sets out the terms UK GDPR Article 28 requires for that processing and forms part of these terms for every organisation customer. An owner of the organisation can record its acceptance under Organisation settings; the agreement applies to the organisation's people data whether or not that record has been made yet. If the agreement and these terms conflict about personal data, the agreement takes priority.`,
        ),
      ],
    },
    {
      id: "plans-and-prices",
      heading: "3. Plans and prices",
      blocks: [
        p("Our subscription plans and their current prices (including VAT where applicable) are:"),
        // The prices are the plan catalogue's (domain/plans.ts), so the terms never disagree with the pricing page.
        list(
          `${PLANS.individual.name} (for individual professionals): ${monthly("individual")} per month, or ${yearly("individual")} per year.`,
          `${PLANS.team_leader.name}: from ${monthly("team_leader")} per month, for up to ${PLANS.team_leader.maxUsers} users.`,
          `${PLANS.organisation.name}: from ${monthly("organisation")} per month, for unlimited users.`,
          `${PLANS.enterprise_plus.name}: ${monthly("enterprise_plus")} per month, including white-label options and custom development.`,
        ),
        p(
          "A free plan with limited module access is also available. The features included in each plan are described on our pricing page at the time you subscribe.",
        ),
      ],
    },
    {
      id: "billing",
      heading: "4. Billing, renewal and price changes",
      blocks: [
        list(
          "Subscriptions are billed monthly in advance (or yearly in advance, if you choose yearly billing), on the same day of the month as the day you subscribed.",
          "Your subscription renews automatically at the end of each billing period until you cancel it.",
          "We do not give refunds for partial months. If you cancel part-way through a billing period, you keep access until the end of the period you have paid for.",
          "We will give you at least 30 days' notice by email of any change to the price of your plan. The new price applies from your first billing date after the notice period ends. If you do not want to pay the new price, you may cancel before it takes effect.",
        ),
        p(
          "Card payments are taken and processed by our payment provider. We never see or store your full card number. If a payment fails, we may suspend paid features until the payment is made.",
        ),
        p(
          "Nothing in these terms affects your statutory rights as a consumer, including any right to cancel within 14 days of first subscribing where the law gives you that right. If you ask us to give you access to digital content straight away, you acknowledge that this right may be lost once you start using it.",
        ),
      ],
    },
    {
      id: "cancellation",
      heading: "5. Cancellation and account deletion",
      blocks: [
        p(
          "You can cancel your subscription at any time from your account settings or by emailing {contactEmail}. Cancellation stops future payments; access continues until the end of the current billing period.",
        ),
        p(
          "When you cancel your account, we delete it and the personal data associated with it 30 days after cancellation, except where we must keep certain records (for example invoices) to meet legal obligations. During those 30 days you can ask us to restore your account. Certificates you have downloaded remain yours.",
        ),
        p(
          "We may suspend or close your account if you seriously or repeatedly break these terms. Where we can, we will tell you first and give you a chance to put things right.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      heading: "6. Acceptable use",
      blocks: [
        p("When using the Service you must not:"),
        list(
          "copy, record, download, redistribute, resell or publicly share our content except where the Service expressly allows it;",
          "remove or obscure watermarks, copyright notices or other protection measures;",
          "share login details or let people outside your licensed users access paid content;",
          "use automated tools to scrape or extract content or data from the Service;",
          "upload anything unlawful, harmful, discriminatory or that infringes anyone else's rights;",
          "try to gain unauthorised access to the Service or interfere with its security or operation.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      heading: "7. Intellectual property",
      blocks: [
        p(
          "The Service and its content, including the PIVOT framework, modules, videos, podcasts, guides, tools and templates, belong to us or our licensors and are protected by copyright and other intellectual property laws.",
        ),
        p(
          "While your subscription is active we grant you a personal, non-exclusive, non-transferable licence to use the content for your own professional development or, on team and organisation plans, for your organisation's internal purposes. Templates you download may be adapted for internal use within your organisation.",
        ),
      ],
    },
    {
      id: "certificates",
      heading: "8. Certificates and CPD",
      blocks: [
        p(
          "Certificates and CPD hours record learning completed on the Service. They are not a professional qualification, and completing a B-Corp pathway does not guarantee B Corp certification, which is awarded independently by B Lab.",
        ),
      ],
    },
    {
      id: "availability",
      heading: "9. Availability and changes to the Service",
      blocks: [
        p(
          "We aim to keep the Service available at all times but cannot promise it will be uninterrupted or error-free. We may need to suspend it for maintenance, security or reasons outside our control.",
        ),
        p(
          "We continually improve the Service and may add, change or remove content and features. If a change significantly reduces what your paid plan includes, we will tell you and you may cancel.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "10. Our liability",
      blocks: [
        p(
          "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law.",
        ),
        p(
          "The Service provides learning and general guidance, not legal, financial or other professional advice. If you use the Service for business purposes, we are not liable for loss of profit, revenue, business or opportunity, and our total liability in any 12-month period is limited to the amount you paid us in that period.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to these terms",
      blocks: [
        p(
          "We may update these terms from time to time. We will give you at least 30 days' notice by email of any change that materially affects you. If you continue to use the Service after the change takes effect, the updated terms apply.",
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "12. Governing law",
      blocks: [
        p(
          "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "13. Contact us",
      blocks: [p("If you have any questions about these terms, please email us at {contactEmail}.")],
    },
  ],
};

/**
 * spec 3 §9 (account deletion, card payments, UK GDPR rights, ICO complaints), rewritten for issue 45 item 5
 * (decision 402): PIVOT a processor of organisations' people data and a controller of its own accounts; the
 * special-category data of the JEDI tools and the conditions employers rely on; retention as
 * domain/retention.ts and the daily tasks implement it.
 */
const S = LEGAL_REVIEW.sources;
export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  effectiveDateIso: LEGAL_EFFECTIVE_DATE_ISO,
  previousVersionDate: FIRST_LEGAL_DATE,
  reviewed: {
    date: LEGAL_REVIEW.date,
    dateIso: LEGAL_REVIEW.dateIso,
    sources: [S.article9, S.schedule1, S.article28, S.duaaCommencement, S.duaaComplaints, S.icoTransfers],
  },
  introduction:
    'This policy explains how {companyName} ("PIVOT Learning", "we", "us", "our") uses personal data when you visit our website, contact us, apply for our pilot programme or use our learning platform, who decides what happens to it, and the rights you have under UK data protection law (the UK GDPR and the Data Protection Act 2018, as amended by the Data (Use and Access) Act 2025).',
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are, and our two roles",
      blocks: [
        p(
          "We have two different roles, depending on whose data it is and who decides how it is used. You can contact us about privacy at {contactEmail}; our registered company details are at the end of this policy.",
        ),
        list(
          "We are a processor for organisations. When your employer or another organisation gives you access to PIVOT Learning, the organisation is the controller of its people data: its members and their roles, departments and line managers, their learning progress, assignments, certificates and knowledge-check results, its pay-gap records, its inclusion survey invitations and answers, its B Corp evidence, and the data its single sign-on (SSO) and SCIM directory send us. We process that data only on the organisation's documented instructions, under our Data Processing Agreement (published at /dpa). Questions about it, and requests to use your rights over it, are best sent to the organisation first; we will pass on any that reach us and help it answer.",
          "We are a controller for our own accounts. We decide how we use the data of people who sign up on their own (individual accounts and their learning), billing and payment records, the contact details of people who enquire, apply for the pilot or join a waiting list, marketing contacts who have opted in, the security logs of the Service, and the details of the people at an organisation we deal with as our customer (for example who bought the plan and who accepted the Data Processing Agreement).",
        ),
      ],
    },
    {
      id: "data-we-collect",
      heading: "2. The data we handle",
      blocks: [
        list(
          "Account data: your name, email address, password (stored only as a secure hash), second-factor and passkey details, role and organisation.",
          "Learning data: the modules you start and complete, progress, time spent, bookmarks, knowledge-check attempts, certificates and CPD hours.",
          "Organisation data (as a processor): membership, department, line manager, assignments and compliance status, and, where the organisation uses them, the pay-gap and inclusion survey data described in section 3.",
          "Subscription data: your plan, billing dates, invoices and payment status. Card details are collected directly by our payment provider; we never receive your full card number.",
          "Enquiry data: what you send us through the contact form, the sales enquiry form or the pilot application form, such as your name, organisation, email, phone number and goals.",
          "Technical data: IP address, browser type and the pages you request, recorded in server logs for security and troubleshooting, and the record of who opened protected content from which address.",
        ),
      ],
    },
    {
      id: "special-category-data",
      heading: "3. Special category data in the JEDI tools",
      blocks: [
        p(
          "Two of the justice, equity, diversity and inclusion (JEDI) tools handle special category data, which the law protects more strongly. In both we act as a processor for the organisation that uses them:",
        ),
        list(
          "Pay-gap records: an organisation's pay-gap files hold, for each employee, pay, bonus, hours, role, department, gender, age band, ethnicity (personal data revealing racial or ethnic origin) and disability status (data concerning health). They are encrypted on our servers, only the organisation's owners and the HR analysts it names can see them, and every view and download is written to the organisation's audit log.",
          "Inclusion survey answers: the survey's questions about belonging and fairness, and, where the organisation includes them, optional questions about gender, age, ethnicity and disability. Answers are stored apart from who was invited (no name, no account, only the day an answer came in), and results are shown only for groups large enough not to identify anyone.",
        ),
        p(
          "An employer using these tools needs a lawful basis under UK GDPR Article 6 and a condition under Article 9(2). The conditions an employer customer typically relies on are:",
        ),
        list(
          "Employment, social security and social protection: UK GDPR Article 9(2)(b), with the Data Protection Act 2018, Schedule 1, Part 1, paragraph 1, where the processing is necessary for obligations or rights the law gives the employer or its employees in connection with employment (for example the gender pay gap reporting duty, or the duty to make reasonable adjustments).",
          "Equality of opportunity or treatment: UK GDPR Article 9(2)(g) (substantial public interest), with the Data Protection Act 2018, Schedule 1, Part 2, paragraph 8, for data revealing racial or ethnic origin and data concerning health used to identify or keep under review the existence or absence of equality of opportunity or treatment between groups, with a view to promoting or maintaining it. It does not cover measures or decisions about a particular person, processing likely to cause substantial damage or distress, or a person who has given written notice not to process their data.",
        ),
        p(
          "Both conditions require the employer to have an appropriate policy document in place when it processes the data (Schedule 1, paragraphs 1(1)(b), 5 and 39): a document explaining how it complies with the data protection principles for this data and how long it keeps it. Which condition applies, and that policy document, are the employer's decisions as controller; we do not use the data for any purpose of our own.",
        ),
        p(
          "The Data (Use and Access) Act 2025 lets the Secretary of State add or change special categories of data (its section 74, in force since 20 August 2025). On the date this policy was reviewed no regulations had changed the categories or the Schedule 1 conditions named above.",
        ),
      ],
    },
    {
      id: "how-we-use-data",
      heading: "4. How we use data we control, and our lawful bases",
      blocks: [
        list(
          "To provide your account, deliver learning content, track your progress and issue certificates (performance of our contract with you).",
          "To take subscription payments, issue invoices and keep financial records (contract and legal obligation).",
          "To reply to enquiries and assess pilot applications (legitimate interests in responding to people who contact us, or steps taken at your request before a contract).",
          "To keep the Service secure, prevent misuse and improve it (legitimate interests).",
          "To send you marketing emails, only where you have opted in (consent), which you can withdraw at any time.",
        ),
        p(
          "Where an organisation provides your account, what it sees of your learning, and why, is the organisation's decision as controller; we show it what the Service is built to show (team progress, assignments and compliance) on its instructions.",
        ),
        p(
          "Recommendations and insights on the platform are produced automatically from your learning activity. They do not produce legal or similarly significant effects on you, and no decision about you is made by automated means alone.",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "5. Who we share data with",
      blocks: [
        p("We do not sell personal data. We share it only with:"),
        list(
          'the sub-processors that run parts of the Service for us (payments, e-mail delivery, hosting and the others listed under "Sub-processors in use" at the end of this policy), under written contracts that give the same protection as our Data Processing Agreement;',
          "your organisation, if it provides your account, limited to what the Service shows it;",
          "professional advisers, regulators or law enforcement where the law requires it.",
        ),
        // Issue 28 item 3: what an organisation keeps of someone who leaves (features/organizations/departure.ts).
        p(
          "If you leave an organisation or are removed from it, it keeps your completed assignments and the modules you completed for them, for its compliance records, and its audit log of what was done. Your place in its study groups, challenges and events, your mentoring offers, requests and messages, and your likes and comments on colleagues' activity are deleted.",
        ),
      ],
    },
    {
      id: "international-transfers",
      heading: "6. International transfers",
      blocks: [
        p(
          "Where a sub-processor handles personal data outside the UK, the transfer is covered by UK adequacy regulations or by appropriate safeguards: the ICO's International Data Transfer Agreement, or the EU Standard Contractual Clauses with the ICO's International Data Transfer Addendum. Since 5 February 2026 the UK GDPR's transfer rules have been those amended by the Data (Use and Access) Act 2025 (the \"data protection test\"); agreements and Addenda made before then remain valid safeguards. Each sub-processor's location is listed at the end of this policy.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "7. How long data is kept",
      blocks: [
        list(
          `Accounts: when you cancel your account, we delete it and the learning data linked to it ${periodText(ACCOUNT_DELETION_DAYS, "day")} after cancellation.`,
          `Organisations: an organisation's people data, pay-gap records and survey answers are kept while the organisation uses the Service, and it can delete a pay-gap year or a record at any time. If its owner closes the organisation, it is deleted with everything it holds ${periodText(ORGANIZATION_CLOSING_GRACE_DAYS, "day")} later, after the owners are sent a final export.`,
          "Billing records: kept for six years to meet tax and accounting obligations.",
          `Contact, sales and pilot enquiries: deleted ${periodText(ENQUIRY_RETENTION_MONTHS, "month")} after our last contact with you, unless you become a customer.`,
          `Server logs, and the record of who opened protected content from which address: deleted after ${periodText(ACCESS_LOG_RETENTION_DAYS, "day")}.`,
          `A copy of your data you asked for ("Download my data"): it can be downloaded for ${periodText(DATA_EXPORT_VALID_DAYS, "day")}, then it is deleted.`,
        ),
        p("These periods are carried out by automatic daily tasks, not by hand."),
      ],
    },
    {
      id: "cookies",
      heading: "8. Cookies",
      blocks: [
        p(
          "We use only cookies that are strictly necessary to run the Service, such as the secure cookie that keeps you signed in. We do not use advertising or tracking cookies, so we do not ask for cookie consent.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "9. Your rights under UK GDPR",
      blocks: [
        p("You have the right to:"),
        list(
          "access the personal data held about you and receive a copy (you can download it yourself from your account);",
          "have inaccurate data corrected;",
          "have your data erased in certain circumstances;",
          "restrict or object to processing, including objecting to direct marketing at any time;",
          "receive data you gave us in a portable, machine-readable format;",
          "withdraw consent at any time where it is relied on, without affecting processing before withdrawal.",
        ),
        p(
          "For data we control, email {contactEmail}. We will reply within one month (which the law lets us extend by two further months for complex requests, telling you why) and will not normally charge a fee. We may need to confirm your identity first. For data your organisation controls, ask the organisation; we help it answer.",
        ),
      ],
    },
    {
      id: "security",
      heading: "10. Security",
      blocks: [
        p(
          "We protect data with encryption in transit, encryption at rest for pay-gap records, hashed passwords, optional two-factor sign-in and passkeys, access controls by role, an audit log of administrative actions and regular review of our systems. No service can be completely secure, so please use a strong, unique password.",
        ),
      ],
    },
    {
      id: "complaints",
      heading: "11. Complaints",
      blocks: [
        p(
          "If you are unhappy with how we have handled your data, you can complain to us at {contactEmail}. Since 19 June 2026 the law gives you this right directly (Data Protection Act 2018, section 164A, inserted by the Data (Use and Access) Act 2025): we acknowledge a complaint within 30 days, look into it without undue delay, keep you told of progress and tell you the outcome.",
        ),
        p(
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection, at ico.org.uk or by calling 0303 123 1113.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to this policy",
      blocks: [
        p(
          "We may update this policy from time to time. We will tell you by email or on the platform about any significant change before it takes effect. The date at the top shows when it was last updated.",
        ),
      ],
    },
  ],
};
