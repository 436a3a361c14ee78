/**
 * spec 2 §2: the Enterprise Solutions tab — LMS integration, white-label and the three-step
 * implementation process. Fixed marketing content, kept here rather than in the component.
 */
export interface EnterpriseFeatureGroup {
  title: string;
  description: string;
  items: readonly string[];
}

export const ENTERPRISE_FEATURE_GROUPS: readonly EnterpriseFeatureGroup[] = [
  {
    title: "LMS integration",
    description: "Run PIVOT Learning inside the learning systems your people already use.",
    items: ["SCORM 1.2 packages", "LTI", "Single sign-on with SAML or OAuth", "Progress-tracking APIs"],
  },
  {
    title: "White-label",
    description: "A learning platform that carries your brand, not ours.",
    items: [
      "Your branding throughout",
      "Your own domain with SSL",
      "Custom content for your organisation",
      "Dedicated support",
    ],
  },
];

export interface ImplementationStep {
  title: string;
  description: string;
}

export const IMPLEMENTATION_STEPS: readonly ImplementationStep[] = [
  { title: "Discovery Call", description: "We learn your goals, your systems and the people you want to reach." },
  { title: "Custom Setup", description: "We integrate, brand and configure the platform and your content." },
  { title: "Go Live", description: "Your teams start learning, with our support through the first months." },
];
