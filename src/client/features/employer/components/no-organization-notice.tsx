import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "../../../../contracts/routes";

/**
 * Shown instead of an error to someone who manages no organisation (a learner, a plain member, or
 * 403/404): how to create an organisation or join one (issue 20 item 7).
 */
export function NoOrganizationNotice({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface px-4 py-10 text-center">
      <Building2 className="size-10 text-icon" aria-hidden="true" />
      <h3 className="text-base font-semibold text-foreground">No organisation to show yet</h3>
      <p className="max-w-md text-sm text-body">
        The Employer Dashboard shows the learning of an organisation you own, administer or manage. Create one for your
        team, or ask your organisation's owner to invite you.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.organizationNew} onClick={onNavigate}>
            Create an organisation
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.organization} onClick={onNavigate}>
            How to join one
          </Link>
        </Button>
      </div>
    </div>
  );
}
