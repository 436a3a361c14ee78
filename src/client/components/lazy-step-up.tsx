import { lazy, Suspense } from "react";
import { useStepUpRequested } from "@/lib/step-up";

const StepUpDialog = lazy(() => import("./step-up-dialog").then((m) => ({ default: m.StepUpDialog })));

/** The step-up dialog, loaded only when a sensitive action asks for it (never in the first load). */
export function LazyStepUp() {
  const requested = useStepUpRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
