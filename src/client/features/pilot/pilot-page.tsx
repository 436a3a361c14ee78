import { ArrowDown, Check, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatGBP } from "@/lib/format";
import type { PilotCohort } from "../../../contracts/pilot";
import { formatCalendarDay } from "../../../domain/calendar-day";
import {
  cohortClosedMessage,
  cohortFullMessage,
  NO_COHORT_MESSAGE,
  pilotMonths,
  pilotPeriod,
} from "../../../domain/pilot-cohort";
import { plural } from "../../../domain/plural";
import { REPLY_WITHIN } from "../../../domain/response-times";
import { usePilotCohort } from "./api/get-pilot-cohort";
import { DISCOUNTS, PILOT_BENEFITS, PILOT_OFFER, paymentOptions, pilotSteps, sizeRates } from "./content/pilot-offer";
import { PilotForm } from "./pilot-form";
import { WaitingListForm } from "./waiting-list-form";

/** Issue 26 item 4: what the page says about a cohort, from its record. */
function describeCohort(cohort: PilotCohort) {
  const months = pilotMonths(cohort);
  const pricePounds = cohort.pricePence / 100;
  return {
    cohort,
    open: cohort.status === "open",
    period: pilotPeriod(cohort),
    months,
    duration: plural(months, "month", "months"),
    pricePounds,
    // spec 3 §9: "also stated as £333/month" for £1,000 over 3 months.
    monthlyEquivalent: Math.round(pricePounds / months),
    closesOn: formatCalendarDay(cohort.applicationsCloseOn),
    closedMessage: cohort.placesLeft > 0 ? cohortClosedMessage(cohort) : cohortFullMessage(cohort),
  };
}
type CohortOffer = ReturnType<typeof describeCohort>;

function keyFacts(offer: CohortOffer) {
  return [
    { value: String(offer.cohort.places), label: "founding organisations" },
    { value: offer.duration, label: offer.open ? offer.period : `${offer.period} (applications closed)` },
    { value: `Up to ${PILOT_OFFER.maxUsers}`, label: "users per organisation" },
    {
      value: offer.pricePounds === 0 ? "Free" : formatGBP(offer.pricePounds, true),
      label: "total for the pilot",
    },
  ];
}

