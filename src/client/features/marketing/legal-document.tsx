import { Fragment, type ReactNode } from "react";
import { appConfig, type PublicAppConfig } from "@/lib/app-config";
import { companyDetailsOf } from "./company-details";
import type { LegalDocument } from "./content/legal";

/** A legal text with "{companyName}" filled in from the settings and "{contactEmail}" as a mailto link. */
export function legalText(text: string, config: PublicAppConfig): ReactNode {
  return withContactEmail(text.replaceAll("{companyName}", companyDetailsOf(config).name), config.contactEmail);
}

/** Text with each "{contactEmail}" replaced by a mailto link to the configured address. */
export function withContactEmail(text: string, email: string): ReactNode {
  const parts = text.split("{contactEmail}");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
          {email}
        </a>
      )}
    </Fragment>
  ));
}

/**
 * A readable legal page: title, date (and version), contents and numbered sections (spec 3 §2); issue 45
 * item 5: the version it replaces and the date its legal references were checked, with their sources.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const config = appConfig();
  const text = (value: string) => legalText(value, config);
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b pb-8">
        <h1 id="legal-title" className="text-4xl font-bold tracking-tight text-heading">
          {document.title}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {document.versionId ? `Version ${document.versionId} · ` : ""}
          Last updated: <time dateTime={document.effectiveDateIso}>{document.effectiveDate}</time>
          {document.previousVersionDate ? ` (replaces the version of ${document.previousVersionDate})` : ""}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-prose">{text(document.introduction)}</p>
        {document.reviewed && (
          <div className="mt-6 rounded-xl border bg-white p-5 text-sm text-prose">
            <p>
              Legal references reviewed on <time dateTime={document.reviewed.dateIso}>{document.reviewed.date}</time>{" "}
              against these sources:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {document.reviewed.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    className="break-words text-primary underline underline-offset-4"
                    rel="noreferrer"
                  >
                    {source.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-surface p-6">
        <h2 className="text-sm font-semibold tracking-wide text-body uppercase">Contents</h2>
        <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-sm text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-heading">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) =>
            block.kind === "paragraph" ? (
              <p key={index} className="mt-4 leading-relaxed text-prose">
                {text(block.text)}
              </p>
            ) : (
              <ul key={index} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-prose marker:text-icon">
                {block.items.map((item) => (
                  <li key={item}>{text(item)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
