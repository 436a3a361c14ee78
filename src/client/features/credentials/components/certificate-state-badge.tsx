import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { VerificationResult } from "../../../../contracts/credentials";

const LABELS: Record<VerificationResult["status"] | "unknown", string> = {
  valid: "Valid",
  expired: "Expired",
  revoked: "Revoked",
  invalid: "Invalid",
  unknown: "Unknown",
};

const STYLES: Record<VerificationResult["status"] | "unknown", string> = {
  valid: "border-success-border bg-success-surface text-success-strong",
  expired: "border-warning-border-subtle bg-warning-surface text-warning-text",
  revoked: "border-destructive-border bg-destructive-surface text-destructive-strong",
  invalid: "border-destructive-border bg-destructive-surface text-destructive-strong",
  unknown: "border-border bg-surface text-body",
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
