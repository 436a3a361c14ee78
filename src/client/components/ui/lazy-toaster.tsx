import { type ComponentType, useEffect, useState } from "react";
import { useToasts } from "./use-toast";

let loadedToaster: ComponentType | null = null;
let loadingToaster: Promise<ComponentType> | null = null;

/** Loads Radix Toast (once); resolves when the toast region can render. */
export function loadToaster(): Promise<ComponentType> {
  loadingToaster ??= import("./toaster").then((m) => {
    loadedToaster = m.Toaster;
    return m.Toaster;
  });
  return loadingToaster;
}

/**
 * Radix Toast loads with the first toast, keeping it out of the landing page's first load. No
 * Suspense boundary: React throttles Suspense reveals, which would eat into a short-lived toast.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  useEffect(() => {
    if (Toaster || toasts.length === 0) return;
    let active = true;
    void loadToaster().then((component) => active && setToaster(() => component));
    return () => {
      active = false;
    };
  }, [Toaster, toasts.length]);
  return Toaster ? <Toaster /> : null;
}
