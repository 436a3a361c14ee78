import { XIcon } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "@/lib/cn";
import { dismissToast, useToasts } from "./use-toast";

/** spec 1 §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region, 420 px wide. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notifications (F8)">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          data-slot="toast"
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            t.variant === "destructive"
              ? "border-destructive bg-destructive text-primary-foreground"
              : "bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <XIcon className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
