import { ArrowRight, CalendarDays, Check } from "lucide-react";
import { colorStyle } from "@/lib/pillar-styles";
import { FRAMEWORK_PAGE_PILLAR_COLORS } from "../../../domain/pillars";
import { BookingLink, SignInLink } from "./booking-link";
import { FRAMEWORK_PILLARS, IMPLEMENTATION_STEPS } from "./content/pivot-framework";
import { SectionHeading } from "./section-heading";
import { StatisticSourceNote } from "./statistic-source-note";

/** spec 3 §2: the five pillars with impact claims and the four-step implementation process. */
export default function PivotFrameworkPage() {
  return (
    <>
      <section aria-labelledby="framework-title" className="bg-inverse text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-highlight uppercase">Our proprietary framework</p>
          <h1 id="framework-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            The PIVOT Framework
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-inverse-muted">
            Purpose, Innovation, Value, Optimization and Transformation: five pillars that move an organisation from
            compliance to lasting transformation.
          </p>
          <ol aria-label="The five pillars" className="mt-8 flex flex-wrap gap-2">
            {FRAMEWORK_PILLARS.map((p) => (
              <li key={p.pillar}>
                <a
                  href={`#pillar-${p.pillar.toLowerCase()}`}
                  className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1.5 text-sm font-medium hover:bg-white/20 focus-visible:outline-highlight"
                >
                  <span className="font-bold text-highlight">{p.pillar[0]}</span>
                  {p.pillar}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="pillars-title" eyebrow="Five pillars" title="What each pillar delivers" />
          <ol className="mt-12 space-y-6">
            {FRAMEWORK_PILLARS.map((p) => {
              const tone = colorStyle(FRAMEWORK_PAGE_PILLAR_COLORS[p.pillar]);
              const Icon = p.icon;
              return (
                <li
                  key={p.pillar}
                  id={`pillar-${p.pillar.toLowerCase()}`}
                  className={`scroll-mt-24 grid gap-6 rounded-2xl border ${tone.border} ${tone.soft} p-6 sm:p-8 lg:grid-cols-[1fr_18rem]`}
                >
                  <div>
                    <div className="flex items-center gap-4">
                      <span
                        className={`flex size-14 shrink-0 items-center justify-center rounded-xl ${tone.solid} text-2xl font-bold text-white`}
                      >
                        {p.pillar[0]}
                      </span>
                      <div>
                        <h3 className={`text-2xl font-bold ${tone.text}`}>{p.pillar}</h3>
                        <p className="text-body">{p.tagline}</p>
                      </div>
                      <Icon className={`ml-auto hidden size-8 sm:block ${tone.text}`} aria-hidden="true" />
                    </div>
                    <p className="mt-4 text-prose">{p.description}</p>
                    <h4 className="mt-5 text-sm font-semibold text-foreground">Focus areas</h4>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {p.focusAreas.map((area) => (
                        <li
                          key={area}
                          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-prose"
                        >
                          <Check className={`size-3.5 ${tone.text}`} aria-hidden="true" />
                          {area}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="flex flex-col justify-center rounded-xl bg-white p-6 text-center shadow-sm">
                    <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Impact</p>
                    <p className={`mt-1 text-4xl font-bold ${tone.text}`}>{p.impact.figure}</p>
                    <p className="mt-2 text-sm text-body">{p.impact.claim}</p>
                    {p.impact.source && (
                      <p className="mt-3 text-left text-xs text-muted-foreground">
                        <StatisticSourceNote source={p.impact.source} />
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-primary-surface py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="process-title" eyebrow="How it works" title="A four-step implementation process">
            <p>From first conversation to lasting change, each step builds on the one before.</p>
          </SectionHeading>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {IMPLEMENTATION_STEPS.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white">
                      {index + 1}
                    </span>
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                  </div>
                  <h3 className="mt-4 text-lg font-semibold text-heading">{step.title}</h3>
                  <p className="mt-2 text-sm text-body">{step.description}</p>
                </li>
              );
            })}
          </ol>
          <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
            <BookingLink variant="default" size="lg">
              <CalendarDays aria-hidden="true" />
              Book Consultation
            </BookingLink>
            <SignInLink variant="outline" size="lg">
              Start learning the framework
              <ArrowRight aria-hidden="true" />
            </SignInLink>
          </div>
        </div>
      </section>
    </>
  );
}
