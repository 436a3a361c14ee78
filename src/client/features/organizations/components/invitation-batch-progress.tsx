import { CheckCircle2 } from "lucide-react";
import { QueryError } from "@/components/query-state";
import { Progress } from "@/components/ui/progress";
import { refusedFileRows } from "../../../../domain/invitation-csv";
import { useInvitationBatch } from "../api/get-invitation-batch";
import { InvitationRefusals } from "./invitation-refusals";

/**
 * A list of more than 50 invitations being sent by the server (DESIGN §7: 5,000 within a minute, with
 * progress on screen): the bar follows the batch until it is done, then the rows refused.
 */
export function InvitationBatchProgress({
  organizationId,
  batchId,
  rowNumbers,
}: {
  organizationId: string;
  batchId: string;
  /** The file row of each invitation sent, to name refused rows as the file does. */
  rowNumbers: readonly number[];
}) {
  const batch = useInvitationBatch(organizationId, batchId);
  if (batch.isError) return <QueryError title="Could not follow the invitations" onRetry={() => batch.refetch()} />;
  const data = batch.data;
  const percent = data && data.total > 0 ? Math.round((data.processed / data.total) * 100) : 0;
  const done = data?.status === "done";
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span id={`batch-${batchId}`} className="font-medium">
            {done ? "Invitations sent" : data?.status === "failed" ? "Sending stopped" : "Sending invitations..."}
          </span>
          <span aria-live="polite">
            {data ? `${data.processed.toLocaleString("en-GB")} of ${data.total.toLocaleString("en-GB")}` : "Starting"}
          </span>
        </div>
        <Progress value={percent} aria-labelledby={`batch-${batchId}`} aria-valuetext={`${percent}%`} />
      </div>
      {data?.status === "failed" && (
        <p role="alert" className="rounded-md bg-destructive-surface p-3 text-sm text-destructive">
          Something went wrong part-way. The invitations sent so far stand; send the file again to invite the rest
          (people already invited are skipped).
        </p>
      )}
      {done && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
          {data.invited === 1 ? "1 person invited." : `${data.invited.toLocaleString("en-GB")} people invited.`}
        </p>
      )}
      {(done || data?.status === "failed") && <InvitationRefusals rows={refusedFileRows(data.rejected, rowNumbers)} />}
    </div>
  );
}
