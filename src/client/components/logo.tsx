import { Link } from "react-router";
import { paths } from "../../contracts/routes";

/** The mark alone, for a page with no link home (the LMS player, issue 24). */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f3d3e" />
      <path
        d="M10 24V8h7a5 5 0 0 1 0 10h-7"
        fill="none"
        stroke="#f5c451"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ to = paths.home }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-primary-strong" aria-label="PIVOT Learning home">
      <LogoMark />
      {/* Issue 50: at 320 px (400 % zoom) the mark alone, so the header's controls stay on screen. */}
      <span className="whitespace-nowrap text-lg tracking-tight max-[359px]:sr-only">
        PIVOT <span className="hidden font-medium text-icon sm:inline">Learning</span>
      </span>
    </Link>
  );
}
