import { Award, BriefcaseBusiness, Copy, Download, ExternalLink, FileText, RefreshCw, Share2 } from "lucide-react";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { hrefOf } from "@/lib/api-client";
import { copyText } from "@/lib/copy-text";
import { formatLongDate } from "@/lib/format";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";
import type { UserCertificate } from "../../../../contracts/credentials";
import { codePreview, daysUntilExpiry } from "../../../../domain/certificate-lifecycle";
import { CPD_ROUNDING_NOTE, formatCpdHours } from "../../../../domain/learning-time";
import type { Pillar } from "../../../../domain/pillars";
import { plural } from "../../../../domain/plural";
import { useRenewCertificate } from "../api/renew-certificate";
import { useShareCertificate } from "../api/share-certificate";
import { CertificateStateBadge } from "./certificate-state-badge";

/** The holder's files of a certificate, each a download. */
const fileUrl = (id: number, file: "badgeJson" | "badgePng" | "certificatePdf") =>
  hrefOf(credentialsEndpoints[file], { params: { id } });

async function copyWithToast(text: string, title: string, description: string) {
  if (await copyText(text)) toast({ title, description });
  else toast({ title: "Error", description: "Your browser did not allow copying", variant: "destructive" });
}

/** spec 2 §2: My Credentials, with Export All and the empty state No Certificates Yet. */
export function MyCredentialsTab({
  certificates,
  onBrowseAvailable,
}: {
  certificates: UserCertificate[];
  onBrowseAvailable: () => void;
}) {
  if (certificates.length === 0) {
    return (
      <EmptyState
        icon={Award}
        title="No Certificates Yet"
        description="Complete the modules a certificate asks for, then claim it from the Available tab."
        action={<Button onClick={onBrowseAvailable}>Browse available certificates</Button>}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button variant="outline" asChild>
          <a href={hrefOf(credentialsEndpoints.exportZip)} download>
            <Download aria-hidden="true" />
            Export All
          </a>
        </Button>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="My certificates">
        {certificates.map((c) => (
          <li key={c.id}>
            <CertificateCard certificate={c} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CertificateCard({ certificate: c }: { certificate: UserCertificate }) {
  const share = useShareCertificate();
  const renew = useRenewCertificate();
  const days = c.expiresAt ? daysUntilExpiry(new Date(c.expiresAt), new Date()) : null;
  return (
    <Card className="h-full min-w-0">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-lg">{c.certificate.title}</CardTitle>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Share ${c.certificate.title}: copy its verification link`}
            disabled={c.state === "revoked" || share.isPending}
            onClick={async () => {
              if (await copyText(c.verificationUrl)) share.mutate({ certificateId: c.id, platform: "copy-link" });
              else toast({ title: "Error", description: "Your browser did not allow copying", variant: "destructive" });
            }}
          >
            <Share2 />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PillarBadge pillar={c.certificate.pivotPillar as Pillar} />
          <CertificateStateBadge state={c.state} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Earned</dt>
            <dd className="font-medium">{formatLongDate(c.earnedAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Expires</dt>
            <dd className="font-medium">{c.expiresAt ? formatLongDate(c.expiresAt) : "Never"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">CPD Hours</dt>
            <dd className="font-medium">{c.certificate.cpdHours}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">{CPD_ROUNDING_NOTE}</p>
        {c.knowledgeChecks.length > 0 && (
          <div className="min-w-0 text-sm">
            <p className="font-medium">Knowledge checks passed</p>
            <dl className="mt-1 grid gap-1">
              {c.knowledgeChecks.map((check) => (
                <div key={check.title} className="flex min-w-0 justify-between gap-3">
                  <dt className="min-w-0 break-words">{check.title}</dt>
                  <dd className="shrink-0 font-medium">
                    {check.scorePercent}%{" "}
                    <span className="text-muted-foreground">
                      {check.attempts > 0 ? `· ${plural(check.attempts, "attempt", "attempts")} ` : ""}
                      <span className="hidden sm:inline">(pass mark {check.passMark}%)</span>
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {c.state === "revoked" && (
          <p className="rounded-md border border-destructive-border bg-destructive-surface p-2 text-sm text-destructive-strong">
            Revoked: {c.revokedReason}
          </p>
        )}
        {c.renewable && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning-border-subtle bg-warning-surface p-3 text-sm text-warning-text">
            <p>
              {days !== null && days > 0
                ? `This certificate expires in ${plural(days, "day", "days")}. Renew it to keep it active.`
                : "This certificate has expired. Renew it to make it active again."}
            </p>
            <Button size="sm" onClick={() => renew.mutate(c.id)} disabled={renew.isPending}>
              <RefreshCw aria-hidden="true" />
              {renew.isPending ? "Renewing..." : "Renew Certificate"}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <ViewCertificateDialog certificate={c} />
          <CertificatePdfButton certificateId={c.id} />
        </div>
      </CardContent>
    </Card>
  );
}

function ViewCertificateDialog({ certificate: c }: { certificate: UserCertificate }) {
  const share = useShareCertificate();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>View</Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{c.certificate.title}</DialogTitle>
          <DialogDescription>{c.certificate.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <PillarBadge pillar={c.certificate.pivotPillar as Pillar} />
            <CertificateStateBadge state={c.state} />
            <span className="text-muted-foreground">{formatCpdHours(c.certificate.cpdHours)}</span>
          </div>
          <div className="grid gap-1">
            <p className="font-medium">Verification code</p>
            <Button
              variant="outline"
              className="justify-start font-mono"
              aria-label={`Copy verification code ${codePreview(c.verificationCode)}…`}
              onClick={() =>
                // spec 2 §8
                copyWithToast(c.verificationCode, "Copied", "Verification code copied to clipboard.")
              }
            >
              <Copy aria-hidden="true" />
              {codePreview(c.verificationCode)}…
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={c.state === "revoked" || share.isPending}
              onClick={() => {
                window.open(c.linkedIn.addToProfileUrl, "_blank", "noopener,noreferrer");
                share.mutate({ certificateId: c.id, platform: "linkedin" });
              }}
            >
              <BriefcaseBusiness aria-hidden="true" />
              Add to LinkedIn
            </Button>
            <CertificatePdfButton certificateId={c.id} />
            <Button variant="outline" asChild>
              <a href={c.verificationUrl} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Verification page
              </a>
            </Button>
          </div>
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">LinkedIn fields to copy by hand</summary>
            <p className="mt-2 text-muted-foreground">
              If LinkedIn does not fill in the form, add the certification under Licenses &amp; certifications with
              these values.
            </p>
            <dl className="mt-2 grid gap-2">
              {c.linkedIn.fields.map((f) => (
                <div key={f.label} className="flex items-center justify-between gap-2">
                  <div className="min-w-0">
                    <dt className="text-muted-foreground">{f.label}</dt>
                    <dd className="break-all">{f.value}</dd>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Copy ${f.label}`}
                    onClick={() => copyWithToast(f.value, "Copied", `${f.label} copied to clipboard.`)}
                  >
                    <Copy />
                  </Button>
                </div>
              ))}
            </dl>
          </details>
          <div className="grid gap-1">
            <p className="font-medium">Open Badge (Open Badges 3.0, signed)</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <a href={fileUrl(c.id, "badgePng")} download>
                  <Download aria-hidden="true" />
                  Badge image (PNG)
                </a>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href={fileUrl(c.id, "badgeJson")} download>
                  <Download aria-hidden="true" />
                  Badge credential (JSON)
                </a>
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The certificate's PDF, downloaded. */
function CertificatePdfButton({ certificateId }: { certificateId: number }) {
  return (
    <Button variant="outline" asChild>
      <a href={fileUrl(certificateId, "certificatePdf")} download>
        <FileText aria-hidden="true" />
        PDF
      </a>
    </Button>
  );
}
