import { Skeleton } from "@/components/ui/skeleton";

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="grid gap-6">
      <Skeleton className="h-48 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Skeleton className="h-52" />
          <Skeleton className="h-96" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-44" />
          <Skeleton className="h-64" />
          <Skeleton className="h-44" />
        </div>
      </div>
    </div>
  );
}
