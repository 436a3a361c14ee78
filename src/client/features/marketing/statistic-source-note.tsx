import type { StatisticSource } from "./content/landing";

/** What a headline figure measured and where it was published, with a link to the source. */
export function StatisticSourceNote({ source }: { source: StatisticSource }) {
  return (
    <>
      {source.measured}{" "}
      <span>
        Source:{" "}
        <a
          href={source.url}
          className="underline underline-offset-2 hover:text-primary-hover"
          rel="noreferrer noopener"
          target="_blank"
        >
          {source.publisher}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , {source.published}.
      </span>
    </>
  );
}
