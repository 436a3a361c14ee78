import { Link } from "react-router";
import { appConfig } from "@/lib/app-config";
import { BookingLink } from "./booking-link";
import { copyrightLine, FOOTER_GROUPS } from "./content/navigation";

const footerLink =
  "rounded-sm text-sm text-inverse-muted underline-offset-4 hover:text-white hover:underline focus-visible:outline-highlight";

/** spec 1 §2 (7) and spec 3 §2: links to every public page and the copyright line. */
export function MarketingFooter() {
  const { contactEmail } = appConfig();
  return (
    <footer className="bg-inverse text-inverse-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <p className="text-lg font-bold text-white">
            PIVOT <span className="font-medium text-highlight">Learning</span>
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Evidence-based, AI-enhanced learning that moves organisations from compliance to transformation.
          </p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${contactEmail}`} className={footerLink}>
              {contactEmail}
            </a>
          </p>
          <BookingLink variant="accent" size="sm" className="mt-4 focus-visible:outline-highlight">
            Book Consultation
          </BookingLink>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={`Footer: ${group.heading}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-primary">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-200">{copyrightLine()}</p>
      </div>
    </footer>
  );
}
