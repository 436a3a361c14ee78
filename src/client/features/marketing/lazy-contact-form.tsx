import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Skeleton } from "../../components/ui/skeleton";

// The form's mutation needs TanStack Query, which the landing page itself does not load.
const ContactForm = lazy(() =>
  Promise.all([import("./contact-form"), import("../../app/query-provider")]).then(([form, query]) => ({
    default: () => (
      <query.QueryProvider>
        <form.ContactForm />
      </query.QueryProvider>
    ),
  })),
);

/**
 * The contact form with its validation code (react-hook-form and zod, about 37 KB gzipped) loaded
 * only when the contact section comes near the viewport, keeping the landing's first load within
 * the DESIGN §7 budget. A placeholder of the same size holds its place meanwhile.
 */
export function LazyContactForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === "undefined" || window.location.hash === "#contact") {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: "800px 0px",
    });
    observer.observe(element);
    const onHash = () => window.location.hash === "#contact" && setWanted(true);
    window.addEventListener("hashchange", onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener("hashchange", onHash);
    };
  }, [wanted]);

  const fallback = (
    <div ref={placeholder} role="status" aria-label="Loading the contact form" className="grid gap-4">
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-5 w-64" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
      <Skeleton className="h-11 w-40" />
    </div>
  );

  return wanted ? <Suspense fallback={fallback}>{<ContactForm />}</Suspense> : fallback;
}
