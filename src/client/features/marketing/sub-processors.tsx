import { QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSubProcessors } from "./api/get-sub-processors";

/**
 * The Privacy page's sub-processors (issue 28 item 5), read from the server's live settings: each kind
 * of provider with who it is, what it does with personal data and where, or an honest "None" with what
 * the site does instead.
 */
export function SubProcessors() {
  const list = useSubProcessors();
  return (
    <section
      id="sub-processors-in-use"
      aria-labelledby="sub-processors-in-use-heading"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 pb-16"
    >
      <h2 id="sub-processors-in-use-heading" className="text-2xl font-semibold text-heading">
        Sub-processors in use
      </h2>
      <p className="mt-4 leading-relaxed text-prose">
        These are the providers that process personal data for this site now, read from the settings it runs with. Where
        a kind of provider says "None", the site does that work itself.
      </p>
      {list.isPending ? (
        <div role="status" aria-label="Loading the sub-processors" className="mt-4 grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : list.isError ? (
        <div className="mt-4">
          <QueryError title="Failed to load the sub-processors" onRetry={() => list.refetch()} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {list.data.categories.map((item) => (
            <li key={item.category} className="rounded-xl border bg-white p-5">
              <h3 className="font-semibold text-heading">{item.label}</h3>
              {item.provider ? (
                <dl className="mt-2 grid gap-1 text-sm text-prose sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-semibold">Provider</dt>
                  <dd className="break-words">
                    {item.provider.name}
                    {item.provider.host && item.provider.name !== `The service at ${item.provider.host}`
                      ? ` (${item.provider.host})`
                      : ""}
                  </dd>
                  <dt className="font-semibold">Purpose</dt>
                  <dd>{item.provider.purpose}</dd>
                  <dt className="font-semibold">Location</dt>
                  <dd>{item.provider.location}</dd>
                </dl>
              ) : (
                <p className="mt-2 text-sm text-prose">
                  <span className="font-semibold">None.</span> {item.whenNone}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
