import { FileSignature } from "lucide-react";
import { Link } from "react-router";
import { useDpaAcceptance } from "@/components/api/get-dpa-acceptance";
import { Button } from "@/components/ui/button";
import { paths } from "../../../../../contracts/routes";

/**
 * Issue 45 item 5 (decision 402): before an owner uploads pay-gap data, which holds ethnicity and
 * disability (special category data), the upload says when the organisation has not accepted the current
 * data processing agreement, and takes them to accept it. A warning, not a block: the agreement applies
 * through the terms either way, and HR analysts (who cannot accept) keep working.
 */
export function DpaReminder({ organizationId, isOwner }: { organizationId: string; isOwner: boolean }) {
  const status = useDpaAcceptance(organizationId, { enabled: isOwner });
  if (!isOwner || !status.data || status.data.current) return null;
  const { currentVersion } = status.data;
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-warning-border bg-warning-surface p-4 text-sm text-warning-foreground"
    >
      <p className="flex items-start gap-2">
        <FileSignature className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Your organisation has not accepted the Data Processing Agreement (version {currentVersion.id}, dated{" "}
          {currentVersion.date}). Pay-gap files hold ethnicity and disability, which the law protects more strongly:
          accept the agreement before you upload them, so that your organisation has a signed record of the terms we
          process them on.
        </span>
      </p>
      {/* Wraps on a narrow screen rather than widening the page (WCAG 1.4.10). */}
      <Button asChild variant="outline" className="h-auto min-h-10 justify-self-start whitespace-normal">
        <Link to={`${paths.organizationSettings}#settings-dpa`}>Review and accept the agreement</Link>
      </Button>
    </div>
  );
}
