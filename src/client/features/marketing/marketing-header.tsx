import { LayoutDashboard, LogIn, Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "@/components/logo";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAuth } from "@/lib/use-auth";
import { paths } from "../../../contracts/routes";
import { BookingLink, SignInLink } from "./booking-link";
import { LANDING_ANCHORS, SITE_NAV } from "./content/navigation";

export type HeaderVariant = "site" | "landing";

const linkClass =
  "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-body hover:bg-muted hover:text-primary-hover";

/** Mobile menu state: closes on navigation and on Escape. */
function useMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return [open, setOpen] as const;
}

function MenuButton({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
    </button>
  );
}

/** The landing page's fixed header: anchors to its sections, Book Consultation, Get Started (spec 1 §2). */
function LandingHeader() {
  const [open, setOpen] = useMenu();
  const menuId = useId();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo />
        <nav aria-label="Page sections" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {LANDING_ANCHORS.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <BookingLink variant="outline" className="hidden md:inline-flex">
            Book Consultation
          </BookingLink>
          <SignInLink className="hidden sm:inline-flex">Get Started</SignInLink>
          <SignInLink size="sm" className="sm:hidden">
            <LogIn aria-hidden="true" />
            Login
          </SignInLink>
          <div className="lg:hidden">
            <MenuButton open={open} onToggle={() => setOpen(!open)} controls={menuId} />
          </div>
        </div>
      </div>
      <div id={menuId} hidden={!open} className="border-t bg-white px-4 pb-4 lg:hidden">
        <nav aria-label="Page sections menu">
          <ul className="flex flex-col py-2">
            {LANDING_ANCHORS.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={cn(linkClass, "block py-3")} onClick={() => setOpen(false)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2">
          <BookingLink variant="outline">Book Consultation</BookingLink>
          <SignInLink>Get Started</SignInLink>
        </div>
      </div>
    </header>
  );
}

function SiteNavLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <ul className={cn("flex", stacked ? "flex-col py-2" : "items-center gap-1")}>
      {SITE_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            className={({ isActive }) =>
              cn(
                linkClass,
                stacked && "block py-3",
                isActive && "bg-primary-surface text-primary-strong hover:bg-primary-surface",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The shared header of the public pages (spec 3 §2). */
function SiteHeader() {
  const auth = useAuth();
  const [open, setOpen] = useMenu();
  const menuId = useId();
  const account =
    auth.status === "signed-in" ? (
      <Link to={paths.home} className={cn(buttonVariants({ variant: "default" }))}>
        <LayoutDashboard aria-hidden="true" />
        Go to dashboard
      </Link>
    ) : (
      <SignInLink>Sign in</SignInLink>
    );
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden xl:block">
          <SiteNavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <BookingLink variant="accent" className="hidden md:inline-flex">
            Book Consultation
          </BookingLink>
          <div className="hidden sm:block">{account}</div>
          <div className="xl:hidden">
            <MenuButton open={open} onToggle={() => setOpen(!open)} controls={menuId} />
          </div>
        </div>
      </div>
      <div id={menuId} hidden={!open} className="border-t bg-white px-4 pb-4 xl:hidden">
        <nav aria-label="Main menu">
          <SiteNavLinks stacked />
        </nav>
        <div className="flex flex-col gap-2 md:hidden">
          <BookingLink variant="accent">Book Consultation</BookingLink>
          <div className="flex flex-col sm:hidden">{account}</div>
        </div>
      </div>
    </header>
  );
}

export function MarketingHeader({ variant }: { variant: HeaderVariant }) {
  return variant === "landing" ? <LandingHeader /> : <SiteHeader />;
}
