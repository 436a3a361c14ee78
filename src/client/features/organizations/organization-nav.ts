import {
  BarChart3,
  BookOpen,
  Building2,
  ClipboardCheck,
  CreditCard,
  GraduationCap,
  History,
  MailPlus,
  Route,
  Settings,
  Users,
} from "lucide-react";
import { paths } from "../../../contracts/routes";
import type { OrganizationRole } from "../../../domain/organization-roles";

export interface OrganizationNavItem {
  label: string;
  to: string;
  icon: typeof Building2;
  /** The organisation roles that see this item (the server checks again on every route). */
  roles: readonly OrganizationRole[];
}

const ADMINS: readonly OrganizationRole[] = ["owner", "admin"];

/** The organisation area's navigation (issue 20). */
export const ORGANIZATION_NAV: readonly OrganizationNavItem[] = [
  { label: "Overview", to: paths.organization, icon: Building2, roles: ["owner", "admin", "manager", "member"] },
  // Issue 26: the employer console as pages; a manager's figures cover their reports only.
  { label: "Team analytics", to: paths.organizationAnalytics, icon: BarChart3, roles: ["owner", "admin", "manager"] },
  { label: "Pathways", to: paths.organizationPathways, icon: Route, roles: ["owner", "admin", "manager"] },
  // Managers see their reports there, read-only ("My reports").
  { label: "Members", to: paths.organizationMembers, icon: Users, roles: ["owner", "admin", "manager"] },
  { label: "Invitations", to: paths.organizationInvitations, icon: MailPlus, roles: ADMINS },
  { label: "Billing", to: paths.organizationBilling, icon: CreditCard, roles: ["owner"] },
  { label: "Settings", to: paths.organizationSettings, icon: Settings, roles: ADMINS },
  { label: "Audit log", to: paths.organizationAuditLog, icon: History, roles: ["owner"] },
  // issue 22 item 5: item analysis of the members' knowledge checks.
  { label: "Knowledge checks", to: paths.organizationKnowledgeChecks, icon: ClipboardCheck, roles: ADMINS },
  // Issue 24 item 3: imported SCORM courses; every member plays theirs at /courses.
  { label: "SCORM courses", to: paths.organizationCourses, icon: BookOpen, roles: ADMINS },
  { label: "My courses", to: paths.courses, icon: GraduationCap, roles: ["owner", "admin", "manager", "member"] },
];

export const organizationNavFor = (role: OrganizationRole | null) =>
  ORGANIZATION_NAV.filter((item) => role !== null && item.roles.includes(role));
