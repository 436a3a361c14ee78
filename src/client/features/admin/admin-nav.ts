import {
  ClipboardCheck,
  FileText,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Shield,
  Sparkles,
  Users,
} from "lucide-react";
import { paths } from "../../../contracts/routes";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What a signed-in user without the admin role is told on this page. */
  denied: string;
}

/**
 * The admin area's navigation (issue 14): every page the router places inside the admin layout.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    label: "Pilot applications",
    to: paths.admin,
    icon: FileText,
    denied: "You need administrator access to view pilot applications.",
  },
  {
    label: "Enquiries",
    to: paths.adminEnquiries,
    icon: MessagesSquare,
    denied: "You need administrator access to view sales enquiries.",
  },
  { label: "Outbox", to: paths.adminOutbox, icon: Mail, denied: "You need administrator access to read the outbox." },
  {
    label: "Support inbox",
    to: paths.adminSupport,
    icon: LifeBuoy,
    denied: "You need administrator access to answer support conversations.",
  },
  { label: "Users", to: paths.adminUsers, icon: Users, denied: "You need administrator access to manage users." },
  {
    label: "Content generator",
    to: paths.contentGenerator,
    icon: Sparkles,
    denied: "You need administrator access to use the content generator.",
  },
  {
    label: "Content protection",
    to: paths.contentProtection,
    icon: Shield,
    denied: "You need administrator access to change content protection.",
  },
  {
    label: "Knowledge checks",
    to: paths.adminKnowledgeChecks,
    icon: ClipboardCheck,
    denied: "You need administrator access to edit knowledge checks.",
  },
];

/** The current item: an exact match, or the longest item path the current path starts with. */
export function activeAdminItem(
  pathname: string,
  items: readonly AdminNavItem[] = ADMIN_NAV,
): AdminNavItem | undefined {
  return [...items]
    .sort((a, b) => b.to.length - a.to.length)
    .find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
