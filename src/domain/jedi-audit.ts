/**
 * Equity audit preparation (spec 2 §2 "Equity audit preparation", §3 "Audit preparation profile",
 * "Audit vendor", §4 "Audit wizard", §5 audit steps, §9 "Audit timeline").
 */

export const ORGANIZATION_SIZES = ["small", "medium", "large", "xlarge"] as const;
export const INDUSTRIES = [
  "technology",
  "financial",
  "healthcare",
  "manufacturing",
  "education",
  "retail",
  "nonprofit",
  "other",
] as const;
export const TIMELINE_PREFERENCES = ["3-months", "6-months", "12-months"] as const;
export const BUDGET_RANGES = ["5000-8000", "8000-12000", "12000-18000", "18000+"] as const;

export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type TimelinePreference = (typeof TIMELINE_PREFERENCES)[number];
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const ORGANIZATION_SIZE_LABELS: Record<OrganizationSize, string> = {
  small: "Small (1-50 employees)",
  medium: "Medium (51-250 employees)",
  large: "Large (251-1,000 employees)",
  xlarge: "Very large (1,000+ employees)",
};
export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: "Technology",
  financial: "Financial services",
  healthcare: "Healthcare",
  manufacturing: "Manufacturing",
  education: "Education",
  retail: "Retail",
  nonprofit: "Non-profit",
  other: "Other",
};
export const TIMELINE_LABELS: Record<TimelinePreference, string> = {
  "3-months": "3 months",
  "6-months": "6 months",
  "12-months": "12 months",
};
export const BUDGET_LABELS: Record<BudgetRange, string> = {
  "5000-8000": "£5,000 - £8,000",
  "8000-12000": "£8,000 - £12,000",
  "12000-18000": "£12,000 - £18,000",
  "18000+": "£18,000+",
};

export interface AuditProfile {
  organizationSize: OrganizationSize | "";
  industry: Industry | "";
  timelinePreference: TimelinePreference;
  budgetRange: BudgetRange | "";
  specificConcerns: string;
}

// spec 2 §9: 6-months is the default timeline.
export const emptyAuditProfile = (): AuditProfile => ({
  organizationSize: "",
  industry: "",
  timelinePreference: "6-months",
  budgetRange: "",
  specificConcerns: "",
});

export interface AuditTimeline {
  prepWeeks: number;
  auditWeeks: number;
  followUpWeeks: number;
  totalWeeks: number;
}

// spec 2 §9: prep, audit and follow-up weeks per timeline preference.
const TIMELINE_WEEKS: Record<TimelinePreference, [number, number, number]> = {
  "3-months": [4, 2, 2],
  "6-months": [8, 3, 4],
  "12-months": [16, 4, 8],
};

export function auditTimeline(preference: TimelinePreference): AuditTimeline {
  const [prepWeeks, auditWeeks, followUpWeeks] = TIMELINE_WEEKS[preference];
  return { prepWeeks, auditWeeks, followUpWeeks, totalWeeks: prepWeeks + auditWeeks + followUpWeeks };
}

export interface AuditVendor {
  id: string;
  name: string;
  expertise: string[];
  regions: string[];
  languages: string[];
  certifications: string[];
  experience: string;
  priceRange: string;
  contact: { email: string; phone: string; website: string };
  /** Industries the vendor specialises in (matched against the profile's industry). */
  specializations: Industry[];
}

/**
 * spec 2 §3: three fixed vendor entries, price ranges £6,000-£18,000 (§9). They are sample entries
 * of a directory, with reserved example contact details, until a real vendor list is curated.
 */
export const AUDIT_VENDORS: readonly AuditVendor[] = [
  {
    id: "equity-insight",
    name: "Equity Insight Partners (sample)",
    expertise: ["Pay equity analysis", "Equal pay audits", "Representation data"],
    regions: ["England", "Wales"],
    languages: ["English", "Welsh"],
    certifications: ["CIPD Chartered", "Market Research Society"],
    experience: "12 years, 150+ audits",
    priceRange: "£6,000 - £10,000",
    contact: { email: "audits@example.org", phone: "+44 20 7946 0001", website: "https://example.org/equity-insight" },
    specializations: ["technology", "financial", "retail"],
  },
  {
    id: "inclusive-futures",
    name: "Inclusive Futures Consulting (sample)",
    expertise: ["Culture and inclusion surveys", "Accessibility reviews", "Leadership interviews"],
    regions: ["UK-wide", "Ireland"],
    languages: ["English", "Irish"],
    certifications: ["B Corp Certified", "ISO 30415 trained"],
    experience: "8 years, 90+ audits",
    priceRange: "£8,000 - £14,000",
    contact: {
      email: "hello@example.net",
      phone: "+44 161 496 0002",
      website: "https://example.net/inclusive-futures",
    },
    specializations: ["healthcare", "education", "nonprofit"],
  },
  {
    id: "fair-systems",
    name: "Fair Systems Audit Group (sample)",
    expertise: ["Process and policy audits", "Supplier diversity", "Recruitment and promotion data"],
    regions: ["UK-wide", "Europe"],
    languages: ["English", "French", "German"],
    certifications: ["ISO 9001 quality management", "Chartered Institute of Internal Auditors"],
    experience: "15 years, 200+ audits",
    priceRange: "£12,000 - £18,000",
    contact: { email: "contact@example.com", phone: "+44 113 496 0003", website: "https://example.com/fair-systems" },
    specializations: ["manufacturing", "financial", "technology", "other"],
  },
];

/** spec 2 §9: vendors filtered by industry match on their specialisations; all of them before an industry is chosen. */
export const vendorsForIndustry = (industry: Industry | "") =>
  industry === "" ? [...AUDIT_VENDORS] : AUDIT_VENDORS.filter((v) => v.specializations.includes(industry));

