import { CheckCircle2, ShieldAlert, ShieldCheck, ShieldQuestion, Upload, XCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useParams } from "react-router";
import { PillarBadge } from "@/components/pillar-badge";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Label, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, statusOf } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import type { VerificationResult } from "../../../contracts/credentials";
import type { Pillar } from "../../../domain/pillars";
import { isPillar } from "../../../domain/pillars";
import { useVerification } from "./api/get-verification";
import { useRevokeCertificate } from "./api/revoke-certificate";
import { useVerifyUpload } from "./api/verify-upload";
import { CertificateStateBadge } from "./components/certificate-state-badge";

const HEADLINES: Record<VerificationResult["status"] | "unknown", string> = {
  valid: "This certificate is valid",
  expired: "This certificate has expired",
  revoked: "This certificate has been revoked",
  invalid: "This credential is invalid",
  unknown: "Unknown verification code",
};

/** The public verification page at /verify/{code} (issue 11): no sign-in needed. */
export default function VerifyPage() {
  const { code = "" } = useParams();
  const verification = useVerification(code);
  // The server wrote this certificate's head for crawlers (verify-page-head.ts); React's tags take over.
  useEffect(() => {
    for (const element of document.head.querySelectorAll("[data-server-meta]")) element.remove();
  }, []);
  const unknown = verification.isError && statusOf(verification.error) === 404;
  const result = verification.data;
  const title = result?.title ? `${result.title} · Verify · PIVOT Learning` : "Verify a certificate · PIVOT Learning";
  const description = result
    ? `${HEADLINES[result.status]}: ${result.title ?? "certificate"} issued by PIVOT Learning to ${result.holderName ?? "its holder"}.`
    : "Check a PIVOT Learning certificate or Open Badge.";
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-10">
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="PIVOT Learning" />
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Certificate verification</h1>
      <RegionBoundary name="Verification result">
        {verification.isPending ? (
          <Skeleton role="status" aria-label="Checking the certificate" className="h-64" />
        ) : unknown ? (
          <ResultCard
            status="unknown"
            reason="No certificate has this verification code. Check the address you were given."
          />
        ) : verification.isError ? (
          <QueryError title="Failed to check the certificate" onRetry={() => verification.refetch()} />
        ) : (
          <>
            <ResultCard
              status={verification.data.status}
              result={verification.data}
              reason={verification.data.reason}
            />
            {verification.data.userCertificateId !== null && verification.data.status !== "revoked" && (
              <RevokeForm code={code} id={verification.data.userCertificateId} />
            )}
          </>
        )}
      </RegionBoundary>
      <RegionBoundary name="Verify a credential file">
        <UploadVerifier />
      </RegionBoundary>
    </div>
  );
}

function StatusIcon({ status }: { status: VerificationResult["status"] | "unknown" }) {
  if (status === "valid") return <ShieldCheck className="size-10 text-success" aria-hidden="true" />;
  if (status === "unknown") return <ShieldQuestion className="size-10 text-subtle" aria-hidden="true" />;
  return <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />;
}

