import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { isActivePath, type NavLink } from "./nav-items";
import { NavListItems } from "./nav-list-items";

/**
 * A group of the desktop navigation (issue 26): a button that shows and hides a list of links (the
 * disclosure navigation pattern). Escape closes it and returns focus to the button; so do a click
 * elsewhere, focus leaving it and following one of its links. The button is marked current when one
 * of its links is the page shown.
 */
export function NavMenu({
  label,
  items,
  extra,
  align = "start",
}: {
  label: string;
  items: NavLink[];
  /** Anything after the links (a button that opens the quick view); it closes the menu when used. */
  extra?: (close: () => void) => ReactNode;
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = items.some((item) => isActivePath(pathname, item));

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !root.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium",
          current ? "bg-primary-surface text-primary-strong" : "text-body hover:bg-muted",
        )}
      >
        {label}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={id}
          className={cn(
            "absolute top-full z-50 mt-1 w-64 rounded-lg border bg-white p-1 shadow-lg",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          <ul aria-label={label} className="grid gap-0.5">
            <NavListItems items={items} pathname={pathname} onNavigate={close} />
          </ul>
          {extra && <div className="mt-1 border-t pt-1">{extra(close)}</div>}
        </div>
      )}
    </div>
  );
}
