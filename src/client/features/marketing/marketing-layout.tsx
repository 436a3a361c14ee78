import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { MarketingFooter } from "./marketing-footer";
import { type HeaderVariant, MarketingHeader } from "./marketing-header";
import { PageHead } from "./page-head";

/**
 * The frame of every public page and of the landing page: skip link, header, one <main>, footer,
 * and the page's title, description and Open Graph tags.
 */
export default function MarketingLayout({
  children,
  variant = "site",
}: {
  children: ReactNode;
  variant?: HeaderVariant;
}) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <PageHead pathname={pathname} />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary-strong px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <MarketingHeader variant={variant} />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 outline-none", variant === "landing" && "pt-16")}>
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
