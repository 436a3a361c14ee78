import { type ComponentType, lazy } from "react";
import { PageBoundary } from "@/components/region-boundary";

/**
 * Every page is its own lazy chunk (DESIGN §7) inside the page-level error boundary: a page that
 * throws shows Retry, a chunk gone after a deploy reloads the page once by itself (issue 26) and
 * then offers "Reload page", and the shell stays.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function BoundedPage() {
    return (
      <PageBoundary>
        <Page />
      </PageBoundary>
    );
  };
}
