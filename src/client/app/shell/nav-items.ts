import type { Role } from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";

/** spec 1 §2: the 13 top navigation items; desktop shows the first six. */
export const NAV_ITEMS = [
  { label: "Dashboard", to: paths.home },
  { label: "Library", to: paths.library },
  { label: "Pathways", to: paths.pathways },
  { label: "Progress", to: paths.progress },
  { label: "Analytics", to: paths.analytics },
  { label: "AI Insights", to: paths.aiRecommendations },
  { label: "Performance", to: paths.advancedAnalytics },
  { label: "Team", to: paths.team },
  { label: "Credentials", to: paths.credentials },
  { label: "B-Corp JEDI", to: paths.jedi },
  { label: "Training Services", to: paths.trainingServices },
  { label: "Content Generator", to: paths.contentGenerator, adminOnly: true },
  { label: "Content Protection", to: paths.contentProtection, adminOnly: true },
] as const;

/**
 * Issue 20: the organisation area, after the spec's thirteen (which stay as they are), like the
 * admin area; everyone sees it (without an organisation it shows how to create or join one).
 */
export const ORGANIZATION_ITEM = { label: "Organisation", to: paths.organization };

/**
 * The drawer's items for a role (issue 14): the generator and protection pages are administrators'
 * tools, so other roles do not see them; administrators also get the admin area.
 */
export function navItemsFor(role: Role): { label: string; to: string }[] {
  const items: { label: string; to: string; adminOnly?: boolean }[] = [...NAV_ITEMS];
  // Issue 26: the areas that had only an address come after the spec's items, Organisation last.
  if (role !== "admin") return [...items.filter((item) => !item.adminOnly), ...OTHER_AREAS, ORGANIZATION_ITEM];
  return [...items, ...OTHER_AREAS, ORGANIZATION_ITEM, { label: "Administration", to: paths.admin }];
}

export const DESKTOP_NAV_COUNT = 6;

/** A link of the navigation; `exact`: current on its own path only, not on the paths below it. */
export interface NavLink {
  label: string;
  to: string;
  exact?: boolean;
}

/**
 * Issue 26: signed-in areas outside the spec's thirteen that had no link, only an address (the
 * profile is the avatar's link on every screen).
 */
export const OTHER_AREAS: readonly NavLink[] = [
  { label: "Learning Hub", to: paths.aiDashboard },
  { label: "Mobile Dashboard", to: paths.mobile },
  { label: "Subscription", to: paths.subscription },
];

/**
 * Issue 26: the desktop "More" menu, everything after the spec's first six items: the rest of the
 * spec's items for the role (in the spec's order), then the other areas; Organisation too for someone
 * without an organisation role (those with one get the Organisation menu).
 */
export function moreNavItemsFor(role: Role, hasOrganization: boolean): NavLink[] {
  // The header links the admin area on its own.
  return navItemsFor(role).filter(
    (item) => !isFirstSix(item.to) && item.to !== paths.admin && !(hasOrganization && item.to === ORGANIZATION_ITEM.to),
  );
}

const isFirstSix = (to: string) => NAV_ITEMS.slice(0, DESKTOP_NAV_COUNT).some((item) => item.to === to);

export interface BottomBarItem {
  label: string;
  to: string;
  icon: "home" | "library" | "progress" | "team" | "profile" | "pathways" | "dashboard";
  /** Other routes on which this item is highlighted too. */
  alsoActiveOn?: string[];
  badge?: number;
}

/** spec 1 §2: the main bottom bar. */
export const PRIMARY_BOTTOM_BAR: BottomBarItem[] = [
  { label: "Home", to: paths.home, icon: "home" },
  { label: "Library", to: paths.library, icon: "library" },
  { label: "Progress", to: paths.progress, icon: "progress", alsoActiveOn: [paths.analytics] },
  // The prototype's fixed badge of 3 is gone (issue 10): unread notifications are counted on the bell.
  { label: "Team", to: paths.team, icon: "team" },
  { label: "Profile", to: paths.credentials, icon: "profile", alsoActiveOn: [paths.jedi] },
];

/** spec 1 §2: the second bottom bar, shown with the mobile-style dashboard. */
export const MOBILE_DASHBOARD_BOTTOM_BAR: BottomBarItem[] = [
  { label: "Dashboard", to: paths.home, icon: "dashboard" },
  { label: "Library", to: paths.library, icon: "library" },
  { label: "Pathways", to: paths.pathways, icon: "pathways" },
  { label: "Progress", to: paths.progress, icon: "progress" },
  { label: "Profile", to: paths.profile, icon: "profile" },
];

export const isActivePath = (current: string, item: { to: string; alsoActiveOn?: string[]; exact?: boolean }) =>
  [item.to, ...(item.alsoActiveOn ?? [])].some((p) =>
    p === "/" || item.exact ? current === p : current === p || current.startsWith(`${p}/`),
  );
