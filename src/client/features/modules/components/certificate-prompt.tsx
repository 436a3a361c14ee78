import { Award } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-request";
import type { EarnedCertificate } from "../../../../contracts/guided-start";
import { paths } from "../../../../contracts/routes";
import { useClaimEarnedCertificate, useEarnedCertificates } from "../api/earned-certificates";

/**
 * Issue 45 item 3: shown with a completed module. When that completion met the last requirement of a
 * certificate, it says so and offers to claim it, or says it was issued where the organisation issues
 * automatically (its e-mail sent then). Nothing shows when no certificate was earned.
 */
export function CertificatePrompt() {
  const earned = useEarnedCertificates();
  const { mutate } = earned;
  useEffect(() => mutate(), [mutate]);
  if (!earned.data || earned.data.certificates.length === 0) return null;
  return (
    <div className="grid gap-3" role="status">
      {earned.data.certificates.map((certificate) => (
        <EarnedCard key={certificate.certificateId} certificate={certificate} />
      ))}
    </div>
  );
}

function EarnedCard({ certificate }: { certificate: EarnedCertificate }) {
  const claim = useClaimEarnedCertificate();
  const [claimed, setClaimed] = useState(certificate.state === "issued");
  return (
    <div className="rounded-xl border border-success/40 bg-success-surface p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-success-strong">
        <Award className="size-5 shrink-0" aria-hidden="true" />
        {claimed ? `${certificate.title} issued` : `You have met every requirement of the ${certificate.title}`}
      </p>
      <p className="mt-1 text-body">
        {claimed
          ? "It is in your wallet with its PDF and badge; we have e-mailed you too."
          : `Claim it now to get its PDF and verifiable badge (${certificate.cpdHours} CPD hours).`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!claimed && (
          <Button
            size="sm"
            disabled={claim.isPending}
            onClick={() => claim.mutate(certificate.certificateId, { onSuccess: () => setClaimed(true) })}
          >
            {claim.isPending ? "Claiming..." : "Claim certificate"}
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.credentials}>Open my credentials</Link>
        </Button>
      </div>
      {claim.isError && (
        <p role="alert" className="mt-2 text-destructive">
          {errorMessage(claim.error, "Failed to claim certificate")}
        </p>
      )}
    </div>
  );
}
