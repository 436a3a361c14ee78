import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The frame of the pages used signed out (sign in, choose a new password): the logo above one card. */
export function AuthCardPage({
  documentTitle,
  meta,
  heading,
  description,
  after,
  children,
}: {
  documentTitle: string;
  /** More of the document's head (a description), next to its title. */
  meta?: ReactNode;
  heading: string;
  description: string;
  /** What follows the card (a link away). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-primary-surface to-white px-4 py-10">
      <title>{documentTitle}</title>
      {meta}
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">{heading}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {after}
      </main>
    </div>
  );
}
