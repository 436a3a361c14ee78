import { Download } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import type { DataExport } from "../../../contracts/data-export";
import { paths } from "../../../contracts/routes";
import { isDataExportRunning, useDataExport } from "./api/data-export";

/**
 * The e-mailed link to a data export (issue 43 item 4): opening it shows this page and spends nothing
 * (a mail scanner or a link preview fetches the page, not the file). The Download button carries the
 * link's token to the download, which also needs this session to be the export's owner.
 */
export default function DataExportPage() {
  const { exportId } = useParams();
  const [search] = useSearchParams();
  const id = /^\d{1,12}$/.test(exportId ?? "") ? Number(exportId) : null;
  const token = search.get("token") ?? undefined;
  const shown = useDataExport(id);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <title>Download your data · PIVOT Learning</title>
      <h1 className="text-3xl font-bold text-heading">Download your data</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your copy of your personal data</CardTitle>
          <CardDescription>
            A ZIP file of everything we hold about you: a README, JSON and CSV files, and your certificates' signed
            credentials.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {id === null ? (
            <Missing />
          ) : shown.isPending ? (
            <Skeleton className="h-10" />
          ) : shown.isError ? (
            shown.error instanceof ApiError && shown.error.status === 404 ? (
              <Missing />
            ) : (
              <div role="alert" className="grid justify-items-start gap-2">
                <p>{errorMessage(shown.error, "Your data export could not be loaded")}</p>
                <Button variant="outline" size="sm" onClick={() => shown.refetch()}>
                  Try again
                </Button>
              </div>
            )
          ) : (
            <ExportDownload item={shown.data} token={token} onDownload={() => shown.refetch()} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

const ProfileLink = () => (
  <Link to={paths.profile} className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover">
    your profile
  </Link>
);

function Missing() {
  return (
    <p role="alert">
      This download is not one of yours. Check that you are signed in with the account that asked for it, or ask for a
      new copy on <ProfileLink />.
    </p>
  );
}

function ExportDownload({ item, token, onDownload }: { item: DataExport; token?: string; onDownload: () => void }) {
  const [started, setStarted] = useState(false);
  if (isDataExportRunning(item)) {
    return (
      <div className="grid gap-2" role="status">
        <p>Preparing your data… {item.progress}%</p>
        <Progress value={item.progress} aria-label="Data export progress" />
      </div>
    );
  }
  if (item.status === "ready" && item.downloadUrl) {
    const href = token ? `${item.downloadUrl}?token=${encodeURIComponent(token)}` : item.downloadUrl;
    return (
      <div className="grid justify-items-start gap-3">
        <p>
          Your data is ready.
          {item.expiresAt ? <> The download works once, until {formatLongDate(item.expiresAt)}.</> : null}
        </p>
        <Button asChild>
          <a
            href={href}
            download
            rel="noreferrer"
            onClick={() => {
              setStarted(true);
              onDownload();
            }}
          >
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        {started ? (
          <p role="status" className="text-sm text-muted-foreground">
            Your download has started. If the file did not arrive, ask for a new copy on <ProfileLink />.
          </p>
        ) : null}
      </div>
    );
  }
  const text: Record<string, string> = {
    ready: "This copy has expired.",
    downloaded: "This copy was already downloaded: the link works once.",
    failed: "This copy could not be prepared.",
    cancelled: "This request was cancelled.",
  };
  return (
    <p role="status">
      {text[item.status]} Ask for a new copy on <ProfileLink />.
    </p>
  );
}
