import { useEffect, useRef } from "react";
import { useModulePolicy } from "./api/get-module-policy";

/**
 * spec 3 §9 "Blocked shortcuts: F12, inspector, view-source, save, print, and the right-click menu",
 * and copying, on protected modules while copy protection is on. Deterrence only: anyone can get round
 * it in their browser, as the Content Protection screen says; the server enforces the real limits.
 */
export function isBlockedShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">) {
  const key = event.key.toLowerCase();
  if (key === "f12") return true;
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier) return false;
  if (event.shiftKey && (key === "i" || key === "j" || key === "c")) return true; // inspector, console, picker
  if (event.altKey && (key === "i" || key === "u")) return true; // macOS inspector, view source
  return key === "u" || key === "s" || key === "p"; // view source, save, print
}

const BLOCKED_EVENTS = ["copy", "cut", "contextmenu", "dragstart"] as const;

export function ContentGuard({
  moduleId,
  copyProtection,
  children,
}: {
  moduleId: number;
  /** Given when the caller already knows the policy (the LMS player, issue 24, has no session to ask with). */
  copyProtection?: boolean;
  children: React.ReactNode;
}) {
  const policy = useModulePolicy(moduleId, copyProtection === undefined);
  const guarded = copyProtection ?? policy.data?.copyProtection === true;
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = area.current;
    if (!guarded || !element) return;
    const block = (event: Event) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    for (const name of BLOCKED_EVENTS) element.addEventListener(name, block);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      for (const name of BLOCKED_EVENTS) element.removeEventListener(name, block);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [guarded]);

  return (
    <div ref={area} className={guarded ? "select-none" : undefined}>
      {children}
    </div>
  );
}
