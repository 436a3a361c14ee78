/**
 * The Terms of Service and Privacy Policy (spec 3 §2, §9). "{contactEmail}" in a text is replaced
 * with the configured contact address when the page renders.
 */
import { formatPence, PLANS, type PlanId } from "../../../../domain/plans";
import {
  ACCESS_LOG_RETENTION_DAYS,
  ACCOUNT_DELETION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  periodText,
} from "../../../../domain/retention";

export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** spec 3 §9: terms and policy dated 27 June 2025. */
  effectiveDate: string;
  effectiveDateIso: string;
  introduction: string;
  sections: LegalSection[];
}

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const monthly = (id: PlanId) => formatPence(PLANS[id].monthlyPence);
const yearly = (id: PlanId) => formatPence(PLANS[id].yearlyPence);
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });

export const LEGAL_EFFECTIVE_DATE = "27 June 2025";
const LEGAL_EFFECTIVE_DATE_ISO = "2025-06-27";

/** spec 3 §9: prices, billing, cancellation and governing law. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  effectiveDateIso: LEGAL_EFFECTIVE_DATE_ISO,
  introduction:
    'These terms govern your use of the PIVOT Learning website and learning platform (the "Service"), provided by PIVOT Learning ("we", "us", "our"). By creating an account or using the Service you agree to these terms. Please read them carefully.',
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

/** spec 3 §9: account deletion, card payments, UK GDPR rights and ICO complaints. */
export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  effectiveDateIso: LEGAL_EFFECTIVE_DATE_ISO,
  introduction:
    'This policy explains how PIVOT Learning ("we", "us", "our") collects and uses your personal data when you visit our website, contact us, apply for our pilot programme or use our learning platform, and the rights you have under UK data protection law.',
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      blocks: [
        p(
          "PIVOT Learning is the controller of your personal data for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. You can contact us about privacy at {contactEmail}.",
        ),
      ],
    },
    {
      id: "data-we-collect",
      heading: "2. The data we collect",
      blocks: [
        list(
          "Account data: your name, email address, password (stored only as a secure hash), role and organisation.",
          "Learning data: the modules you start and complete, progress, time spent, bookmarks, assessments, certificates and CPD hours.",
          "Subscription data: your plan, billing dates and payment status. Card details are collected directly by our payment provider; we never receive your full card number.",
          "Enquiry data: what you send us through the contact form or the pilot application form, such as your name, organisation, email, phone number and goals.",
          "Technical data: IP address, browser type and the pages you request, recorded in server logs for security and troubleshooting.",
        ),
      ],
    },
    {
      id: "how-we-use-data",
      heading: "3. How we use your data and our lawful bases",
      blocks: [
        list(
          "To provide your account, deliver learning content, track your progress and issue certificates (performance of our contract with you).",
          "To take subscription payments and keep financial records (contract and legal obligation).",
          "To reply to enquiries and assess pilot applications (legitimate interests in responding to people who contact us, or steps taken at your request before a contract).",
          "To show employers aggregated team progress where your organisation provides your account (legitimate interests of your organisation and ours).",
          "To keep the Service secure, prevent misuse and improve it (legitimate interests).",
          "To send you marketing emails, only where you have opted in (consent), which you can withdraw at any time.",
        ),
        p(
          "Recommendations and insights on the platform are produced automatically from your learning activity. They do not produce legal or similarly significant effects on you.",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "4. Who we share data with",
      blocks: [
        p("We do not sell your personal data. We share it only with:"),
        list(
          "our payment provider, which processes card payments on our behalf and under its own privacy policy;",
          "hosting, email and support providers that process data for us under contract and only on our instructions;",
          "your employer or organisation, if it provides your account, limited to the team and progress information described on the platform;",
          "professional advisers, regulators or law enforcement where the law requires it.",
        ),
        p(
          'The providers this site uses now, with what each does and where, are listed under "Sub-processors in use" at the end of this policy.',
        ),
        // Issue 28 item 3: what an organisation keeps of someone who leaves (features/organizations/departure.ts).
        p(
          "If you leave an organisation or are removed from it, it keeps your completed assignments and the modules you completed for them, for its compliance records, and its audit log of what was done. Your place in its study groups, challenges and events, your mentoring offers, requests and messages, and your likes and comments on colleagues' activity are deleted. If its owner closes the organisation, it is deleted with everything it holds 30 days later.",
        ),
      ],
    },
    {
      id: "international-transfers",
      heading: "5. International transfers",
      blocks: [
        p(
          "Where a provider processes data outside the UK, we make sure it is protected by UK adequacy regulations or appropriate safeguards such as the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "6. How long we keep your data",
      blocks: [
        list(
          `Accounts: when you cancel your account, we delete it and the learning data linked to it ${periodText(ACCOUNT_DELETION_DAYS, "day")} after cancellation.`,
          "Billing records: kept for six years to meet tax and accounting obligations.",
          `Contact and pilot enquiries: kept for up to ${periodText(ENQUIRY_RETENTION_MONTHS, "month")} after our last contact with you, unless you become a customer.`,
          `Server logs, and the record of who opened protected content from which address: kept for up to ${periodText(ACCESS_LOG_RETENTION_DAYS, "day")}.`,
        ),
      ],
    },
    {
      id: "cookies",
      heading: "7. Cookies",
      blocks: [
        p(
          "We use only cookies that are strictly necessary to run the Service, such as the secure cookie that keeps you signed in. We do not use advertising or tracking cookies, so we do not ask for cookie consent.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "8. Your rights under UK GDPR",
      blocks: [
        p("You have the right to:"),
        list(
          "access the personal data we hold about you and receive a copy;",
          "have inaccurate data corrected;",
          "have your data erased in certain circumstances;",
          "restrict or object to our processing, including objecting to direct marketing at any time;",
          "receive data you gave us in a portable, machine-readable format;",
          "withdraw consent at any time where we rely on it, without affecting processing before withdrawal.",
        ),
        p(
          "To use any of these rights, email {contactEmail}. We will reply within one month and will not normally charge a fee. We may need to confirm your identity first.",
        ),
      ],
    },
    {
      id: "security",
      heading: "9. Security",
      blocks: [
        p(
          "We protect your data with encryption in transit, hashed passwords, access controls and regular review of our systems. No service can be completely secure, so please use a strong, unique password.",
        ),
      ],
    },
    {
      id: "complaints",
      heading: "10. Complaints",
      blocks: [
        p(
          "If you are unhappy with how we have handled your data, please contact us first at {contactEmail} so we can try to put it right.",
        ),
        p(
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection, at ico.org.uk or by calling 0303 123 1113.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this policy",
      blocks: [
        p(
          "We may update this policy from time to time. We will tell you by email or on the platform about any significant change before it takes effect. The date at the top shows when it was last updated.",
        ),
      ],
    },
  ],
};
