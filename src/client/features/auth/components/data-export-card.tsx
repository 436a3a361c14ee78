import { Download, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import type { DataExport } from "../../../../contracts/data-export";
import { DATA_EXPORT_VALID_DAYS } from "../../../../domain/retention";
import { isDataExportRunning, useDataExport, useLatestDataExport, useRequestDataExport } from "../api/data-export";

/**
 * Issue 28 item 1: "Download my data". The export is built in the background; the bar follows its
 * progress, and once it is ready a single-use link goes to the person's e-mail address (and the button
 * here downloads it, once, while it is valid).
 */
export function DataExportCard() {
  const titleId = useId();
  const latest = useLatestDataExport();
  const [requestedId, setRequestedId] = useState<number | null>(null);
  const initial = latest.data?.export ?? undefined;
  const id = requestedId ?? initial?.id ?? null;
  const current = useDataExport(id, initial);
  const request = useRequestDataExport();
  const shown: DataExport | null = current.data ?? initial ?? null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (accepted) => setRequestedId(accepted.id),
    });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Download my data</CardTitle>
        <CardDescription>
          A ZIP file of everything we hold about you: a README, JSON and CSV files, and your certificates' signed
          credentials. We e-mail you a link that works once, for {DATA_EXPORT_VALID_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {latest.isPending ? (
          <Skeleton className="h-10" />
        ) : latest.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>Your data exports could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => latest.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <>
            <ExportState item={shown} />
            {request.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(request.error, "Your request could not be sent")}
              </p>
            ) : null}
            {isDataExportRunning(shown) ? null : (
              <div>
                <Button variant="outline" disabled={request.isPending} onClick={ask}>
                  {request.isPending ? "Requesting..." : shown ? "Request a new copy" : "Request my data"}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExportState({ item }: { item: DataExport | null }) {
  if (!item) return <p className="text-sm text-muted-foreground">You have not asked for a copy of your data yet.</p>;
  if (isDataExportRunning(item)) {
    return (
      <div className="grid gap-2" role="status">
        <p className="text-sm">Preparing your data… {item.progress}%</p>
        <Progress value={item.progress} aria-label="Data export progress" />
        <p className="text-sm text-muted-foreground">You can leave this page: we will e-mail you when it is ready.</p>
      </div>
    );
  }
  if (item.status === "ready" && item.downloadUrl) {
    return (
      <div className="grid gap-2" role="status">
        <p className="text-sm">
          Your data is ready. We sent a download link to your e-mail address
          {item.expiresAt ? <> that works once, until {formatLongDate(item.expiresAt)}</> : null}.
        </p>
        <div>
          <Button asChild>
            <a href={item.downloadUrl} download>
              <Download aria-hidden="true" />
              Download now
            </a>
          </Button>
        </div>
      </div>
    );
  }
  const text: Record<string, string> = {
    ready: "Your last copy has expired.",
    downloaded: "Your last copy was downloaded. The link works once.",
    failed: "Your data could not be prepared. Please ask again.",
    cancelled: "Your last request was cancelled.",
  };
  return (
    <p className="text-sm text-muted-foreground" role={item.status === "failed" ? "alert" : undefined}>
      {text[item.status]} Requested on {formatLongDate(item.requestedAt)}.
    </p>
  );
}
