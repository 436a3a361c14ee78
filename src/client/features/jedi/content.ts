import type { JediCategory } from "../../../domain/jedi-assessment";

/** The Overview tab's four cards (spec 2 §2): what each dimension covers and its focus areas. */
export const JEDI_DIMENSIONS: readonly {
  category: JediCategory;
  title: string;
  summary: string;
  focusAreas: readonly string[];
}[] = [
  {
    category: "justice",
    title: "Justice",
    summary: "Fair systems, accountable leadership and a supply chain that shares the benefits.",
    focusAreas: ["Leadership commitment", "Fair policies and processes", "Supplier diversity"],
  },
  {
    category: "equity",
    title: "Equity",
    summary: "Pay, promotion and opportunity that are fair in outcome, not only in intent.",
    focusAreas: ["Pay equity", "Advancement opportunities", "Reasonable adjustments"],
  },
  {
    category: "diversity",
    title: "Diversity",
    summary: "A workforce that reflects the communities you serve, at every level.",
    focusAreas: ["Representation by level", "Inclusive recruitment", "Cultural competency"],
  },
  {
    category: "inclusion",
    title: "Inclusion",
    summary: "Everyone can speak up, belong and shape the decisions that affect them.",
    focusAreas: ["Psychological safety", "Employee voice and agency", "Belonging"],
  },
];

/** spec 2 §2: the seven tabs, in order. */
export const JEDI_TABS = [
  { value: "overview", label: "Overview" },
  { value: "assessment", label: "Assessment" },
  { value: "pay-equity", label: "Pay Equity" },
  { value: "discussions", label: "Discussions" },
  { value: "audit-prep", label: "Audit Prep" },
  { value: "learning-paths", label: "Learning Paths" },
  { value: "b-corp-impact", label: "B-Corp Impact" },
  // Issue 25 items 2 and 3: the inclusion survey and the readiness assessment run as the organisation.
  { value: "organisation", label: "Organisation" },
] as const;
export type JediTab = (typeof JEDI_TABS)[number]["value"];
