import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-request";
import {
  SSO_ERROR_MESSAGES,
  SSO_FALLBACK_ERROR,
  type SsoLookup,
  ssoLookupQuerySchema,
} from "../../../../contracts/sso";
import { lookupSso, startSso } from "../api/sso";

/** How long the typed address must stay unchanged before the sign-in page asks about it. */
export const SSO_LOOKUP_DELAY_MS = 400;

/**
 * Issue 21: whether the address being typed signs in with its organisation's identity provider. Asks
 * only once the address has settled for a moment and looks like an address; undefined until then.
 */
export function useSsoFor(email: string): { email: string; lookup: SsoLookup } | undefined {
  const [answer, setAnswer] = useState<{ email: string; lookup: SsoLookup }>();
  useEffect(() => {
    const parsed = ssoLookupQuerySchema.safeParse({ email });
    if (!parsed.success) return;
    const settled = parsed.data.email;
    let current = true;
    const timer = window.setTimeout(() => {
      lookupSso(settled)
        .then((lookup) => current && setAnswer({ email: settled, lookup }))
        // No answer: the password sign-in stays as it is.
        .catch(() => current && setAnswer(undefined));
    }, SSO_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [email]);
  // An address typed further since the answer no longer has it.
  return answer && answer.email === email.trim() ? answer : undefined;
}

/** "Continue with single sign-on": asks the server where to go, then leaves for the identity provider. */
export function SsoSignIn({ email, lookup, returnTo }: { email: string; lookup: SsoLookup; returnTo?: string }) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const start = async () => {
    setStarting(true);
    setFailure(undefined);
    try {
      const { url } = await startSso(email, returnTo);
      // Stays "Redirecting..." while the browser leaves for the identity provider.
      window.location.assign(url);
    } catch (error) {
      setFailure(errorMessage(error, "Single sign-on could not start. Please try again."));
      setStarting(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-md border border-primary-border bg-primary-surface p-3">
      <p className="text-sm">
        {lookup.organizationName
          ? `Your organisation, ${lookup.organizationName}, signs you in with single sign-on.`
          : "Your organisation signs you in with single sign-on."}
      </p>
      {failure && (
        <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="button" onClick={() => void start()} disabled={starting}>
        <KeyRound aria-hidden="true" />
        {starting ? "Redirecting..." : "Continue with single sign-on"}
      </Button>
    </div>
  );
}

/** The message for a single sign-on that came back refused (`/login?sso=failed&error=<code>`). */
export function ssoFailureMessage(params: URLSearchParams): string | undefined {
  if (params.get("sso") !== "failed") return undefined;
  const code = params.get("error") ?? "";
  return Object.hasOwn(SSO_ERROR_MESSAGES, code) ? SSO_ERROR_MESSAGES[code] : SSO_FALLBACK_ERROR;
}
