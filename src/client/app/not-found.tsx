import { Compass } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "@/lib/use-auth";
import { paths } from "../../contracts/routes";

const primaryLink =
  "inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
const secondaryLink =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-prose hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/** Where a lost visitor may want to go: the learner's own places when signed in, the public site when not. */
export function notFoundLinks(signedIn: boolean): { label: string; to: string }[] {
  return signedIn
    ? [
        { label: "Go to your dashboard", to: paths.home },
        { label: "Browse the library", to: paths.library },
        { label: "Your learning pathways", to: paths.pathways },
      ]
    : [
        { label: "Go to the home page", to: paths.home },
        { label: "Explore the learning library", to: paths.learningLibrary },
        { label: "Sign in", to: paths.login },
      ];
}

/**
 * spec 1 §2: any other path shows "404 Page Not Found". Issue 26: inside the site's chrome (the router
 * renders it in the public layout when signed out and in the shell when signed in), with a friendly
 * message and links instead of the developer's hint. The layout provides the page's <main>.
 */
export function NotFoundPage() {
  const signedIn = useAuth().status === "signed-in";
  const [first, ...rest] = notFoundLinks(signedIn);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-start px-4 py-16 sm:py-24">
      <title>404 Page Not Found · PIVOT Learning</title>
      <Compass className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-foreground sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-base text-muted-foreground">
        We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <nav aria-label="Where to next" className="mt-8 flex flex-wrap gap-3">
        <Link to={first.to} className={primaryLink}>
          {first.label}
        </Link>
        {rest.map((link) => (
          <Link key={link.to} to={link.to} className={secondaryLink}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
