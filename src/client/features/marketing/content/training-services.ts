import { Building2, type LucideIcon, Puzzle, Repeat } from "lucide-react";

export interface TrainingProgramme {
  id: string;
  title: string;
  summary: string;
  /** GBP, whole pounds. */
  price: number;
  durationDays: number;
  maxParticipants: number;
  outcomes: string[];
  featured?: boolean;
}

/** spec 3 §9: the four premium programmes; every one includes platform access. */
export const TRAINING_PROGRAMMES: TrainingProgramme[] = [
  {
    id: "foundation",
    title: "PIVOT Foundation Workshop",
    summary: "A practical introduction to the five PIVOT pillars for leadership teams starting their journey.",
    price: 3500,
    durationDays: 2,
    maxParticipants: 20,
    outcomes: [
      "A shared language for purpose, inclusion and impact",
      "Your organisation's baseline across the five pillars",
      "A prioritised 90-day action plan",
    ],
  },
  {
    id: "jedi-excellence",
    title: "JEDI Excellence Programme",
    summary: "Justice, equity, diversity and inclusion in depth, from data and policy to everyday leadership.",
    price: 7500,
    durationDays: 3,
    maxParticipants: 15,
    outcomes: [
      "An equity data review, including pay gap analysis",
      "Inclusive hiring, promotion and meeting practices",
      "JEDI metrics and accountability for your board",
    ],
  },
  {
    id: "b-corp-intensive",
    title: "B-Corp Readiness Intensive",
    summary: "Five days that take your team through the B Impact Assessment and the evidence certification needs.",
    price: 12500,
    durationDays: 5,
    maxParticipants: 25,
    outcomes: [
      "A completed draft B Impact Assessment",
      "Stakeholder governance changes mapped for your legal structure",
      "An evidence plan ready for verification",
    ],
    featured: true,
  },
  {
    id: "leadership-transformation",
    title: "Leadership Transformation Programme",
    summary: "For senior leaders who will sponsor change: purpose-led strategy, culture and inclusive leadership.",
    price: 6500,
    durationDays: 4,
    maxParticipants: 12,
    outcomes: [
      "A purpose statement that guides real decisions",
      "Inclusive leadership habits, practised and coached",
      "A change roadmap with measures of success",
    ],
  },
];

export interface CustomSolution {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

/** spec 3 §2: three custom solution types. */
export const CUSTOM_SOLUTIONS: CustomSolution[] = [
  {
    icon: Puzzle,
    title: "Bespoke workshops",
    description: "Sessions designed around your sector, your people data and the challenges you are facing now.",
    points: ["Pre-workshop diagnostic", "Tailored case studies", "Follow-up action planning"],
  },
  {
    icon: Building2,
    title: "Enterprise programmes",
    description: "Organisation-wide learning for 500+ employees, combining live training with platform pathways.",
    points: ["Cohort-based roll-out", "Manager and champion networks", "Board-level reporting"],
  },
  {
    icon: Repeat,
    title: "Ongoing advisory",
    description: "A retained expert who works alongside your team through certification and beyond.",
    points: ["Monthly strategy sessions", "Evidence and policy review", "Recertification support"],
  },
];

export interface SuccessStory {
  organisation: string;
  challenge: string;
  approach: string;
  result: string;
}

/**
 * spec 3 §2: three success stories. Written as illustrative examples of typical engagements,
 * not as claims about named clients.
 */
export const SUCCESS_STORIES: SuccessStory[] = [
  {
    organisation: "A 60-person sustainable products company",
    challenge: "Wanted B-Corp certification within a year but did not know where its assessment score stood.",
    approach: "B-Corp Readiness Intensive, followed by the certification pathway on the platform.",
    result: "A draft assessment and a clear evidence plan, with governance changes agreed by the board.",
  },
  {
    organisation: "A regional housing charity",
    challenge: "Staff surveys showed people did not feel safe raising concerns or ideas.",
    approach: "JEDI Excellence Programme for managers, with psychological safety modules for every team.",
    result: "Managers adopted shared meeting and feedback practices, tracked through team analytics.",
  },
  {
    organisation: "A growing professional services firm",
    challenge: "Partners agreed on values in principle but decisions did not reflect them.",
    approach: "Leadership Transformation Programme for the partner group, then PIVOT pathways for all staff.",
    result: "A purpose statement used in client and hiring decisions, and a change roadmap owned by the partners.",
  },
];

export interface DeliveryOption {
  title: string;
  /** GBP, whole pounds: "from" price. */
  fromPrice: number;
  description: string;
  points: string[];
}

/** spec 3 §9: in-person 2-day workshop from £5,000; virtual from £2,500. */
export const DELIVERY_OPTIONS: DeliveryOption[] = [
  {
    title: "In-person",
    fromPrice: 5000,
    description: "2-day workshop at your premises anywhere in the UK.",
    points: ["Face-to-face facilitation", "Printed workbooks and tools", "Team exercises and live coaching"],
  },
  {
    title: "Virtual",
    fromPrice: 2500,
    description: "Live online sessions that fit around your team's diaries.",
    points: ["Shorter sessions over several weeks", "Recordings for your team", "Works for distributed teams"],
  },
];

/** spec 3 §9: enterprise programmes are aimed at organisations of 500+ employees. */
export const ENTERPRISE_THRESHOLD = "500+ employees";
