import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the element the address's #fragment names into view once `ready` (its section has rendered):
 * a link such as /organization/settings#settings-sso from the guided start (issue 45 item 3) lands on
 * its section, not on the top of a long page.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: "start" });
  }, [ready, hash]);
}
