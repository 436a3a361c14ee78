import { CalendarCheck, GraduationCap, Lock, type LucideIcon, Mail, ShieldCheck, Users } from "lucide-react";
import { REPLY_HOURS, REPLY_WITHIN } from "../../../../domain/response-times";

/**
 * spec 3 §9: the founding-partner pilot, as offered. A cohort's dates, places and price are a record
 * administrators edit (issue 26 item 4, GET /api/pilot/cohort); what is the same for every cohort is here.
 */
export const PILOT_OFFER = {
  maxUsers: 25,
  coachingSessions: 6,
  supportResponseHours: REPLY_HOURS,
  pricingLockMonths: 6,
  guaranteeDays: 30,
} as const;

export interface PaymentOption {
  label: string;
  /** GBP per payment. */
  amount: number;
  payments: number;
  description: string;
}

/**
 * spec 3 §9: £1,000 upfront, £350 x 3, or £175 x 6 for the £1,000 pilot: paying in instalments costs 5%
 * more. Kept in that proportion to the cohort's price (whole pounds).
 */
export function paymentOptions(pricePounds: number): PaymentOption[] {
  const instalments = pricePounds * 1.05;
  return [
    { label: "Pay upfront", amount: pricePounds, payments: 1, description: "One payment before the pilot starts" },
    { label: "Monthly", amount: Math.round(instalments / 3), payments: 3, description: "Three monthly payments" },
    {
      label: "Fortnightly",
      amount: Math.round(instalments / 6),
      payments: 6,
      description: "Six payments, one per coaching cycle",
    },
  ];
}

export interface SizeRate {
  employees: string;
  /** GBP for the pilot, or null when priced individually. */
  price: number | null;
}

/** spec 3 §9: size rates, 1-5 employees £750 and 6-25 £1,000 for the £1,000 pilot (75% and the price). */
export const sizeRates = (pricePounds: number): SizeRate[] => [
  { employees: "1-5 employees", price: Math.round(pricePounds * 0.75) },
  { employees: "6-25 employees", price: pricePounds },
  { employees: "26+ employees", price: null },
];

/** spec 3 §9: discounts by organisation type. */
export const DISCOUNTS: { organisationType: string; percent: number }[] = [
  { organisationType: "Charities", percent: 30 },
  { organisationType: "Social enterprises", percent: 25 },
  { organisationType: "B-Corps", percent: 15 },
];

export interface PilotBenefit {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const PILOT_BENEFITS: PilotBenefit[] = [
  {
    icon: GraduationCap,
    title: `Full platform access for up to ${PILOT_OFFER.maxUsers} users`,
    description:
      "Every module and learning pathway in the library, the UK compliance courses too, with progress tracking, certificates and team analytics.",
  },
  {
    icon: CalendarCheck,
    title: `${PILOT_OFFER.coachingSessions} bi-weekly coaching sessions`,
    description: "Expert sessions every two weeks to turn learning into action and keep your pilot on track.",
  },
  {
    icon: Mail,
    title: "Email support",
    description: `Questions answered by our team ${REPLY_WITHIN}.`,
  },
  {
    icon: Lock,
    title: "Founding partner pricing lock",
    description: `Your pilot pricing is locked for ${PILOT_OFFER.pricingLockMonths} months after the pilot ends.`,
  },
  {
    icon: ShieldCheck,
    title: `${PILOT_OFFER.guaranteeDays}-day satisfaction guarantee`,
    description: `Not the right fit? Tell us within ${PILOT_OFFER.guaranteeDays} days and we will refund you in full.`,
  },
  {
    icon: Users,
    title: "Shape the product",
    description: "Founding partners help decide what we build next, through feedback sessions and early access.",
  },
];

/** How a pilot runs; the last step names the open cohort's months (its length alone once it has closed). */
export const pilotSteps = (
  cohort: { duration: string; period: string | null } | null,
): { title: string; description: string }[] => [
  { title: "Apply", description: "Tell us about your organisation using the form below. It takes about five minutes." },
  {
    title: "Talk to us",
    description: `We'll contact you ${REPLY_WITHIN} to discuss your goals and answer questions.`,
  },
  { title: "Onboard", description: "We set up your team, agree goals and book your coaching sessions." },
  {
    title: "Pilot",
    description: !cohort
      ? "Learning and coaching for your team, with a coaching session every two weeks."
      : `${cohort.duration} of learning and coaching${cohort.period ? `, ${cohort.period}` : ""}.`,
  },
];
