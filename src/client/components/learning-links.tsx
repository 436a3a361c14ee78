import { Link } from "react-router";
import { paths } from "../../contracts/routes";
import type { ProgressAction } from "../../domain/progress-labels";
import { Button } from "./ui/button";

/** The empty state's way on: "Browse the library". */
export function BrowseLibraryButton() {
  return (
    <Button asChild size="sm">
      <Link to={paths.library}>Browse the library</Link>
    </Button>
  );
}

/** Start / Continue / Review of a module in progress, named with the module for screen readers. */
export function ModuleActionLink({
  moduleId,
  title,
  action,
  className,
}: {
  moduleId: number;
  title: string;
  action: ProgressAction;
  className?: string;
}) {
  return (
    <Button asChild size="sm" variant={action === "Review" ? "outline" : "default"} className={className}>
      <Link to={paths.module(moduleId)} aria-label={`${action}: ${title}`}>
        {action}
      </Link>
    </Button>
  );
}

/** A module's title as a link to the module (a credential's or a skills gap's recommended modules). */
export function ModuleTitleLink({ module }: { module: { id: number; title: string } }) {
  return (
    <Link className="text-primary underline-offset-4 hover:underline" to={paths.module(module.id)}>
      {module.title}
    </Link>
  );
}
