import { lazy, Suspense } from "react";
import { RegionBoundary } from "@/components/region-boundary";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import type { CurrentUser } from "../../../contracts/auth";

// The shell composes the feature without reaching into its internals: the dashboard is one lazy chunk.
const EmployerDashboard = lazy(() => import("@/features/employer/employer-dashboard"));

/** spec 1 §2: the Employer Dashboard overlay, a large modal with four tabs. */
export function EmployerOverlay({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="h-[92vh] max-w-6xl content-start p-4 sm:h-[88vh] sm:p-6">
        <DialogHeader>
          <DialogTitle className="text-xl">Employer Dashboard</DialogTitle>
          <DialogDescription>Your team's learning: progress, pathways and people.</DialogDescription>
        </DialogHeader>
        <RegionBoundary name="Employer Dashboard">
          <Suspense fallback={<Spinner label="Loading the Employer Dashboard" />}>
            <EmployerDashboard user={user} onClose={() => onOpenChange(false)} />
          </Suspense>
        </RegionBoundary>
      </DialogContent>
    </Dialog>
  );
}
