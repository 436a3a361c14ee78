import { AlertTriangle, ArrowLeft, LogIn, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { loginHref, paths } from "../../../../contracts/routes";

function StateCard({
  icon,
  title,
  description,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <title>{`${title} · PIVOT Learning`}</title>
      <Card className="text-center">
        <CardHeader className="items-center">
          <span
            className="flex size-12 items-center justify-center rounded-full bg-muted text-primary"
            aria-hidden="true"
          >
            {icon}
          </span>
          <h1 className="text-xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">{children}</CardContent>
      </Card>
    </div>
  );
}

/** spec 3 §2: not signed in, once the user check has finished. */
export function AuthenticationRequired({ returnTo }: { returnTo: string }) {
  return (
    <StateCard
      icon={<LogIn className="size-6" />}
      title="Authentication Required"
      description="Please log in to access this content."
    >
      <Button asChild>
        <a href={loginHref(returnTo)}>Sign in</a>
      </Button>
    </StateCard>
  );
}

function BackToLibrary() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.library}>
        <ArrowLeft aria-hidden="true" />
        Back to Library
      </Link>
    </Button>
  );
}

/** spec 3 §2 / §8: an unknown module id. */
export function ModuleNotFound() {
  return (
    <StateCard
      icon={<SearchX className="size-6" />}
      title="Module Not Found"
      description="The requested module could not be found."
    >
      <BackToLibrary />
    </StateCard>
  );
}

/** Any other failure to load the module: say so and offer a retry (STYLE: errors). */
export function ModuleLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard
      icon={<AlertTriangle className="size-6" />}
      title="Unable to load module"
      description="Something went wrong while loading this module. Please try again."
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Try again"}
        </Button>
        <BackToLibrary />
      </div>
    </StateCard>
  );
}
