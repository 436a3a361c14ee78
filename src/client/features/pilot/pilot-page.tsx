import { ArrowDown, Check } from "lucide-react";
import { formatGBP } from "../../lib/format";
import {
  DISCOUNTS,
  PAYMENT_OPTIONS,
  PILOT_BENEFITS,
  PILOT_OFFER,
  PILOT_STEPS,
  SIZE_RATES,
} from "./content/pilot-offer";
import { PilotForm } from "./pilot-form";

const KEY_FACTS = [
  { value: String(PILOT_OFFER.organisations), label: "founding organisations" },
  { value: `${PILOT_OFFER.months} months`, label: PILOT_OFFER.period },
  { value: `Up to ${PILOT_OFFER.maxUsers}`, label: "users per organisation" },
  { value: formatGBP(PILOT_OFFER.totalPrice, true), label: "total for the pilot" },
];

/** spec 3 §2–§9: the founding-partner pilot offer and its application form. */
export default function PilotPage() {
  return (
    <>
      <section aria-labelledby="pilot-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            Founding Partner Pilot Programme
          </p>
          <h1 id="pilot-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Help shape PIVOT Learning as a founding partner
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            We're inviting {PILOT_OFFER.organisations} organisations to a {PILOT_OFFER.months}-month pilot,{" "}
            {PILOT_OFFER.period}: full platform access for your team, expert coaching and founding-partner pricing.
          </p>
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {KEY_FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 p-4">
                <dt className="mt-1 text-sm text-brand-100">{fact.label}</dt>
                <dd className="text-2xl font-bold text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <a
            href="#apply"
            className="mt-10 inline-flex h-11 items-center gap-2 rounded-md bg-accent-400 px-6 font-medium text-brand-900 hover:bg-accent-500 focus-visible:outline-accent-400"
          >
            Apply for the pilot
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </div>
      </section>

      <section aria-labelledby="included-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="included-title" className="text-center text-3xl font-bold tracking-tight text-brand-900">
            What's included
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PILOT_BENEFITS.map((benefit) => {
              const Icon = benefit.icon;
              return (
                <li key={benefit.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                  <Icon className="size-7 text-brand-700" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-brand-900">{benefit.title}</h3>
                  <p className="mt-2 text-slate-700">{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-title" className="bg-brand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-brand-900">
            Pilot pricing
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
            {formatGBP(PILOT_OFFER.totalPrice, true)} in total for the {PILOT_OFFER.months}-month pilot, about{" "}
            {formatGBP(PILOT_OFFER.monthlyEquivalent, true)} a month, with up to {PILOT_OFFER.maxUsers} users.
          </p>
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            <div className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">Payment options</h3>
              <ul className="mt-4 divide-y">
                {PAYMENT_OPTIONS.map((option) => (
                  <li key={option.label} className="flex items-center justify-between gap-4 py-3">
                    <span>
                      <span className="block font-medium text-slate-900">{option.label}</span>
                      <span className="text-sm text-slate-600">{option.description}</span>
                    </span>
                    <span className="text-right font-bold whitespace-nowrap text-brand-800">
                      {option.payments === 1
                        ? formatGBP(option.amount, true)
                        : `${formatGBP(option.amount, true)} x ${option.payments}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">Rates by organisation size</h3>
              <ul className="mt-4 divide-y">
                {SIZE_RATES.map((rate) => (
                  <li key={rate.employees} className="flex items-center justify-between gap-4 py-3">
                    <span className="font-medium text-slate-900">{rate.employees}</span>
                    <span className="font-bold text-brand-800">
                      {rate.price === null ? "Custom" : formatGBP(rate.price, true)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">Discounts</h3>
              <ul className="mt-4 divide-y">
                {DISCOUNTS.map((discount) => (
                  <li key={discount.organisationType} className="flex items-center justify-between gap-4 py-3">
                    <span className="font-medium text-slate-900">{discount.organisationType}</span>
                    <span className="font-bold text-brand-800">{discount.percent}% off</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-x-8 gap-y-2 text-slate-800">
            <li className="inline-flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden="true" />
              Pricing locked for {PILOT_OFFER.pricingLockMonths} months after the pilot
            </li>
            <li className="inline-flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden="true" />
              {PILOT_OFFER.guaranteeDays}-day satisfaction guarantee
            </li>
            <li className="inline-flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden="true" />
              Email support with {PILOT_OFFER.supportResponseHours}-hour response
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-brand-900">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PILOT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="apply" aria-labelledby="apply-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-brand-900">
            Apply to join the pilot
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Places are limited to {PILOT_OFFER.organisations} organisations. We'll contact you within{" "}
            {PILOT_OFFER.contactWithinHours} hours of receiving your application.
          </p>
          <div className="mt-8 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
            <PilotForm />
          </div>
        </div>
      </section>
    </>
  );
}
