import { Download, Trash2, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import { ORGANIZATION_CLOSING_GRACE_DAYS, type OrganizationDetail } from "../../../../contracts/organizations";
import { useCloseOrganization, useReopenOrganization } from "../api/close-organization";
import { useExportOrganizationData } from "../api/export-organization-data";

/** Settings, owners and admins: the organisation's data as a ZIP (issue 28). */
export function OrgExport({ organization }: { organization: OrganizationDetail }) {
  const exportData = useExportOrganizationData(organization.id);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-body">
        Members, pathway and compliance assignments, completions and the audit log, as CSV files in one ZIP. The
        download is recorded in the audit log.
      </p>
      <div>
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: ({ fileName }) => toast({ title: "Data exported", description: `Saved ${fileName}.` }),
              onError: (error) =>
                toast({ variant: "destructive", title: "Export failed", description: errorMessage(error) }),
            })
          }
        >
          <Download aria-hidden="true" />
          {exportData.isPending ? "Preparing the export..." : "Download organisation data"}
        </Button>
      </div>
    </div>
  );
}

/** "Cancel closing" (owner), used by the settings page and the banner on /organization. */
export function CancelClosingButton({ organization }: { organization: OrganizationDetail }) {
  const reopen = useReopenOrganization(organization.id);
  return (
    <Button
      variant="outline"
      disabled={reopen.isPending}
      onClick={() =>
        reopen.mutate(undefined, {
          onSuccess: () => toast({ title: "Closing cancelled", description: `${organization.name} stays open.` }),
          onError: (error) =>
            toast({ variant: "destructive", title: "Closing not cancelled", description: errorMessage(error) }),
        })
      }
    >
      <Undo2 aria-hidden="true" />
      {reopen.isPending ? "Cancelling..." : "Cancel closing"}
    </Button>
  );
}

/**
 * Settings, owner only: close the organisation by typing its name. It stays open for the grace period
 * (the banner on /organization says until when), then it is deleted and the owner is e-mailed a final
 * export.
 */
export function OrgClose({ organization }: { organization: OrganizationDetail }) {
  const inputId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = useCloseOrganization(organization.id);

  if (organization.closingAt) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-prose">
          {organization.name} is closing: it will be deleted on <strong>{formatDate(organization.closingAt)}</strong>,
          and you will be e-mailed its final export.
        </p>
        <div>
          <CancelClosingButton organization={organization} />
        </div>
      </div>
    );
  }

  const submit = () => {
    if (typed.trim() !== organization.name.trim()) {
      setError(`Type the organisation's name, ${organization.name}, exactly as it is shown to confirm`);
      return;
    }
    setError(null);
    close.mutate(typed, {
      onSuccess: (result) => {
        setOpen(false);
        setTyped("");
        toast({
          title: "Organisation closing",
          description: `${organization.name} will be deleted on ${result.closingAt ? formatDate(result.closingAt) : "its closing date"}.`,
        });
      },
      onError: (failure) => {
        const fields = fieldErrors(failure);
        if (fields.confirmName) setError(fields.confirmName);
        else toast({ variant: "destructive", title: "Organisation not closed", description: errorMessage(failure) });
      },
    });
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-body">
        Members keep their own accounts, progress and certificates, but lose the organisation's plan and team views once
        it is deleted, {ORGANIZATION_CLOSING_GRACE_DAYS} days after you close it. Until then you can cancel closing.
        Download its data first if you need the records; you are e-mailed a final export too.
      </p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Close organisation
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped("");
            setError(null);
          }
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Close {organization.name}?</DialogTitle>
            <DialogDescription>
              It will be deleted in {ORGANIZATION_CLOSING_GRACE_DAYS} days with its members, invitations, team hub,
              assignments and plan. Type its name to confirm.
            </DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="grid gap-1">
              <label htmlFor={inputId} className="text-sm font-medium">
                Organisation name
              </label>
              <Input
                id={inputId}
                value={typed}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setTyped(event.target.value)}
              />
              {error && (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Keep it open
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={close.isPending}>
                {close.isPending ? "Closing..." : "Close organisation"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** /organization: when a closing organisation is deleted, and (for its owner) "Cancel closing". */
export function ClosingBanner({ organization }: { organization: OrganizationDetail }) {
  if (!organization.closingAt) return null;
  return (
    <section
      aria-labelledby="closing-banner-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning-border bg-warning-surface p-4"
    >
      <div className="min-w-0">
        <h2 id="closing-banner-heading" className="font-semibold text-warning-foreground">
          This organisation closes on {formatDate(organization.closingAt)}
        </h2>
        <p className="mt-1 text-sm text-warning-foreground">
          Its members, team hub, assignments and plan will be deleted then; the owner is e-mailed a final export.
          Members keep their own progress and certificates.
        </p>
      </div>
      {organization.role === "owner" && <CancelClosingButton organization={organization} />}
    </section>
  );
}
