import type * as React from "react";
import { buttonVariants } from "@/components/ui/button";
import { appConfig } from "@/lib/app-config";
import { cn } from "@/lib/cn";
import { paths } from "../../../contracts/routes";

type BookingLinkProps = Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & {
  variant?: "default" | "accent" | "outline" | "secondary" | "ghost" | "link";
  size?: "default" | "sm" | "lg";
};

/** Opens the external booking calendar in a new tab (spec 1 §2). */
export function BookingLink({ variant = "accent", size = "default", className, children, ...props }: BookingLinkProps) {
  return (
    <a
      href={appConfig().bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Sign-in starts with a full page navigation to /api/login (spec 1 §2). */
export function SignInLink({
  variant = "default",
  size = "default",
  className,
  href,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  variant?: "default" | "accent" | "outline" | "secondary" | "ghost" | "link";
  size?: "default" | "sm" | "lg";
}) {
  return <a href={href ?? paths.apiLogin} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
