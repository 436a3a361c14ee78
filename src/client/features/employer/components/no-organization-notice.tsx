import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../../contracts/routes";
import { Button } from "../../../components/ui/button";

/** Shown instead of an error to someone who manages no organisation (a learner, or 403/404). */
export function NoOrganizationNotice({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-slate-50 px-4 py-10 text-center">
      <Building2 className="size-10 text-brand-600" aria-hidden="true" />
      <h3 className="text-base font-semibold text-slate-900">No organisation to show yet</h3>
      <p className="max-w-md text-sm text-slate-700">
        The Employer Dashboard shows your organisation's learning. Ask your organisation's owner to add you, or contact
        us to set one up.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.trainingServices} onClick={onNavigate}>
          Contact us about team training
        </Link>
      </Button>
    </div>
  );
}
