import type { VerificationResult } from "../../../../contracts/credentials";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

const LABELS: Record<VerificationResult["status"] | "unknown", string> = {
  valid: "Valid",
  expired: "Expired",
  revoked: "Revoked",
  invalid: "Invalid",
  unknown: "Unknown",
};

const STYLES: Record<VerificationResult["status"] | "unknown", string> = {
  valid: "border-green-200 bg-green-50 text-green-800",
  expired: "border-amber-200 bg-amber-50 text-amber-900",
  revoked: "border-red-200 bg-red-50 text-red-800",
  invalid: "border-red-200 bg-red-50 text-red-800",
  unknown: "border-slate-200 bg-slate-50 text-slate-700",
};

export function CertificateStateBadge({
  state,
  className,
}: {
  state: VerificationResult["status"] | "unknown";
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn(STYLES[state], className)}>
      {LABELS[state]}
    </Badge>
  );
}
