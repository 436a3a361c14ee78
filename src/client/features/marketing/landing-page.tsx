import { ArrowRight, CalendarDays, Clock, Mail } from "lucide-react";
import { appConfig } from "@/lib/app-config";
import { pillarStyle } from "@/lib/pillar-styles";
import { REPLY_WITHIN } from "../../../domain/response-times";
import { BookingLink, SignInLink } from "./booking-link";
import { CheckList } from "./check-list";
import {
  AI_EXPERT_FEATURES,
  B_CORP_PATHWAY_STEPS,
  FOUNDER_EXPERTISE,
  HEADLINE_STATISTICS,
  type IconCard,
  LANDING_PILLARS,
  LEARNING_FORMATS,
  MISSION_VALUES,
  REASONS_TO_CHOOSE,
} from "./content/landing";
import { LazyContactForm } from "./lazy-contact-form";
import MarketingLayout from "./marketing-layout";
import { SectionHeading } from "./section-heading";
import { StatisticSourceNote } from "./statistic-source-note";

const onDark = "focus-visible:outline-highlight";

function IconCardItem({ card, headingLevel = "h3" }: { card: IconCard; headingLevel?: "h3" | "h4" }) {
  const Heading = headingLevel;
  const Icon = card.icon;
  return (
    <li className="rounded-xl border bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary-surface text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-heading">{card.title}</Heading>
      <p className="mt-2 text-body">{card.description}</p>
    </li>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-inverse text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(245,196,81,0.18),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(31,122,120,0.55),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 lg:grid-cols-[1.2fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-inverse-muted">
            B-Corp and JEDI readiness, grounded in UK law and evidence
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            From compliance to <span className="text-highlight">transformation</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-inverse-muted sm:text-xl">
            PIVOT Learning helps organisations and professionals build purpose-led, inclusive and sustainable ways of
            working, with a clear pathway to B-Corp certification.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignInLink variant="accent" size="lg" className={onDark}>
              Start Your Journey
              <ArrowRight aria-hidden="true" />
            </SignInLink>
            <BookingLink
              variant="outline"
              size="lg"
              className={`border-white/50 bg-transparent text-white hover:bg-white/10 ${onDark}`}
            >
              <CalendarDays aria-hidden="true" />
              Book Free Consultation
            </BookingLink>
          </div>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-inverse-muted">
            <span className="inline-flex items-center gap-2">
              <Clock className="size-4 text-highlight" aria-hidden="true" />
              Free 30-minute consultation
            </span>
            <span className="inline-flex items-center gap-2">
              <Mail className="size-4 text-highlight" aria-hidden="true" />
              We reply {REPLY_WITHIN}
            </span>
          </p>
        </div>
        <ul aria-label="The five PIVOT pillars" className="grid gap-3">
          {LANDING_PILLARS.map((p) => (
            <li key={p.pillar} className="flex items-center gap-4 rounded-xl border border-white/15 bg-white/5 p-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-highlight text-xl font-bold text-highlight-foreground">
                {p.name[0]}
              </span>
              <span className="font-semibold">{p.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="about-title" eyebrow="About us" title="Our Mission">
          <p>
            We believe every organisation can be a force for good. Our mission is to make purpose, equity and
            sustainability practical: learning that leaders and teams can use straight away, grounded in evidence and
            measured by real change.
          </p>
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {MISSION_VALUES.map((card) => (
            <IconCardItem key={card.title} card={card} />
          ))}
        </ul>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-bold text-heading">Why choose PIVOT Learning</h3>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS_TO_CHOOSE.map((card) => (
              <IconCardItem key={card.title} card={card} headingLevel="h4" />
            ))}
          </ul>
        </div>

        <div className="mt-20 rounded-2xl bg-primary-surface p-8 sm:p-10">
          <h3 className="text-2xl font-bold text-heading">Founder expertise</h3>
          <p className="mt-2 max-w-3xl text-body">
            PIVOT Learning was founded by practitioners who have guided organisations through certification, inclusion
            strategy and culture change, and built the platform they wished they had.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {FOUNDER_EXPERTISE.map((block) => (
              <li key={block.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h4 className="font-semibold text-heading">{block.title}</h4>
                <CheckList className="mt-3" items={block.points} />
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-bold text-heading">The business case for purpose</h3>
          <dl className="mt-8 grid gap-6 md:grid-cols-3">
            {HEADLINE_STATISTICS.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border p-6 text-center">
                <dt className="order-2 mt-2 text-body">{stat.label}</dt>
                <dd className="order-1 text-4xl font-bold text-primary">{stat.value}</dd>
                <dd className="order-3 mt-4 text-left text-sm text-muted-foreground">
                  <StatisticSourceNote source={stat.source} />
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-bold text-heading">Your B-Corp certification pathway</h3>
          <p className="mx-auto mt-3 max-w-2xl text-center text-body">
            Four steps from first assessment to certification, with learning, tools and expert support at each stage.
          </p>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {B_CORP_PATHWAY_STEPS.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title} className="relative rounded-xl border bg-white p-6 shadow-sm">
                  <span className="text-sm font-semibold text-icon">Step {index + 1}</span>
                  <Icon className="mt-3 size-7 text-primary" aria-hidden="true" />
                  <h4 className="mt-3 text-lg font-semibold text-heading">{step.title}</h4>
                  <p className="mt-2 text-sm text-body">{step.description}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}

function ExpertLed() {
  return (
    <section aria-labelledby="expert-title" className="bg-primary-surface py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="expert-title" eyebrow="How we work" title="AI-enhanced learning, grounded in evidence">
          <p>
            Technology personalises the journey; every lesson shows the law, guidance and research it rests on. Together
            they turn good intentions into measurable progress.
          </p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {AI_EXPERT_FEATURES.map((card) => (
            <IconCardItem key={card.title} card={card} />
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <BookingLink variant="default" size="lg">
            <CalendarDays aria-hidden="true" />
            Book Expert Consultation
          </BookingLink>
          <SignInLink variant="outline" size="lg">
            Explore Platform
            <ArrowRight aria-hidden="true" />
          </SignInLink>
        </div>
      </div>
    </section>
  );
}

function PivotFramework() {
  return (
    <section id="pivot-framework" aria-labelledby="pivot-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="pivot-title" eyebrow="Our approach" title="The PIVOT Framework">
          <p>Five pillars that take an organisation from meeting requirements to leading change.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {LANDING_PILLARS.map((p) => {
            const tone = pillarStyle(p.pillar);
            const Icon = p.icon;
            return (
              <li key={p.pillar} className={`rounded-xl border ${tone.border} ${tone.soft} p-6`}>
                <div className="flex items-center justify-between">
                  <span
                    className={`flex size-11 items-center justify-center rounded-lg ${tone.solid} text-xl font-bold text-white`}
                  >
                    {p.name[0]}
                  </span>
                  <Icon className={`size-6 ${tone.text}`} aria-hidden="true" />
                </div>
                <h3 className={`mt-4 text-lg font-semibold ${tone.text}`}>{p.name}</h3>
                <p className="mt-2 text-sm text-body">{p.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex justify-center">
          <SignInLink size="lg">
            Explore PIVOT Framework
            <ArrowRight aria-hidden="true" />
          </SignInLink>
        </div>
      </div>
    </section>
  );
}

function LearningFormats() {
  return (
    <section aria-labelledby="formats-title" className="bg-surface py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="formats-title" eyebrow="Learning formats" title="Learn in the way that suits you">
          <p>Every module comes in formats designed for busy working lives.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {LEARNING_FORMATS.map((card) => (
            <IconCardItem key={card.title} card={card} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Contact() {
  const { contactEmail } = appConfig();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="contact-title" eyebrow="Contact" title="Get in touch">
          <p>Tell us about your organisation and what you want to achieve. We'll get back to you {REPLY_WITHIN}.</p>
        </SectionHeading>
        <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
            <LazyContactForm />
          </div>
          <div className="flex flex-col gap-6">
            <div className="rounded-2xl bg-primary-surface p-6 sm:p-8">
              <h3 className="text-xl font-semibold text-heading">Free B-Corp readiness consultation</h3>
              <p className="mt-2 text-body">
                In 30 minutes we'll look at where you are today, what certification would involve and the quickest wins
                for your organisation. No cost, no obligation.
              </p>
              <BookingLink variant="default" className="mt-5 w-full sm:w-auto">
                <CalendarDays aria-hidden="true" />
                Book Free 30-Minute Consultation
              </BookingLink>
            </div>
            <div className="rounded-2xl border p-6 sm:p-8">
              <h3 className="text-xl font-semibold text-heading">Prefer email?</h3>
              <p className="mt-2 text-body">
                Write to{" "}
                <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-4">
                  {contactEmail}
                </a>{" "}
                and we'll reply {REPLY_WITHIN}.
              </p>
            </div>
          </div>
        </div>
        <div className="mt-16 flex flex-col items-start gap-6 rounded-2xl bg-primary-strong p-6 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="text-2xl font-bold">Ready to start your B-Corp journey?</h3>
            <p className="mt-2 max-w-2xl text-inverse-muted">
              Talk to a B-Corp specialist about your certification timeline, your score and the support your team needs.
            </p>
          </div>
          <BookingLink variant="accent" size="lg" className={`shrink-0 ${onDark}`}>
            Book B-Corp Consultation
            <ArrowRight aria-hidden="true" />
          </BookingLink>
        </div>
      </div>
    </section>
  );
}

/** spec 1 §2: the landing page for signed-out visitors, every section in order. */
export default function LandingPage() {
  return (
    <MarketingLayout variant="landing">
      <Hero />
      <About />
      <ExpertLed />
      <PivotFramework />
      <LearningFormats />
      <Contact />
    </MarketingLayout>
  );
}
