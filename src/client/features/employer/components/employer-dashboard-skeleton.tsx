import { Skeleton } from "@/components/ui/skeleton";

export function EmployerDashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading team analytics" className="grid gap-4">
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
