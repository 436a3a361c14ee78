/** Being built (issue 20); replaced before the issue closes. */
export default function OrganizationBillingPage() {
  return <h1 className="pt-6 text-2xl font-bold">Billing</h1>;
}
