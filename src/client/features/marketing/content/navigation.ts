import { paths } from "../../../../contracts/routes";

export interface NavLinkItem {
  label: string;
  to: string;
}

/** spec 3 §2: the shared marketing header's links. */
export const SITE_NAV: NavLinkItem[] = [
  { label: "Home", to: paths.home },
  { label: "PIVOT Framework", to: paths.pivotFramework },
  { label: "Learning Library", to: paths.learningLibrary },
  { label: "Training Services", to: paths.trainingServices },
  { label: "Pricing", to: paths.subscribe },
];

/** spec 1 §2: the landing header's anchor links, then the pricing page (issue 45 item 8). */
export const LANDING_ANCHORS: NavLinkItem[] = [
  { label: "About", to: "#about" },
  { label: "PIVOT Framework", to: "#pivot-framework" },
  { label: "Contact", to: "#contact" },
  { label: "Pricing", to: paths.subscribe },
];

export const FOOTER_GROUPS: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: "Explore",
    links: [
      { label: "Home", to: paths.home },
      { label: "PIVOT Framework", to: paths.pivotFramework },
      { label: "Learning Library", to: paths.learningLibrary },
      { label: "Training Services", to: paths.trainingServices },
    ],
  },
  {
    heading: "Get involved",
    links: [
      { label: "Founding Partner Pilot", to: paths.pilot },
      { label: "Plans and pricing", to: paths.subscribe },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Terms of Service", to: paths.terms },
      { label: "Privacy Policy", to: paths.privacy },
      { label: "Data Processing Agreement", to: paths.dpa },
      { label: "Accessibility", to: paths.accessibility },
    ],
  },
];

/**
 * spec 1 §2 (7): the copyright line. The spec's "2024" was the year it was written; the footer shows
 * the current year (issue 26), computed here and nowhere else.
 */
export const copyrightLine = (now: Date = new Date()) => `© ${now.getFullYear()} PIVOT Learning. All rights reserved.`;
