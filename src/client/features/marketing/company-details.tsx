import { appConfig, type CompanyDetails as Details } from "@/lib/app-config";

const NOT_SET = "Not set";
/** The details of a page served without the server's settings (server/config.ts has the real defaults). */
export const companyDetailsOf = (config = appConfig()): Details =>
  config.companyDetails ?? { name: "PIVOT Learning Ltd", number: NOT_SET, address: NOT_SET, vatNumber: NOT_SET };

/**
 * Issue 45 items 4 and 5: the supplier's registered details, from the COMPANY_* settings the server
 * inlines into the page, at the end of every legal page.
 */
export function CompanyDetails() {
  const companyDetails = companyDetailsOf();
  return (
    <section
      id="company-details"
      aria-labelledby="company-details-heading"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 pb-16"
    >
      <h2 id="company-details-heading" className="text-2xl font-semibold text-heading">
        Company details
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border bg-white p-5 text-prose sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Registered name</dt>
        <dd className="break-words">{companyDetails.name}</dd>
        <dt className="font-semibold">Company number</dt>
        <dd className="break-words">{companyDetails.number}</dd>
        <dt className="font-semibold">Registered office</dt>
        <dd className="break-words">{companyDetails.address}</dd>
        <dt className="font-semibold">VAT number</dt>
        <dd className="break-words">{companyDetails.vatNumber}</dd>
      </dl>
    </section>
  );
}
