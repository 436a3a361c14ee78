import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { useProtectedModules } from "./api/get-protected-modules";
import { useProtectionSettings } from "./api/get-protection-settings";
import { AccessTest } from "./components/access-test";
import { ProtectedModules } from "./components/protected-modules";
import { ProtectionDashboard } from "./components/protection-dashboard";
import { SettingsForm } from "./components/settings-form";

/** spec 3 "Content Protection Administration": settings, protected modules, usage, the dashboard and the access test. */
export default function ContentProtectionPage() {
  const settings = useProtectionSettings();
  const modules = useProtectedModules();
  return (
    <div className="py-6">
      <PageHeader
        title="Content Protection Administration"
        description="Who may view, download and print protected modules, enforced by the server."
      />
      <div className="mt-5 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <RegionBoundary name="Protection settings">
          {settings.isPending ? (
            <Skeleton className="h-96" />
          ) : settings.isError ? (
            <QueryError
              title="Protection settings could not be loaded"
              description={errorMessage(settings.error)}
              onRetry={() => settings.refetch()}
            />
          ) : (
            <SettingsForm key={settings.data.updatedAt ?? "defaults"} settings={settings.data} />
          )}
        </RegionBoundary>
        <div className="grid content-start gap-4 [&>*]:min-w-0">
          <RegionBoundary name="Protected modules">
            <ProtectedModules />
          </RegionBoundary>
          <RegionBoundary name="Content access test">
            <AccessTest modules={modules.data ?? []} />
          </RegionBoundary>
        </div>
      </div>
      <div className="mt-4 grid gap-4 [&>*]:min-w-0">
        <RegionBoundary name="Usage analytics">
          {settings.data && <ProtectionDashboard settings={settings.data} />}
        </RegionBoundary>
      </div>
    </div>
  );
}
