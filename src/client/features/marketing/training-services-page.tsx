import { ArrowRight, CalendarDays, Clock, MonitorPlay, Quote, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatGBP } from "@/lib/format";
import { plural } from "../../../domain/plural";
import { BookingLink } from "./booking-link";
import { CheckList } from "./check-list";
import {
  CUSTOM_SOLUTIONS,
  DELIVERY_OPTIONS,
  ENTERPRISE_THRESHOLD,
  SUCCESS_STORIES,
  TRAINING_PROGRAMMES,
} from "./content/training-services";
import { SectionHeading } from "./section-heading";

/** spec 3 §2: Training Services — four programmes, custom solutions, success stories, delivery pricing. */
export default function TrainingServicesPage() {
  return (
    <>
      <section aria-labelledby="training-title" className="bg-inverse text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-highlight uppercase">In person or virtual</p>
          <h1 id="training-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Training Services
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-inverse-muted">
            Live programmes led by B-Corp, JEDI and leadership specialists, each with full access to the PIVOT Learning
            platform so the learning continues after the workshop.
          </p>
          <BookingLink variant="accent" size="lg" className="mt-8 focus-visible:outline-highlight">
            <CalendarDays aria-hidden="true" />
            Book Consultation
          </BookingLink>
        </div>
      </section>

      <section aria-labelledby="programmes-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="programmes-title" eyebrow="Programmes" title="Premium training programmes">
            <p>Every programme includes platform access for all participants.</p>
          </SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {TRAINING_PROGRAMMES.map((programme) => (
              <li
                key={programme.id}
                className={cn(
                  "flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
                  programme.featured && "border-brand-500 ring-1 ring-brand-500",
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="text-xl font-semibold text-heading">{programme.title}</h3>
                  {programme.featured && <Badge variant="accent">Most comprehensive</Badge>}
                </div>
                <p className="mt-2 text-body">{programme.summary}</p>
                <p className="mt-5 text-3xl font-bold text-primary-strong">{formatGBP(programme.price, true)}</p>
                <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-body">
                  <li className="inline-flex items-center gap-1.5">
                    <Clock className="size-4 text-icon" aria-hidden="true" />
                    {plural(programme.durationDays, "day", "days")}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <Users className="size-4 text-icon" aria-hidden="true" />
                    Up to {programme.maxParticipants} participants
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <MonitorPlay className="size-4 text-icon" aria-hidden="true" />
                    Platform access included
                  </li>
                </ul>
                <h4 className="mt-6 text-sm font-semibold text-heading">What your team leaves with</h4>
                <CheckList className="mt-2" items={programme.outcomes} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="custom-title" className="bg-primary-surface py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="custom-title" eyebrow="Tailored to you" title="Custom solutions">
            <p>When a standard programme is not the right fit, we design one with you.</p>
          </SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {CUSTOM_SOLUTIONS.map((solution) => {
              const Icon = solution.icon;
              return (
                <li key={solution.title} className="rounded-2xl bg-white p-6 shadow-sm">
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-heading">{solution.title}</h3>
                  <p className="mt-2 text-body">{solution.description}</p>
                  <CheckList className="mt-4" items={solution.points} />
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="stories-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="stories-title" eyebrow="Success stories" title="What success looks like">
            <p>
              Illustrative examples of typical engagements. Organisations are described, not named, and the details are
              representative rather than reports of specific clients.
            </p>
          </SectionHeading>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {SUCCESS_STORIES.map((story) => (
              <li key={story.organisation} className="flex flex-col rounded-2xl border p-6">
                <Quote className="size-7 text-icon-accent" aria-hidden="true" />
                <Badge variant="secondary" className="mt-4 self-start">
                  Illustrative example
                </Badge>
                <h3 className="mt-3 text-lg font-semibold text-heading">{story.organisation}</h3>
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="font-semibold text-primary-strong">Challenge</dt>
                    <dd className="text-body">{story.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-primary-strong">Approach</dt>
                    <dd className="text-body">{story.approach}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-primary-strong">Result</dt>
                    <dd className="text-body">{story.result}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="delivery-title" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="delivery-title" eyebrow="Pricing" title="In-person or virtual delivery">
            <p>Choose the format that works for your team.</p>
          </SectionHeading>
          <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
            {DELIVERY_OPTIONS.map((option) => (
              <li key={option.title} className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
                <h3 className="text-xl font-semibold text-heading">{option.title}</h3>
                <p className="mt-3">
                  <span className="text-sm text-body">from </span>
                  <span className="text-3xl font-bold text-primary-strong">{formatGBP(option.fromPrice, true)}</span>
                </p>
                <p className="mt-2 text-body">{option.description}</p>
                <CheckList className="mt-4" items={option.points} />
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-10 flex max-w-4xl flex-col items-start gap-5 rounded-2xl bg-primary-strong p-8 text-white md:flex-row md:items-center md:justify-between">
            <div>
              <h3 className="text-xl font-semibold">Enterprise programmes</h3>
              <p className="mt-2 text-inverse-muted">
                For organisations with {ENTERPRISE_THRESHOLD}: blended programmes, champion networks and reporting for
                your board.
              </p>
            </div>
            <BookingLink variant="accent" className="shrink-0 focus-visible:outline-highlight">
              Discuss an enterprise programme
              <ArrowRight aria-hidden="true" />
            </BookingLink>
          </div>
        </div>
      </section>
    </>
  );
}
