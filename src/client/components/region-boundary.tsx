import { AlertCircle } from "lucide-react";
import type * as React from "react";
import { useEffect, useState } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useLocation } from "react-router";
import { reloadOnceForChunkError } from "@/lib/chunk-reload";
import { Button } from "./ui/button";

/**
 * A lazy chunk that could not be fetched: after a deploy the old file names are gone, or the
 * connection dropped. Rendering again cannot help (React keeps the failed import); a reload does.
 * Messages: Chromium, Firefox, Safari, and Vite's CSS preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

const reloadPage = () => window.location.reload();

/**
 * Issue 26: a failed chunk reloads the page once by itself (lib/chunk-reload.ts guards against a
 * loop); true while that reload is under way, false once the guard says to show the message.
 */
function useAutomaticReload(chunkFailed: boolean) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (chunkFailed && reloadOnceForChunkError() === "show-message") setGaveUp(true);
  }, [chunkFailed]);
  return chunkFailed && !gaveUp;
}

function BoundaryFallback({
  error,
  resetErrorBoundary,
  subject,
  headingLevel,
}: FallbackProps & { subject: string; headingLevel: "h1" | "p" }) {
  const Heading = headingLevel;
  const chunkFailed = isChunkLoadError(error);
  const reloading = useAutomaticReload(chunkFailed);
  if (reloading) {
    return (
      <p role="status" className="p-6 text-center text-sm text-muted-foreground">
        Loading the latest version of PIVOT Learning…
      </p>
    );
  }
  return (
    <div
      role="alert"
      data-slot="error-fallback"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive-border bg-destructive-surface p-6 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <div>
        <Heading className="font-semibold text-destructive-text">
          {subject} could not be {chunkFailed ? "loaded" : "shown"}
        </Heading>
        <p className="text-sm text-destructive-strong">
          {chunkFailed
            ? "Part of PIVOT Learning could not be downloaded, perhaps because a newer version has been released. Reload the page to continue."
            : "Something went wrong while showing it. The rest of the page still works."}
        </p>
      </div>
      {chunkFailed ? (
        <Button variant="outline" size="sm" onClick={reloadPage}>
          Reload page
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={resetErrorBoundary}>
          Retry
        </Button>
      )}
    </div>
  );
}

/**
 * An independent region of a page (a dashboard card, a module tab, a chart, the employer overlay):
 * if it fails to render, it alone shows "<name> could not be shown" with a Retry button; a lazy
 * chunk that fails to load reloads the page once by itself, then shows "<name> could not be loaded"
 * with "Reload page". Renders no element of its own around the region.
 */
export function RegionBoundary({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={(props) => <BoundaryFallback {...props} subject={name} headingLevel="p" />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The page-level boundary around every route's page: one failing page never blanks the app (the
 * shell and its navigation stay), and going to another address tries again.
 */
export function PageBoundary({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={(props) => (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <BoundaryFallback {...props} subject="This page" headingLevel="h1" />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
