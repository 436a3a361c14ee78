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
