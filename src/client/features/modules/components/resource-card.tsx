import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** A card of the module page's tool, guide and resource lists: heading and details, text, one action. */
export function ResourceCard({
  heading,
  details,
  action,
  children,
}: {
  heading: React.ReactNode;
  details?: React.ReactNode;
  action: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        {heading}
        {details}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {children}
        {action}
      </CardContent>
    </Card>
  );
}

/** A resource's facts with their icons, e.g. group size and duration. */
export function ResourceFacts({ facts }: { facts: { icon: LucideIcon; text: React.ReactNode }[] }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {facts.map(({ icon: Icon, text }, index) => (
        <span key={index} className="flex items-center gap-1.5">
          <Icon className="size-4" aria-hidden="true" />
          {text}
        </span>
      ))}
    </p>
  );
}
