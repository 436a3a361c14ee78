/**
 * The accessibility statement (issue 28 item 4), in the structure of GOV.UK's sample accessibility
 * statement for the public sector: how accessible the site is, feedback and contact, the enforcement
 * procedure, technical information and compliance status, non-accessible content, what we are doing,
 * and when the statement was prepared.
 *
 * Keep it true: every "how we test" line is a check that runs (e2e/fixtures.ts expectNoA11yViolations,
 * e2e/layout-sweep.spec.ts), and every known problem is one we know of, with the date it was recorded.
 * "{contactEmail}" is replaced with the configured contact address when the page renders.
 */
import { paths } from "../../../../contracts/routes";

export interface KnownAccessibilityIssue {
  /** What does not work, for whom. */
  problem: string;
  /** The WCAG 2.2 success criterion it fails, or null where it is a gap in testing rather than a failure. */
  criterion: string | null;
  /** When we recorded it (ISO date) and how it reads. */
  recordedIso: string;
  recorded: string;
  /** What we do about it, and what to do meanwhile. */
  plan: string;
}

export interface AccessibilityStatement {
  title: string;
  preparedIso: string;
  prepared: string;
  standard: string;
  introduction: string[];
  canDo: string[];
  /** How it is tested: only checks that actually run. */
  testing: string[];
  compliance: string;
  knownIssues: KnownAccessibilityIssue[];
  outOfScope: string[];
  feedback: string[];
  /** Links for reporting a problem: the contact form and (signed in) Message support. */
  reportLinks: { label: string; to: string }[];
  enforcement: string[];
  improving: string[];
}

const PREPARED_ISO = "2026-11-25";
const PREPARED = "25 November 2026";

export const ACCESSIBILITY_STATEMENT: AccessibilityStatement = {
  title: "Accessibility statement",
  preparedIso: PREPARED_ISO,
  prepared: PREPARED,
  standard: "Web Content Accessibility Guidelines (WCAG) version 2.2, level AA",
  introduction: [
    "This accessibility statement applies to the PIVOT Learning website and learning platform: the public pages, the learner's pages, the organisation pages and the administration pages.",
    "PIVOT Learning is not a public sector body, so the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 do not bind us. We follow the same standard and the GOV.UK model statement anyway, so that our public sector customers can rely on it.",
    "We want as many people as possible to be able to use this website.",
  ],
  canDo: [
    "change colours, contrast levels and fonts using your browser or device settings",
    "use every page on a screen 390 pixels wide (about 330% zoom on a 1,280-pixel-wide screen) without scrolling sideways",
    "use dialogs, menus, forms and the media player with a keyboard",
    "watch the module videos with captions, which are on by default, and read their transcripts",
    'read the figures behind every chart as a table ("Show the figures as a table")',
  ],
  testing: [
    "Automated checks: axe-core checks pages against the WCAG 2.0, 2.1 and 2.2 A and AA rules in our browser tests of each journey: accounts and sign-in, the dashboard, module pages, knowledge checks and their authoring, credentials, the organisation pages, the employer view, insights, the JEDI hub, notifications, the team hub, subscriptions, the pilot application, content administration and every public page. A single violation fails the build.",
    "Layout: a browser test opens every page for each kind of account at 390 and 1,280 pixels wide and fails if any page scrolls sideways.",
    "Keyboard: our browser tests close dialogs and menus with the Escape key and play, pause, mute and seek the media player with its keyboard shortcuts.",
    "Colour: an organisation's brand colour is accepted only if it meets the WCAG AA contrast ratio against the text shown on it.",
    "Screen readers: we build on accessible components (Radix UI) with labelled controls and landmarks, but we have not yet tested the site with a screen reader ourselves or had it tested by a specialist (see the known problems below).",
  ],
  compliance:
    "This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances and gaps in testing listed below.",
  knownIssues: [
    {
      problem:
        "Certificates, receipts, progress reports and downloadable guides in PDF are not tagged PDFs: they have a title and a language, but a screen reader cannot tell their headings, lists and tables apart from the body text.",
      criterion: "1.3.1 Info and Relationships",
      recordedIso: PREPARED_ISO,
      recorded: PREPARED,
      plan: "A certificate's details are also on its verification page, which is a web page; for anything else, ask us and we will send the content in another format.",
    },
    {
      problem:
        "The site has not been tested with screen readers (JAWS, NVDA, VoiceOver or TalkBack), either by us or by a specialist auditor, so there may be problems we do not know about.",
      criterion: null,
      recordedIso: PREPARED_ISO,
      recorded: PREPARED,
      plan: "Until it has been, please tell us about anything that does not work with your screen reader and we will fix it or give you the information another way.",
    },
    {
      problem:
        "Four browser journeys run without the automated check: the first steps of a new learner, the media player, the PIVOT assessment and the device limit of content protection. Their screens are checked only where another journey visits them.",
      criterion: null,
      recordedIso: PREPARED_ISO,
      recorded: PREPARED,
      plan: "We are adding the check to those journeys.",
    },
    {
      problem:
        "The Word, Excel and PowerPoint files the site generates (templates, reports and exports) have not been checked for accessibility.",
      criterion: null,
      recordedIso: PREPARED_ISO,
      recorded: PREPARED,
      plan: "Ask us if one of them does not work for you and we will send the content in another format.",
    },
  ],
  outOfScope: [
    "Card payments and the billing portal are pages run by our payment provider, Stripe, when this site uses it. They are not under our control; Stripe publishes its own accessibility information.",
  ],
  feedback: [
    "If you need information on this website in a different format, such as accessible PDF, large print, easy read, audio recording or braille, email {contactEmail}. We will consider your request and get back to you within 5 working days.",
    "We are always looking to improve the accessibility of this website. If you find any problems not listed on this page or think we are not meeting accessibility requirements, tell us through the contact form, through Message support once you are signed in, or by email to {contactEmail}.",
  ],
  reportLinks: [{ label: "Contact form", to: `${paths.home}#contact` }],
  enforcement: [
    "The Equality and Human Rights Commission (EHRC) is responsible for enforcing the accessibility regulations for public sector bodies. If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS).",
    "If you are in Northern Ireland, contact the Equality Commission for Northern Ireland.",
    "As a service provider, we must also make reasonable adjustments for disabled people under the Equality Act 2010.",
  ],
  improving: [
    "Every change to the site runs the automated accessibility and layout checks above before it is released.",
    "We will add the automated check to the journeys that lack it, and have the site tested with screen readers.",
  ],
};
