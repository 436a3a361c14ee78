/**
 * Title, description and Open Graph data of every public page, in one table read by both sides:
 * the server writes it into the HTML it sends (so crawlers without JavaScript see it) and the
 * client renders it as React 19 <title>/<meta> tags. No Node imports: the client bundles this file.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  ogType: "website" | "article";
}

const SITE_NAME = "PIVOT Learning";

export const PUBLIC_PAGE_META = [
  {
    path: "/",
    title: "PIVOT Learning | From Compliance to Transformation",
    description:
      "Expert-led, AI-enhanced workplace learning built on the PIVOT framework. Prepare for B-Corp certification, embed JEDI and move from compliance to transformation.",
    ogType: "website",
  },
  {
    path: "/training-services",
    title: "Training Services | PIVOT Learning",
    description:
      "Expert-led B-Corp, JEDI and leadership training programmes for UK organisations, delivered in person or virtually, with PIVOT platform access included.",
    ogType: "website",
  },
  {
    path: "/pivot-framework",
    title: "The PIVOT Framework | PIVOT Learning",
    description:
      "Purpose, Innovation, Value, Optimization and Transformation: the five-pillar framework that moves organisations from compliance to lasting transformation.",
    ogType: "website",
  },
  {
    path: "/learning-library",
    title: "Learning Library | PIVOT Learning",
    description:
      "29 expert-led modules, podcasts and implementation guides on B-Corp certification, JEDI, inclusive leadership and sustainable business, organised into pathways.",
    ogType: "website",
  },
  {
    path: "/pilot",
    title: "Founding Partner Pilot Programme | PIVOT Learning",
    description:
      "Join 12 founding organisations in a 3-month PIVOT Learning pilot from September to November 2025: up to 25 users, coaching and full platform access for £1,000.",
    ogType: "website",
  },
  {
    path: "/terms",
    title: "Terms of Service | PIVOT Learning",
    description:
      "The terms that govern your use of PIVOT Learning: accounts, subscriptions, monthly billing, cancellation, acceptable use, liability and governing law.",
    ogType: "article",
  },
  {
    path: "/privacy",
    title: "Privacy Policy | PIVOT Learning",
    description:
      "How PIVOT Learning collects, uses and protects your personal data, how long we keep it, and your rights under UK GDPR, including complaints to the ICO.",
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
