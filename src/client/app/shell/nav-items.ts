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
  if (role !== "admin") return [...items.filter((item) => !item.adminOnly), ORGANIZATION_ITEM];
  return [...items, ORGANIZATION_ITEM, { label: "Administration", to: paths.admin }];
}

export const DESKTOP_NAV_COUNT = 6;

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

export const isActivePath = (current: string, item: { to: string; alsoActiveOn?: string[] }) =>
  [item.to, ...(item.alsoActiveOn ?? [])].some((p) =>
    p === "/" ? current === "/" : current === p || current.startsWith(`${p}/`),
  );
