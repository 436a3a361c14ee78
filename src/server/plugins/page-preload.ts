import fs from "node:fs";
import path from "node:path";
import { credentialsEndpoints } from "../../contracts/api/credentials";
import { dashboardEndpoints } from "../../contracts/api/dashboard";
import { pathwaysEndpoints } from "../../contracts/api/pathways";
import { urlOf } from "../../contracts/endpoint";
import { normalisePath, paths } from "../../contracts/routes";

/** One chunk of Vite's build manifest, keyed by its source path (`build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** What a signed-in page needs before it can paint: its lazy modules (as the manifest names them) and its reads. */
interface PageNeeds {
  modules: readonly string[];
  data?: readonly string[];
}

/** The sign-in check every signed-in page starts with (client/lib/use-auth.ts; issue 26: /api/auth/session). */
export const CURRENT_USER_URL = "/api/auth/session";

/** Every signed-in page renders inside TanStack Query's provider and the app shell (app/layouts.tsx). */
const SHELL = ["src/client/lib/query-provider.tsx", "src/client/app/shell/app-shell.tsx"];
const page = (source: string, data?: readonly string[], more: readonly string[] = []): PageNeeds => ({
  modules: [...SHELL, `src/client/features/${source}.tsx`, ...more],
  data,
});

/**
 * The lazy page chunk and first reads of each signed-in page (app/router.tsx), so the browser
 * fetches them while the entry chunk loads instead of one after another. The dashboard's reads are
 * the ones features/dashboard/dashboard-data.ts prefetches: its query, and the catalogue and
 * pathways its widgets list (the largest paint is a module card).
 */
const ADMIN_LAYOUT = "src/client/features/admin/admin-layout.tsx";
const SIGNED_IN_PAGES: Record<string, PageNeeds> = {
  [paths.home]: page(
    "dashboard/dashboard-page",
    [urlOf(dashboardEndpoints.dashboard), "/api/modules", urlOf(pathwaysEndpoints.list)],
    ["src/client/features/dashboard/dashboard-data.ts"],
  ),
  [paths.mobile]: page("dashboard/mobile-dashboard-page", [urlOf(dashboardEndpoints.dashboard)]),
  [paths.profile]: page("auth/profile-page"),
  [paths.admin]: page("pilot/admin-applications-page", undefined, [ADMIN_LAYOUT]),
  [paths.library]: page("library/library-page"),
  [paths.pathways]: page("pathways/pathways-page"),
  [paths.progress]: page("progress/progress-page"),
  [paths.analytics]: page("analytics/analytics-page"),
  [paths.team]: page("team/team-page", ["/api/organizations"]),
  [paths.aiDashboard]: page("insights/hub-page", ["/api/modules", "/api/user/progress", "/api/user/stats"]),
  [paths.aiRecommendations]: page("insights/intelligence-page", ["/api/modules", "/api/user/progress"]),
  [paths.advancedAnalytics]: page("insights/advanced-analytics-page", [
    "/api/user/stats",
    "/api/user/progress",
    "/api/modules",
  ]),
  [paths.jedi]: page("jedi/jedi-page"),
  [paths.credentials]: page("credentials/credentials-page", [
    urlOf(credentialsEndpoints.wallet),
    urlOf(credentialsEndpoints.userCertificates),
    urlOf(credentialsEndpoints.available),
  ]),
  [paths.subscribe]: page("billing/subscribe-page", ["/api/subscription/status"]),
  [paths.subscription]: page("billing/subscription-page", [
    "/api/subscription/status",
    "/api/subscription/usage",
    "/api/subscription/payments",
  ]),
  [paths.adminEnquiries]: page("billing/admin-enquiries-page", undefined, [ADMIN_LAYOUT]),
  // The admin area (issue 14): each page inside its layout.
  [paths.adminUsers]: page("admin/users-page", undefined, [ADMIN_LAYOUT]),
  // Issue 10: the outbox and the support inbox.
  [paths.adminOutbox]: page("notifications/admin-outbox-page", undefined, [ADMIN_LAYOUT]),
  [paths.adminSupport]: page("notifications/admin-support-page", undefined, [ADMIN_LAYOUT]),
  [paths.contentGenerator]: page("content/content-generator-page", undefined, [ADMIN_LAYOUT]),
  [paths.contentProtection]: page("protection/content-protection-page", undefined, [ADMIN_LAYOUT]),
};
const MODULE_PAGE = page("modules/module-page");
const MODULE_PREFIX = paths.module("");

/** Every source module the table names, so a test can check that each still exists. */
export const PRELOADED_SOURCES: readonly string[] = [
  ...new Set([...Object.values(SIGNED_IN_PAGES), MODULE_PAGE].flatMap((needs) => needs.modules)),
];

function needsOf(url: string): PageNeeds | undefined {
  const pathname = normalisePath(url);
  if (pathname.startsWith(MODULE_PREFIX) && pathname.length > MODULE_PREFIX.length) return MODULE_PAGE;
  return SIGNED_IN_PAGES[pathname];
}

/** Vite's manifest of the built client, read once at start-up; undefined for a build without one. */
export function readViteManifest(clientDir: string): ViteManifest | undefined {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ViteManifest) : undefined;
}

/** The chunk files of the given manifest keys and everything they import statically, in load order. */
function chunkFiles(manifest: ViteManifest, keys: readonly string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file)) return;
    skip.add(chunk.file);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export interface PreloadTags {
  /** `<link rel="preload" as="fetch">` for the page's reads: first in the head, the server answers them while the entry loads. */
  data: string;
  /** `<link rel="modulepreload">` for the page's chunks, after the entry's own. */
  modules: string;
}

/**
 * The preload links of a page requested with a session cookie: the lazy chunks its first render
 * needs and the API reads it starts. The fetch preloads are `crossorigin` (CORS mode, same-origin
 * credentials), which is what the client's plain `fetch` asks for, so the browser hands the
 * preloaded answer to it instead of fetching again (client/lib/api-request.ts). Without a session
 * cookie nothing is preloaded: the reads would only answer 401.
 */
export function createPagePreloads(manifest: ViteManifest | undefined) {
  const entryFiles = new Set<string>();
  if (manifest) {
    const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    chunkFiles(manifest, entries, entryFiles);
  }
  const cache = new Map<PageNeeds, PreloadTags>();

  return function preloadTags(url: string, hasSession: boolean): PreloadTags | undefined {
    const needs = hasSession ? needsOf(url) : undefined;
    if (!needs) return undefined;
    let tags = cache.get(needs);
    if (!tags) {
      const files = manifest ? chunkFiles(manifest, needs.modules, new Set(entryFiles)) : [];
      tags = {
        data: [CURRENT_USER_URL, ...(needs.data ?? [])]
          .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
          .join("\n    "),
        modules: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    "),
      };
      cache.set(needs, tags);
    }
    return tags;
  };
}
