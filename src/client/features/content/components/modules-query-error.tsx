import { QueryError } from "@/components/query-state";
import { errorMessage } from "@/lib/api-request";

/** The content tabs' list of modules did not load: why, and a retry. */
export function ModulesQueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <QueryError title="Modules could not be loaded" description={errorMessage(error)} onRetry={onRetry} />;
}
