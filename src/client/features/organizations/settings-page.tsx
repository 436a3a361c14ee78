/** Being built (issue 20); replaced before the issue closes. */
export default function OrganizationSettingsPage() {
  return <h1 className="pt-6 text-2xl font-bold">Settings</h1>;
}
