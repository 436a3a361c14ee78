/**
 * The route table and the page metadata, defined once (STYLE) and imported by both sides: the
 * client's router and links, and the server's robots.txt, sitemap.xml, sign-in redirects and the
 * head it writes into the HTML of public pages (so crawlers without JavaScript see it). No Node
 * or browser imports: the client bundles this file.
 */

/** Every route path (spec 1 §2). */
export const paths = {
  home: "/",
  login: "/login",
  profile: "/profile",
  mobile: "/mobile",
  library: "/library",
  pathways: "/pathways",
  progress: "/progress",
  analytics: "/analytics",
  aiDashboard: "/ai-dashboard",
  credentials: "/credentials",
  jedi: "/jedi",
  aiRecommendations: "/ai-recommendations",
  advancedAnalytics: "/advanced-analytics",
  team: "/team",
  contentGenerator: "/content-generator",
  contentProtection: "/content-protection",
  module: (id: number | string) => `/module/${id}`,
  modulePattern: "/module/:moduleId",
  testPayment: "/test-payment",
  subscribe: "/subscribe",
  subscription: "/subscription",
  trainingServices: "/training-services",
  pivotFramework: "/pivot-framework",
  learningLibrary: "/learning-library",
  pilot: "/pilot",
  terms: "/terms",
  privacy: "/privacy",
  /** Issue 45 item 5: the data processing agreement organisation customers accept (decision 402). */
  dpa: "/dpa",
  /** Issue 28: the accessibility statement (UK public sector model). */
  accessibility: "/accessibility",
  admin: "/admin",
  /** Contact Sales enquiries from the pricing page (issue 9), administrators only. */
  adminEnquiries: "/admin/enquiries",
  /** Public, no sign-in (issue 11): a certificate's verification page and a public wallet. */
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  verifyPattern: "/verify/:code",
  portfolio: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
  portfolioPattern: "/portfolio/:slug",
  /** Public, no sign-in (issue 13): a learner's read-only progress page, while they share it. */
  sharedProgress: (token: string) => `/shared-progress/${encodeURIComponent(token)}`,
  sharedProgressPattern: "/shared-progress/:token",
  /** Admin: every e-mail the product sent or holds (issue 10). */
  adminOutbox: "/admin/outbox",
  /** Admin: support conversations to answer (issue 10). */
  adminSupport: "/admin/support",
  /** Admin: users, their roles and bans (issue 14). */
  adminUsers: "/admin/users",
  /** Admin: knowledge check banks and item analysis (issue 22 items 4 and 5). */
  adminKnowledgeChecks: "/admin/knowledge-checks",
  /** Organisations (issue 20): create or join, then members, invitations, billing, settings and the audit log. */
  organization: "/organization",
  organizationNew: "/organization/new",
  /** The employer console as pages (issue 26): team analytics, and pathways with their assignments and due dates. */
  organizationAnalytics: "/organization/analytics",
  organizationPathways: "/organization/pathways",
  organizationMembers: "/organization/members",
  organizationInvitations: "/organization/invitations",
  organizationBilling: "/organization/billing",
  organizationSettings: "/organization/settings",
  organizationAuditLog: "/organization/audit-log",
  /** Item analysis of the knowledge checks over the organisation's members (issue 22 item 5). */
  organizationKnowledgeChecks: "/organization/knowledge-checks",
  /** Issue 24 item 3: the organisation's imported SCORM courses (owners and admins). */
  organizationCourses: "/organization/courses",
  organizationEqualityActionPlan: "/organization/equality-action-plan",
  organizationEqualityActionPlanEditor: (id: number) => `/organization/equality-action-plan/${id}`,
  organizationEqualityActionPlanEditorPattern: "/organization/equality-action-plan/:planId",
  /** Issue 24 item 3: a member's imported courses and the sandboxed player of one. */
  courses: "/courses",
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  coursePattern: "/courses/:courseId",
  /** The e-mailed invitation link (single use, 7 days) and the shareable join link. */
  invitation: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  invitationPattern: "/invitations/:token",
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
  joinPattern: "/join/:token",
  /** Issue 25 item 2: the e-mailed one-time link to the organisation's confidential inclusion survey. */
  inclusionSurvey: (token: string) => `/inclusion-survey/${encodeURIComponent(token)}`,
  inclusionSurveyPattern: "/inclusion-survey/:token",
  /**
   * The e-mailed link to a personal data export (?token=…): a page with a Download button, signed in as
   * its owner, so opening the link (a mail scanner, a preview) spends nothing (issue 43 item 4).
   */
  dataExport: (id: number, token?: string) =>
    `/account/data-export/${id}${token ? `?token=${encodeURIComponent(token)}` : ""}`,
  dataExportPattern: "/account/data-export/:exportId",
  /** The link in a password-reset e-mail opens this page (it carries the token). */
  resetPassword: "/reset-password",
  /**
   * Issue 24: the PIVOT player an LMS package opens in a frame (the launch token in the fragment); no
   * app chrome, the one page another site may frame.
   */
  lmsPlay: "/lms/play",
  /** Full page navigations handled by the server (spec 1 §2). */
  apiLogin: "/api/login",
  apiLogout: "/api/logout",
  /** For crawlers, served by the server. */
  robotsTxt: "/robots.txt",
  sitemapXml: "/sitemap.xml",
} as const;

/** spec 3 §5: what a signed-out visitor of these screens is told on the way to sign-in. */
export const SIGN_IN_MESSAGES: Readonly<Record<string, string>> = {
  [paths.aiRecommendations]: "Please log in to access AI recommendations",
  [paths.advancedAnalytics]: "Please log in to access advanced analytics",
  [paths.team]: "Please log in to access team collaboration",
};

