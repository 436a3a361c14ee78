import { ArrowRight, CalendarDays, Clock, Layers, Lock, RefreshCw } from "lucide-react";
import { ModuleCover } from "@/components/module-cover";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { pillarStyle } from "@/lib/pillar-styles";
import type { ModuleSummary } from "../../../contracts/modules";
import { loginHref, paths } from "../../../contracts/routes";
import { formatLearningMinutes } from "../../../domain/learning-time";
import { moduleTypeLabel } from "../../../domain/pillars";
import { isOfferable } from "../../../domain/recommendations";
import { useFeaturedPathways } from "./api/get-featured-pathways";
import { usePublicModules } from "./api/get-public-modules";
import { BookingLink, SignInLink } from "./booking-link";
import { FEATURED_MODULE_COUNT, LIBRARY_FORMATS } from "./content/learning-library";
import { SectionHeading } from "./section-heading";

/** The six newest modules open on the free plan; premium ones only fill any gap; never one without a body. */
function featuredModules(modules: ModuleSummary[], count = FEATURED_MODULE_COUNT): ModuleSummary[] {
  const newest = modules.filter(isOfferable).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return [...newest.filter((m) => !m.isPremium), ...newest.filter((m) => m.isPremium)].slice(0, count);
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-10 flex flex-col items-center gap-3 rounded-xl border bg-white p-8 text-center">
      <p className="text-body">We couldn't load the {what} just now.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

function ModuleCard({ module }: { module: ModuleSummary }) {
  const tone = pillarStyle(module.pivotPillar);
  return (
    <li className="flex flex-col rounded-2xl border bg-white p-6 shadow-sm">
      <ModuleCover module={module} className="mb-4" />
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone.soft} ${tone.text}`}>
          {module.pivotPillar}
        </span>
        <Badge variant="secondary">{moduleTypeLabel(module.type)}</Badge>
        {module.isPremium && (
          <Badge variant="accent">
            <Lock className="size-3" aria-hidden="true" />
            Premium
          </Badge>
        )}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-heading">{module.title}</h3>
      <p className="mt-2 text-sm text-body">{module.description}</p>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {module.duration !== null && (
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {module.duration} min
          </span>
        )}
        {module.difficulty && <span className="capitalize">{module.difficulty}</span>}
        <span>{module.category}</span>
      </p>
      <a
        href={loginHref(paths.module(module.id))}
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-primary hover:underline"
      >
        Start module<span className="sr-only">: {module.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}

function FeaturedModules() {
  const modules = usePublicModules();
  return (
    <section aria-labelledby="featured-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="featured-title" eyebrow="Start here" title="Featured modules">
          <p>The newest modules you can start on the free plan.</p>
        </SectionHeading>
        {modules.isError ? (
          <LoadError what="featured modules" onRetry={() => modules.refetch()} />
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={modules.isPending}>
            {modules.isPending
              ? Array.from({ length: FEATURED_MODULE_COUNT }, (_, i) => (
                  <li key={i}>
                    <Skeleton className="h-64 rounded-2xl" />
                  </li>
                ))
              : featuredModules(modules.data).map((module) => <ModuleCard key={module.id} module={module} />)}
          </ul>
        )}
      </div>
    </section>
  );
}

function FeaturedPathways() {
  const pathways = useFeaturedPathways();
  return (
    <section aria-labelledby="pathways-title" className="bg-primary-surface py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="pathways-title" eyebrow="Guided journeys" title="Learning pathways">
          <p>
            Structured sequences of modules that build towards a goal, from B-Corp certification to inclusive
            leadership.
          </p>
        </SectionHeading>
        {pathways.isError ? (
          <LoadError what="learning pathways" onRetry={() => pathways.refetch()} />
        ) : (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3" aria-busy={pathways.isPending}>
            {pathways.isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <li key={i}>
                    <Skeleton className="h-64 rounded-2xl bg-white" />
                  </li>
                ))
              : pathways.data.map((pathway) => (
                  <li key={pathway.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                    <Layers className="size-7 text-primary" aria-hidden="true" />
                    <h3 className="mt-4 text-lg font-semibold text-heading">{pathway.title}</h3>
                    <p className="mt-2 text-sm text-body">{pathway.description}</p>
                    <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                      <div className="rounded-lg bg-primary-surface p-2">
                        <dt className="text-xs text-muted-foreground">Modules</dt>
                        <dd className="font-semibold text-primary-strong">{pathway.moduleCount}</dd>
                      </div>
                      <div className="rounded-lg bg-primary-surface p-2">
                        <dt className="text-xs text-muted-foreground">Time</dt>
                        <dd className="font-semibold text-primary-strong">
                          {formatLearningMinutes(pathway.estimatedHours * 60)}
                        </dd>
                      </div>
                      <div className="rounded-lg bg-primary-surface p-2">
                        <dt className="text-xs text-muted-foreground">Level</dt>
                        <dd className="font-semibold text-primary-strong">{pathway.level}</dd>
                      </div>
                    </dl>
                    <a
                      href={loginHref(paths.pathways)}
                      className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-primary hover:underline"
                    >
                      Start pathway<span className="sr-only">: {pathway.title}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** spec 3 §2: the public Learning Library; its action buttons navigate to /api/login. */
export default function LearningLibraryPage() {
  const modules = usePublicModules();
  // The count is the catalogue's own; until it arrives the heading names no number.
  const moduleCount = modules.data?.length;
  return (
    <>
      <section aria-labelledby="library-title" className="bg-inverse text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-highlight uppercase">Learning Library</p>
          <h1 id="library-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {moduleCount
              ? `${moduleCount} modules for purpose-led organisations`
              : "Modules for purpose-led organisations"}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-inverse-muted">
            B-Corp certification, JEDI, inclusive leadership, wellbeing and sustainable business: practical learning
            organised around the five PIVOT pillars.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignInLink variant="accent" size="lg" className="focus-visible:outline-highlight">
              Start Learning Free
              <ArrowRight aria-hidden="true" />
            </SignInLink>
            <SignInLink
              variant="outline"
              size="lg"
              className="border-white/50 bg-transparent text-white hover:bg-white/10 focus-visible:outline-highlight"
            >
              Browse the Full Library
            </SignInLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="formats-title" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="formats-title" eyebrow="Three formats" title="Learn your way">
            <p>Every module is built for busy working lives.</p>
          </SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {LIBRARY_FORMATS.map((format) => {
              const Icon = format.icon;
              return (
                <li key={format.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-heading">{format.title}</h3>
                  <p className="mt-2 text-body">{format.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <FeaturedModules />
      <FeaturedPathways />

      <section aria-labelledby="library-cta-title" className="py-16 sm:py-20">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 rounded-2xl bg-primary-strong p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="library-cta-title" className="text-2xl font-bold">
              Ready to start learning?
            </h2>
            <p className="mt-2 text-inverse-muted">Create a free account in a minute, or talk to us about your team.</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <SignInLink variant="accent" className="focus-visible:outline-highlight">
              Create Free Account
            </SignInLink>
            <BookingLink
              variant="outline"
              className="border-white/50 bg-transparent text-white hover:bg-white/10 focus-visible:outline-highlight"
            >
              <CalendarDays aria-hidden="true" />
              Book Consultation
            </BookingLink>
          </div>
        </div>
      </section>
    </>
  );
}
