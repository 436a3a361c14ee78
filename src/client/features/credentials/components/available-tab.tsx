import { CheckCircle2, Circle, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { ModuleTitleLink } from "@/components/learning-links";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import type { AvailableCertificate } from "../../../../contracts/credentials";
import { paths } from "../../../../contracts/routes";
import { availableAction } from "../../../../domain/certificate-requirements";
import { CPD_ROUNDING_NOTE, formatCpdHours } from "../../../../domain/learning-time";
import type { Pillar } from "../../../../domain/pillars";
import { useClaimCertificate } from "../api/claim-certificate";

const TYPE_LABELS: Record<string, string> = {
  pillar: "Pillar certificate",
  pathway: "Pathway certificate",
  module: "Module certificate",
  programme: "Programme certificate",
};

/** spec 2 §2: Available, each card's button Earned, Claim Certificate or View Requirements. */
export function AvailableTab({ certificates }: { certificates: AvailableCertificate[] }) {
  if (certificates.length === 0) {
    return <EmptyState icon={GraduationCap} title="No certificates available" description="Check back soon." />;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Available certificates">
      {certificates.map((c) => (
        <li key={c.id}>
          <AvailableCard certificate={c} />
        </li>
      ))}
    </ul>
  );
}

function AvailableCard({ certificate: c }: { certificate: AvailableCertificate }) {
  const claim = useClaimCertificate();
  const action = availableAction(c.isEarned, c.canClaim);
  return (
    <Card className={cn("flex h-full flex-col", c.isEarned && "opacity-60")}>
      <CardHeader className="gap-2">
        <CardTitle className="text-lg">{c.title}</CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <PillarBadge pillar={c.pivotPillar as Pillar} />
          <span>{formatCpdHours(c.cpdHours)}</span>
          <span aria-hidden="true">·</span>
          <span>{TYPE_LABELS[c.type] ?? c.type}</span>
        </div>
        <CardDescription>{c.description}</CardDescription>
        <p className="text-xs text-muted-foreground">{CPD_ROUNDING_NOTE}</p>
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span>Progress</span>
            <span className="font-medium">{c.progress}%</span>
          </div>
          <Progress value={c.progress} aria-label={`${c.title} progress`} />
        </div>
        {action === "earned" ? (
          <Button variant="secondary" disabled>
            Earned
          </Button>
        ) : action === "claim" ? (
          <Button onClick={() => claim.mutate(c.id)} disabled={claim.isPending}>
            {claim.isPending ? "Claiming..." : "Claim Certificate"}
          </Button>
        ) : (
          <RequirementsDialog certificate={c} />
        )}
      </CardContent>
    </Card>
  );
}

function RequirementsDialog({ certificate: c }: { certificate: AvailableCertificate }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">View Requirements</Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{c.title}: requirements</DialogTitle>
          <DialogDescription>
            {c.progress}% done. Claim the certificate once every requirement is ticked.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 text-sm">
          {c.requirements.map((r) => (
            <li key={r.label} className="grid gap-1">
              <p className="flex items-start gap-2 font-medium">
                {r.met ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-faint" aria-label="Not done yet" />
                )}
                <span>
                  {r.kind === "module" && r.modules[0]?.id ? (
                    <Link
                      className="text-primary underline-offset-4 hover:underline"
                      to={paths.module(r.modules[0].id)}
                    >
                      {r.label}
                    </Link>
                  ) : (
                    r.label
                  )}
                  {r.total > 1 && (
                    <span className="ml-1 font-normal text-muted-foreground">
                      ({r.done} of {r.total})
                    </span>
                  )}
                </span>
              </p>
              {r.kind === "assessment" && !r.met && (
                <p className="ml-6 text-muted-foreground">
                  Take it from your{" "}
                  <Link className="text-primary underline-offset-4 hover:underline" to={paths.home}>
                    dashboard
                  </Link>
                  .
                </p>
              )}
              {r.kind !== "module" && r.modules.length > 0 && (
                <ul className="ml-6 grid gap-1">
                  {r.modules.map((m) => (
                    <li key={m.id} className="flex items-center gap-2">
                      {m.completed ? (
                        <CheckCircle2 className="size-3.5 shrink-0 text-success" aria-label="Completed" />
                      ) : (
                        <Circle className="size-3.5 shrink-0 text-faint" aria-label="Not completed" />
                      )}
                      <ModuleTitleLink module={m} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