/** The hero's sentence and figures; while the cohort loads, placeholders of their size. */
function CohortSummary({ offer, loading }: { offer: CohortOffer | null; loading: boolean }) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading the pilot dates" className="mt-5 grid gap-4">
        <Skeleton className="h-7 max-w-2xl bg-white/10" />
        <div className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 bg-white/10" />
          ))}
        </div>
      </div>
    );
  }
  const intro = !offer
    ? "Founding partners get full platform access for their team, expert coaching and founding-partner pricing."
    : offer.open
      ? `We're inviting ${offer.cohort.places} organisations to a ${offer.months}-month pilot, ${offer.period}: full platform access for your team, expert coaching and founding-partner pricing.`
      : `Founding partners join in cohorts of ${offer.cohort.places} organisations for ${offer.duration}: full platform access for your team, expert coaching and founding-partner pricing. ${offer.closedMessage}`;
  return (
    <>
      <p className="mt-5 max-w-2xl text-lg text-inverse-muted">{intro}</p>
      {offer && (
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {keyFacts(offer).map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 p-4">
              <dt className="mt-1 text-sm text-inverse-muted">{fact.label}</dt>
              <dd className="text-2xl font-bold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/** spec 3 §2–§9: the founding-partner pilot offer and its application form. */
export default function PilotPage() {
  const cohortQuery = usePilotCohort();
  const offer = cohortQuery.data ? describeCohort(cohortQuery.data) : null;
  const open = offer?.open ?? false;
  return (
    <>
      <section aria-labelledby="pilot-title" className="bg-inverse text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-highlight uppercase">
            Founding Partner Pilot Programme
          </p>
          <h1 id="pilot-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Help shape PIVOT Learning as a founding partner
          </h1>
          <CohortSummary offer={offer} loading={cohortQuery.isPending} />
          <a
            href="#apply"
            className="mt-10 inline-flex h-11 items-center gap-2 rounded-md bg-highlight px-6 font-medium text-highlight-foreground hover:bg-highlight-hover focus-visible:outline-highlight"
          >
            {open || cohortQuery.isPending ? "Apply for the pilot" : "Join the waiting list"}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </div>
      </section>

      <section aria-labelledby="included-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="included-title" className="text-center text-3xl font-bold tracking-tight text-heading">
            What's included
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PILOT_BENEFITS.map((benefit) => {
              const Icon = benefit.icon;
              return (
                <li key={benefit.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                  <Icon className="size-7 text-primary" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-heading">{benefit.title}</h3>
                  <p className="mt-2 text-body">{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {offer && <PricingSection offer={offer} />}

      <section aria-labelledby="steps-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-heading">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {pilotSteps(offer && { duration: offer.duration, period: offer.open ? offer.period : null }).map(
              (step, index) => (
                <li key={step.title} className="rounded-2xl border p-6">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-heading">{step.title}</h3>
                  <p className="mt-2 text-body">{step.description}</p>
                </li>
              ),
            )}
          </ol>
        </div>
      </section>

      <section id="apply" aria-labelledby="apply-title" className="scroll-mt-20 bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <ApplySection offer={offer} query={cohortQuery} />
        </div>
      </section>
    </>
  );
}

/** Issue 26 item 4: the form while the cohort is open; once it has closed, why, and the waiting list. */
function ApplySection({ offer, query }: { offer: CohortOffer | null; query: ReturnType<typeof usePilotCohort> }) {
  if (query.isPending) {
    return (
      <>
        <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-heading">
          Apply to join the pilot
        </h2>
        <div role="status" aria-label="Loading the application form" className="mt-8 grid gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-heading">
          Apply to join the pilot
        </h2>
        <div className="mt-8">
          <QueryError
            title="The pilot dates could not be loaded"
            onRetry={() => query.refetch()}
            retryLabel="Try again"
          />
        </div>
      </>
    );
  }
  if (offer?.open) {
    return (
      <>
        <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-heading">
          Apply to join the pilot
        </h2>
        <p className="mt-3 text-lg text-body">
          Places are limited to {offer.cohort.places} organisations. Applications close on {offer.closesOn}. We'll
          contact you {REPLY_WITHIN} of receiving your application.
        </p>
        <div className="mt-8 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
          <PilotForm />
        </div>
      </>
    );
  }
  return (
    <>
      <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-heading">
        Join the waiting list
      </h2>
      <div
        role="note"
        className="mt-4 flex gap-3 rounded-xl border border-warning-border bg-warning-surface p-4 text-warning-foreground"
      >
        <Inbox className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{offer ? offer.closedMessage : NO_COHORT_MESSAGE}</strong> Leave your
          details and we'll e-mail you when applications for the next cohort open.
        </p>
      </div>
      <div className="mt-8 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
        <WaitingListForm labelledBy="apply-title" />
      </div>
    </>
  );
}

/** spec 3 §9's pricing, in proportion to the cohort's price; a free cohort says so and needs no options. */
function PricingSection({ offer }: { offer: CohortOffer }) {
  if (offer.pricePounds === 0) {
    return (
      <PricingFrame>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-body">
          The {offer.months}-month pilot is free, with up to {PILOT_OFFER.maxUsers} users.
        </p>
      </PricingFrame>
    );
  }
  const PAYMENT_OPTIONS = paymentOptions(offer.pricePounds);
  const SIZE_RATES = sizeRates(offer.pricePounds);
  return (
    <PricingFrame>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-body">
        {formatGBP(offer.pricePounds, true)} in total for the {offer.months}-month pilot, about{" "}
        {formatGBP(offer.monthlyEquivalent, true)} a month, with up to {PILOT_OFFER.maxUsers} users.
      </p>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-heading">Payment options</h3>
          <ul className="mt-4 divide-y">
            {PAYMENT_OPTIONS.map((option) => (
              <li key={option.label} className="flex items-center justify-between gap-4 py-3">
                <span>
                  <span className="block font-medium text-foreground">{option.label}</span>
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                </span>
                <span className="text-right font-bold whitespace-nowrap text-primary-strong">
                  {option.payments === 1
                    ? formatGBP(option.amount, true)
                    : `${formatGBP(option.amount, true)} x ${option.payments}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-heading">Rates by organisation size</h3>
          <ul className="mt-4 divide-y">
            {SIZE_RATES.map((rate) => (
              <li key={rate.employees} className="flex items-center justify-between gap-4 py-3">
                <span className="font-medium text-foreground">{rate.employees}</span>
                <span className="font-bold text-primary-strong">
                  {rate.price === null ? "Custom" : formatGBP(rate.price, true)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-heading">Discounts</h3>
          <ul className="mt-4 divide-y">
            {DISCOUNTS.map((discount) => (
              <li key={discount.organisationType} className="flex items-center justify-between gap-4 py-3">
                <span className="font-medium text-foreground">{discount.organisationType}</span>
                <span className="font-bold text-primary-strong">{discount.percent}% off</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-x-8 gap-y-2 text-prose">
        <li className="inline-flex items-center gap-2">
          <Check className="size-4 text-icon" aria-hidden="true" />
          Pricing locked for {PILOT_OFFER.pricingLockMonths} months after the pilot
        </li>
        <li className="inline-flex items-center gap-2">
          <Check className="size-4 text-icon" aria-hidden="true" />
          {PILOT_OFFER.guaranteeDays}-day satisfaction guarantee
        </li>
        <li className="inline-flex items-center gap-2">
          <Check className="size-4 text-icon" aria-hidden="true" />
          Email support with {PILOT_OFFER.supportResponseHours}-hour response
        </li>
      </ul>
    </PricingFrame>
  );
}

/** The pricing section's band and heading, around what the cohort's price allows. */
function PricingFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="pricing-title" className="bg-primary-surface py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-heading">
          Pilot pricing
        </h2>
        {children}
      </div>
    </section>
  );
}
