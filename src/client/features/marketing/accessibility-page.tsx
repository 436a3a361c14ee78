import type { ReactNode } from "react";
import { Link } from "react-router";
import { appConfig } from "@/lib/app-config";
import { CompanyDetails } from "./company-details";
import { ACCESSIBILITY_STATEMENT, type AccessibilityStatement } from "./content/accessibility";
import { withContactEmail } from "./legal-document";

const link = "font-medium text-primary underline underline-offset-4";

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const Paragraph = ({ children }: { children: ReactNode }) => (
  <p className="mt-4 leading-relaxed text-prose">{children}</p>
);

function List({ items, email }: { items: string[]; email: string }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-prose marker:text-icon">
      {items.map((item) => (
        <li key={item}>{withContactEmail(item, email)}</li>
      ))}
    </ul>
  );
}

/** The statement as a page: the GOV.UK sample statement's sections, in its order. */
export function AccessibilityStatementView({ statement }: { statement: AccessibilityStatement }) {
  const { contactEmail } = appConfig();
  const text = (value: string) => withContactEmail(value, contactEmail);
  return (
    <article aria-labelledby="accessibility-title" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b pb-8">
        <h1 id="accessibility-title" className="text-4xl font-bold tracking-tight text-heading">
          {statement.title}
        </h1>
        <p className="mt-3 text-muted-foreground">
          Prepared: <time dateTime={statement.preparedIso}>{statement.prepared}</time>
        </p>
        {statement.introduction.map((paragraph) => (
          <p key={paragraph} className="mt-6 text-lg leading-relaxed text-prose">
            {text(paragraph)}
          </p>
        ))}
        <p className="mt-6 leading-relaxed text-prose">For example, you should be able to:</p>
        <List items={statement.canDo} email={contactEmail} />
      </header>

      <Section id="how-accessible" heading="How accessible this website is">
        <Paragraph>We know some parts of this website are not fully accessible:</Paragraph>
        <List items={statement.knownIssues.map((issue) => issue.problem)} email={contactEmail} />
      </Section>

      <Section id="feedback" heading="Feedback and contact information">
        {statement.feedback.map((paragraph) => (
          <Paragraph key={paragraph}>{text(paragraph)}</Paragraph>
        ))}
        <h3 className="mt-6 text-lg font-semibold text-heading">Reporting accessibility problems with this website</h3>
        <ul className="mt-3 space-y-2">
          {statement.reportLinks.map((report) => (
            <li key={report.to}>
              <Link to={report.to} className={link}>
                {report.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={`mailto:${contactEmail}?subject=Accessibility%20problem`} className={link}>
              Email {contactEmail}
            </a>
          </li>
        </ul>
      </Section>

      <Section id="enforcement" heading="Enforcement procedure">
        {statement.enforcement.map((paragraph) => (
          <Paragraph key={paragraph}>{text(paragraph)}</Paragraph>
        ))}
      </Section>

      <Section id="technical" heading="Technical information about this website's accessibility">
        <Paragraph>
          PIVOT Learning is committed to making its website accessible. We work to the {statement.standard}.
        </Paragraph>
        <h3 className="mt-6 text-lg font-semibold text-heading">Compliance status</h3>
        <Paragraph>{statement.compliance}</Paragraph>
        <h3 className="mt-6 text-lg font-semibold text-heading">How we test this website</h3>
        <List items={statement.testing} email={contactEmail} />
      </Section>

      <Section id="non-accessible-content" heading="Non-accessible content">
        <Paragraph>The content listed below is non-accessible, or not yet tested, for the following reasons.</Paragraph>
        <ul className="mt-4 grid gap-4">
          {statement.knownIssues.map((issue) => (
            <li key={issue.problem} className="rounded-xl border bg-white p-5">
              <p className="leading-relaxed text-prose">{issue.problem}</p>
              <dl className="mt-3 grid gap-1 text-sm text-body sm:grid-cols-[auto_1fr] sm:gap-x-4">
                <dt className="font-semibold">WCAG 2.2</dt>
                <dd>{issue.criterion ?? "A gap in our testing, not a known failure"}</dd>
                <dt className="font-semibold">Recorded</dt>
                <dd>
                  <time dateTime={issue.recordedIso}>{issue.recorded}</time>
                </dd>
                <dt className="font-semibold">What we are doing</dt>
                <dd>{text(issue.plan)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold text-heading">
          Content that's not within the scope of this statement
        </h3>
        <List items={statement.outOfScope} email={contactEmail} />
      </Section>

      <Section id="improving" heading="What we're doing to improve accessibility">
        <List items={statement.improving} email={contactEmail} />
      </Section>

      <Section id="preparation" heading="Preparation of this accessibility statement">
        <Paragraph>
          This statement was prepared on <time dateTime={statement.preparedIso}>{statement.prepared}</time>. The website
          is tested automatically on every change, as described under "How we test this website"; it has not yet had a
          manual audit by a specialist.
        </Paragraph>
      </Section>
    </article>
  );
}

/** /accessibility (issue 28 item 4): the accessibility statement, in the UK public sector model. */
export default function AccessibilityPage() {
  return (
    <>
      <AccessibilityStatementView statement={ACCESSIBILITY_STATEMENT} />
      {/* Issue 45 item 4: the statement names the company, so its registered details follow. */}
      <CompanyDetails />
    </>
  );
}