function ResultCard({
  status,
  result,
  reason,
}: {
  status: VerificationResult["status"] | "unknown";
  result?: VerificationResult;
  reason?: string | null;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <StatusIcon status={status} />
        <div className="grid gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
            <span>{HEADLINES[status]}</span>
            <CertificateStateBadge state={status} />
          </CardTitle>
          {reason && (
            <CardDescription>
              {status === "revoked" ? "Reason given by the issuer: " : ""}
              {reason}
            </CardDescription>
          )}
        </div>
      </CardHeader>
      {result && (
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Field label="Holder" value={result.holderName ?? "Not disclosed (a hashed e-mail address)"} />
            <Field label="Certificate" value={result.title ?? "—"} />
            <div>
              <dt className="text-muted-foreground">Pillar</dt>
              <dd className="mt-0.5">
                {result.pivotPillar && isPillar(result.pivotPillar) ? (
                  <PillarBadge pillar={result.pivotPillar as Pillar} />
                ) : (
                  "—"
                )}
              </dd>
            </div>
            <Field label="CPD hours" value={result.cpdHours === null ? "—" : String(result.cpdHours)} />
            <Field label="Issued by" value={result.issuerName ?? "—"} />
            {result.holderOrganization && (
              // issue 20: the holder's organisation; its logo only ever as an image source.
              <div>
                <dt className="text-muted-foreground">Holder's organisation</dt>
                <dd className="mt-0.5 flex items-center gap-2">
                  {result.holderOrganization.logo && (
                    <img src={result.holderOrganization.logo} alt="" className="size-6 rounded object-contain" />
                  )}
                  {result.holderOrganization.name}
                </dd>
              </div>
            )}
            <Field label="Issued on" value={result.issuedAt ? formatLongDate(result.issuedAt) : "—"} />
            <Field label="Expires" value={result.expiresAt ? formatLongDate(result.expiresAt) : "Does not expire"} />
            {result.revokedAt && <Field label="Revoked on" value={formatLongDate(result.revokedAt)} />}
            {result.verificationCode && <Field label="Verification code" value={result.verificationCode} mono />}
          </dl>
          {result.description && <p className="text-sm text-muted-foreground">{result.description}</p>}
          <div>
            <h2 className="mb-2 text-sm font-semibold">Checks</h2>
            <ul className="grid gap-1 text-sm">
              {result.checks.map((c) => (
                <li key={c.check} className="flex items-start gap-2">
                  {c.ok ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Passed" />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failed" />
                  )}
                  <span>
                    <span className="font-medium capitalize">{c.check}:</span> {c.message}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      )}
    </Card>
  );
}

function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? "font-mono break-all" : "font-medium"}>{value}</dd>
    </div>
  );
}

/** Any Open Badges 3.0 credential of ours, as the JSON file or the baked PNG badge. */
function UploadVerifier() {
  const inputId = useId();
  const upload = useVerifyUpload();
  const [tooLarge, setTooLarge] = useState<string | undefined>();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Verify a credential file</CardTitle>
        <CardDescription>
          Upload an Open Badge you were sent: the badge image (PNG) or its credential file (JSON).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={inputId}>Credential file</Label>
          <input
            id={inputId}
            type="file"
            accept=".json,.jsonld,.png,application/json,image/png"
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
            aria-describedby={tooLarge ? `${inputId}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              if (file.size > 180 * 1024) {
                setTooLarge("The file is larger than 180 KB: an Open Badge is a few kilobytes");
                return;
              }
              setTooLarge(undefined);
              upload.mutate(file);
            }}
          />
          <FieldError id={`${inputId}-error`} message={tooLarge} />
        </div>
        {upload.isPending && <Skeleton role="status" aria-label="Verifying the file" className="h-24" />}
        {upload.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(upload.error, "The file could not be checked")}
          </p>
        )}
        {upload.data && (
          <section aria-label="Uploaded credential result">
            <ResultCard status={upload.data.status} result={upload.data} reason={upload.data.reason} />
          </section>
        )}
        {!upload.data && !upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Upload className="size-4" aria-hidden="true" />
            The file is checked on our server with the same libraries any verifier uses.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Admins revoke a certificate with a reason, shown on this page afterwards. */
function RevokeForm({ code, id }: { code: string; id: number }) {
  const revoke = useRevokeCertificate(code);
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <Card className="border-destructive-border">
      <CardHeader>
        <CardTitle className="text-lg">Revoke this certificate</CardTitle>
        <CardDescription>
          Admins only. The reason is shown on this page, and the certificate's bit is set in the signed status list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = reason.trim();
            if (!trimmed) return setError("Reason is required");
            if (trimmed.length > 500) return setError("Reason must be at most 500 characters");
            setError(undefined);
            revoke.mutate({ id, reason: trimmed });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              rows={3}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldError id={`${reasonId}-error`} message={error} />
          </div>
          <Button type="submit" variant="destructive" disabled={revoke.isPending} className="justify-self-start">
            {revoke.isPending ? "Revoking..." : "Revoke certificate"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
