import { Award } from "lucide-react";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Radio, RadioGroup } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";
import {
  CERTIFICATE_ISSUING,
  CERTIFICATE_ISSUING_LABELS,
  type CertificateIssuing,
} from "../../../../domain/certificate-issuing";
import { useCertificateIssuing, useUpdateCertificateIssuing } from "../api/certificate-issuing";

const isIssuing = (value: string): value is CertificateIssuing =>
  (CERTIFICATE_ISSUING as readonly string[]).includes(value);

/**
 * Issue 45 item 3: what happens when a member meets a certificate's last requirement: offered to claim,
 * or issued automatically (with its e-mail either way). Saved as soon as it is chosen.
 */
export function OrgCertificateIssuing({ organization }: { organization: OrganizationDetail }) {
  const setting = useCertificateIssuing(organization.id);
  const update = useUpdateCertificateIssuing(organization.id);
  return (
    <RegionBoundary name="Certificates">
      <SectionCard
        title="Certificates"
        icon={<Award className="size-5 text-primary" aria-hidden="true" />}
        headingId="settings-certificates"
        description="When one of your people meets the last requirement of a certificate, they are told at once and e-mailed."
      >
        {setting.isPending ? (
          <Skeleton className="h-16" role="status" aria-label="Loading the certificate setting" />
        ) : setting.isError ? (
          <p className="text-sm text-destructive">Could not load this setting: {errorMessage(setting.error)}</p>
        ) : (
          <RadioGroup
            legend="When a member earns a certificate"
            name="certificate-issuing"
            value={setting.data.certificateIssuing}
            disabled={update.isPending}
            onValueChange={(value) => {
              if (!isIssuing(value)) return;
              update.mutate(value, {
                onSuccess: () =>
                  toast({ title: "Certificate setting saved", description: CERTIFICATE_ISSUING_LABELS[value] }),
                onError: (error) =>
                  toast({ variant: "destructive", title: "Could not save", description: errorMessage(error) }),
              });
            }}
          >
            {CERTIFICATE_ISSUING.map((choice) => (
              <Radio key={choice} value={choice} label={CERTIFICATE_ISSUING_LABELS[choice]} />
            ))}
          </RadioGroup>
        )}
      </SectionCard>
    </RegionBoundary>
  );
}