/** Sign-in that returns to a given path afterwards. */
export const loginHref = (returnTo?: string) =>
  returnTo && returnTo !== "/" ? `${paths.apiLogin}?returnTo=${encodeURIComponent(returnTo)}` : paths.apiLogin;

/** Where no crawler looks (robots.txt): the API, sign-in and every signed-in page. */
export const CRAWLER_DISALLOWED_PATHS: readonly string[] = [
  "/api/",
  paths.login,
  paths.resetPassword,
  paths.profile,
  "/account/",
  paths.admin,
  paths.mobile,
  paths.library,
  paths.pathways,
  paths.progress,
  paths.analytics,
  paths.aiDashboard,
  paths.credentials,
  paths.jedi,
  paths.aiRecommendations,
  paths.advancedAnalytics,
  paths.team,
  paths.contentGenerator,
  paths.contentProtection,
  paths.module(""),
  paths.sharedProgress(""),
  paths.subscription,
  paths.testPayment,
  paths.organization,
  paths.invitation(""),
  paths.join(""),
  paths.inclusionSurvey(""),
  paths.courses,
  paths.lmsPlay,
];

/** Title, description and Open Graph data of a public page. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  ogType: "website" | "article";
}

const SITE_NAME = "PIVOT Learning";

export const PUBLIC_PAGE_META = [
  {
    path: paths.home,
    title: "PIVOT Learning | From Compliance to Transformation",
    description:
      "Evidence-based, AI-enhanced workplace learning built on the PIVOT framework. Prepare for B-Corp certification, embed JEDI and move from compliance to transformation.",
    ogType: "website",
  },
  {
    path: paths.trainingServices,
    title: "Training Services | PIVOT Learning",
    description:
      "B-Corp, JEDI and leadership training programmes for UK organisations, delivered in person or virtually, with PIVOT platform access included.",
    ogType: "website",
  },
  {
    path: paths.pivotFramework,
    title: "The PIVOT Framework | PIVOT Learning",
    description:
      "Purpose, Innovation, Value, Optimization and Transformation: the five-pillar framework that moves organisations from compliance to lasting transformation.",
    ogType: "website",
  },
  {
    path: paths.learningLibrary,
    title: "Learning Library | PIVOT Learning",
    description:
      "Modules that cite their sources, narrated summaries and implementation guides on B-Corp certification, JEDI, inclusive leadership, sustainable business and UK compliance training, organised into pathways.",
    ogType: "website",
  },
  {
    path: paths.pilot,
    title: "Founding Partner Pilot Programme | PIVOT Learning",
    description:
      "Join the PIVOT Learning founding-partner pilot: up to 25 users per organisation, bi-weekly coaching and full platform access, with founding-partner pricing.",
    ogType: "website",
  },
  {
    path: paths.terms,
    title: "Terms of Service | PIVOT Learning",
    description:
      "The terms that govern your use of PIVOT Learning: accounts, subscriptions, monthly billing, cancellation, acceptable use, liability and governing law.",
    ogType: "article",
  },
  {
    path: paths.privacy,
    title: "Privacy Policy | PIVOT Learning",
    description:
      "How PIVOT Learning collects, uses and protects your personal data, how long we keep it, and your rights under UK GDPR, including complaints to the ICO.",
    ogType: "article",
  },
  {
    path: paths.dpa,
    title: "Data Processing Agreement | PIVOT Learning",
    description: "The UK GDPR Article 28 terms on which PIVOT Learning processes an organisation's people data for it.",
    ogType: "article",
  },
  {
    path: paths.accessibility,
    title: "Accessibility statement | PIVOT Learning",
    description:
      "How accessible PIVOT Learning is: the WCAG 2.2 AA standard we work to, how we test, the problems we know about and how to report one.",
    ogType: "article",
  },
] as const satisfies readonly PageMeta[];

export type PublicPagePath = (typeof PUBLIC_PAGE_META)[number]["path"];

/** The public pages in sitemap order. */
export const PUBLIC_PAGE_PATHS: readonly PublicPagePath[] = PUBLIC_PAGE_META.map((m) => m.path);

/** "/pilot/", "/pilot?x=1" and "/pilot#form" all mean /pilot. */
export function normalisePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] || "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function pageMetaFor(url: string): PageMeta | undefined {
  const path = normalisePath(url);
  return PUBLIC_PAGE_META.find((m) => m.path === path);
}

/** The absolute address of a page, for canonical links, og:url and the sitemap. */
export const absoluteUrl = (baseUrl: string, path: string) =>
  `${baseUrl.replace(/\/+$/, "")}${path === "/" ? "/" : path}`;

export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

/** The description, Open Graph and canonical tags of a page (the <title> is rendered separately). */
export function pageHeadTags(meta: PageMeta, baseUrl: string): HeadTag[] {
  const url = absoluteUrl(baseUrl, meta.path);
  return [
    { tag: "meta", attributes: { name: "description", content: meta.description } },
    { tag: "meta", attributes: { property: "og:title", content: meta.title } },
    { tag: "meta", attributes: { property: "og:description", content: meta.description } },
    { tag: "meta", attributes: { property: "og:type", content: meta.ogType } },
    { tag: "meta", attributes: { property: "og:url", content: url } },
    { tag: "meta", attributes: { property: "og:site_name", content: SITE_NAME } },
    { tag: "meta", attributes: { property: "og:locale", content: "en_GB" } },
    { tag: "link", attributes: { rel: "canonical", href: url } },
  ];
}