/** spec 2 §9: five categories of five items. */
export const AUDIT_CHECKLIST: readonly { category: string; items: readonly { id: string; label: string }[] }[] = [
  {
    category: "Data and records",
    items: [
      { id: "data-demographics", label: "Workforce demographic data collected with consent" },
      { id: "data-pay", label: "Pay, bonus and hours data for the snapshot date" },
      { id: "data-recruitment", label: "Recruitment data by stage (applied, shortlisted, hired)" },
      { id: "data-promotion", label: "Promotion and leaver data for the last 2 years" },
      { id: "data-protection", label: "Data protection impact assessment for the audit" },
    ],
  },
  {
    category: "Policies and procedures",
    items: [
      { id: "policy-equality", label: "Equality, diversity and inclusion policy" },
      { id: "policy-pay", label: "Pay and reward policy with pay bands" },
      { id: "policy-flexible", label: "Flexible working and family leave policies" },
      { id: "policy-grievance", label: "Grievance, whistleblowing and harassment procedures" },
      { id: "policy-accessibility", label: "Reasonable adjustments and accessibility procedure" },
    ],
  },
  {
    category: "Leadership and governance",
    items: [
      { id: "lead-sponsor", label: "Executive sponsor named for the audit" },
      { id: "lead-board", label: "Board briefed and findings reporting line agreed" },
      { id: "lead-budget", label: "Budget approved for the audit and follow-up actions" },
      { id: "lead-goals", label: "Current JEDI goals and progress to date written down" },
      { id: "lead-owner", label: "An owner for each follow-up area agreed in advance" },
    ],
  },
  {
    category: "People and communication",
    items: [
      { id: "people-announce", label: "Staff told why the audit is happening and how data is used" },
      { id: "people-networks", label: "Employee networks and representatives involved" },
      { id: "people-interviews", label: "Interview and focus group participants invited" },
      { id: "people-anonymous", label: "An anonymous way to contribute set up" },
      { id: "people-managers", label: "Managers briefed to answer questions" },
    ],
  },
  {
    category: "Logistics",
    items: [
      { id: "log-schedule", label: "Audit schedule agreed with the vendor" },
      { id: "log-access", label: "Systems access and a secure data transfer route ready" },
      { id: "log-contract", label: "Contract and confidentiality agreement signed" },
      { id: "log-rooms", label: "Accessible rooms and video calls booked" },
      { id: "log-contacts", label: "A single point of contact for the vendor named" },
    ],
  },
];

export const CHECKLIST_ITEM_IDS = AUDIT_CHECKLIST.flatMap((c) => c.items.map((i) => i.id));

// spec 2 §5: Generate Implementation Plan needs 60% of the checklist; the page advises 80%.
export const CHECKLIST_MINIMUM_PERCENT = 60;
export const CHECKLIST_ADVISED_PERCENT = 80;

export const checklistPercent = (ticked: readonly string[]) =>
  Math.round((CHECKLIST_ITEM_IDS.filter((id) => ticked.includes(id)).length / CHECKLIST_ITEM_IDS.length) * 100);

/** spec 2 §5: the gates of the four steps. */
export const canLeaveProfileStep = (profile: AuditProfile) =>
  profile.organizationSize !== "" && profile.industry !== "";
export const canLeaveVendorStep = (vendorIds: readonly string[]) =>
  vendorIds.some((id) => AUDIT_VENDORS.some((v) => v.id === id));
export const canGeneratePlan = (ticked: readonly string[]) => checklistPercent(ticked) >= CHECKLIST_MINIMUM_PERCENT;

export interface PlanPhase {
  name: string;
  startWeek: number;
  endWeek: number;
  activities: string[];
}

export interface ImplementationPlan {
  profile: AuditProfile;
  vendors: string[];
  checklistPercent: number;
  timeline: AuditTimeline;
  phases: PlanPhase[];
  openItems: string[];
}

/** The plan from the profile, the vendors chosen and the checklist: phases laid out in weeks. */
export function implementationPlan(
  profile: AuditProfile,
  vendorIds: readonly string[],
  ticked: readonly string[],
): ImplementationPlan {
  const timeline = auditTimeline(profile.timelinePreference);
  const vendors = AUDIT_VENDORS.filter((v) => vendorIds.includes(v.id)).map((v) => v.name);
  const open = AUDIT_CHECKLIST.flatMap((c) => c.items.filter((i) => !ticked.includes(i.id)).map((i) => i.label));
  const prepEnd = timeline.prepWeeks;
  const auditEnd = prepEnd + timeline.auditWeeks;
  return {
    profile,
    vendors,
    checklistPercent: checklistPercent(ticked),
    timeline,
    openItems: open,
    phases: [
      {
        name: "Preparation",
        startWeek: 1,
        endWeek: prepEnd,
        activities: [
          `Agree scope and schedule with ${vendors.join(" and ") || "your vendor"}`,
          open.length > 0
            ? `Finish the ${open.length} open checklist items`
            : "Confirm every checklist item with the vendor",
          "Share data securely and brief staff",
          ...(profile.specificConcerns.trim() ? [`Brief the vendor on: ${profile.specificConcerns.trim()}`] : []),
        ],
      },
      {
        name: "Audit",
        startWeek: prepEnd + 1,
        endWeek: auditEnd,
        activities: [
          "Data analysis and policy review",
          "Interviews and focus groups",
          "Draft findings reviewed with the sponsor",
        ],
      },
      {
        name: "Follow-up",
        startWeek: auditEnd + 1,
        endWeek: timeline.totalWeeks,
        activities: [
          "Final report to the board",
          "Action plan with owners and dates",
          "Share findings and actions with staff",
        ],
      },
    ],
  };
}
