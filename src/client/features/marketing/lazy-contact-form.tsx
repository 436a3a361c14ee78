import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { RegionBoundary } from "@/components/region-boundary";
import { Skeleton } from "@/components/ui/skeleton";

// The form's mutation needs TanStack Query, which the landing page itself does not load.
const ContactForm = lazy(() =>
  Promise.all([import("@/components/contact-form"), import("@/lib/query-provider")]).then(([form, query]) => ({
    default: () => (
      <query.QueryProvider>
        <form.ContactForm title="Send us a message" />
      </query.QueryProvider>
    ),
  })),
);

const NEAR_PX = 800;
const IDLE_DELAY_MS = 3000;

/**
 * The contact form with its validation code (react-hook-form and zod, about 37 KB gzipped) loaded
 * after the first render (when the contact section comes near, or a few seconds later), keeping
 * the landing's first load within the DESIGN §7 budget. A placeholder of its size holds its place.
 */
export function LazyContactForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // Near (or already scrolled past) the viewport: a jump straight to the footer counts too.
    const isNear = () => {
      const element = placeholder.current;
      return !element || element.getBoundingClientRect().top < window.innerHeight + NEAR_PX;
    };
    if (window.location.hash === "#contact" || isNear()) return want();
    const onScroll = () => isNear() && want();
    const onHash = () => window.location.hash === "#contact" && want();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", onHash);
    // Otherwise fetch it once the page is idle, so it is ready before anyone reaches it.
    const idle = window.setTimeout(want, IDLE_DELAY_MS);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", onHash);
      window.clearTimeout(idle);
    };
  }, [wanted]);

  const fallback = (
    <div ref={placeholder} role="status" aria-label="Loading the contact form" className="grid gap-4">
      <Skeleton className="h-7 w-56 max-w-full" />
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
      <Skeleton className="h-11 w-40" />
    </div>
  );

  return wanted ? (
    <RegionBoundary name="The contact form">
      <Suspense fallback={fallback}>{<ContactForm />}</Suspense>
    </RegionBoundary>
  ) : (
    fallback
  );
}
