import { RotateCcw } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { NewerOlderButtons } from "@/components/newer-older-buttons";
import { EmptyState, QueryError } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { useCursorPages } from "@/lib/use-cursor-pages";
import type { WebhookDelivery } from "../../../../contracts/webhooks";
import { useReplayDelivery, useWebhookDeliveries } from "../api/webhooks";

const STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Waiting",
  delivered: "Delivered",
  failed: "Failed",
};

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const variant =
    delivery.status === "delivered" ? "secondary" : delivery.status === "failed" ? "destructive" : "outline";
  const label = delivery.status === "pending" && delivery.attempts > 0 ? "Retrying" : STATUS_LABELS[delivery.status];
  return <Badge variant={variant}>{label}</Badge>;
}

/**
 * One endpoint's delivery log (issue 23 item 5): newest first, ten at a time, with each delivery's
 * event, status, the receiver's status code, attempts, when, the failure's reason and a Replay button.
 */
export function WebhookDeliveries({
  organizationId,
  endpointId,
  enabled,
}: {
  organizationId: string;
  endpointId: string;
  enabled: boolean;
}) {
  const pages = useCursorPages();
  const deliveries = useWebhookDeliveries(organizationId, endpointId, pages.cursor);
  const replay = useReplayDelivery(organizationId);

  if (deliveries.isPending)
    return (
      <div role="status" aria-label="Loading deliveries" className="grid gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  if (deliveries.isError)
    return <QueryError title="Failed to load the deliveries" onRetry={() => deliveries.refetch()} />;
  if (deliveries.data.items.length === 0 && pages.isFirstPage)
    return (
      <EmptyState
        title="No deliveries yet"
        description="Send a test event, or wait for one of the events this endpoint receives."
      />
    );

  const onReplay = (delivery: WebhookDelivery) =>
    replay.mutate(
      { endpointId, deliveryId: delivery.id },
      {
        onSuccess: () =>
          toast({ title: "Replay queued", description: `The ${delivery.eventType} event is sent again.` }),
        onError: (error) => toast({ variant: "destructive", title: "Not replayed", description: errorMessage(error) }),
      },
    );

  return (
    <div className="grid gap-3">
      <Table scrollLabel="Deliveries" aria-label="Deliveries">
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Code</TableHead>
            <TableHead>Attempts</TableHead>
            <TableHead>Time</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.data.items.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell className="align-top">
                <span className="font-mono text-xs">{delivery.eventType}</span>
                {delivery.replayOf !== null && (
                  <span className="block text-xs text-muted-foreground">Replay of #{delivery.replayOf}</span>
                )}
                {delivery.error && (
                  <span className="block max-w-xs text-xs break-words text-destructive">{delivery.error}</span>
                )}
              </TableCell>
              <TableCell className="align-top">
                <DeliveryStatus delivery={delivery} />
              </TableCell>
              <TableCell className="align-top font-mono text-xs">{delivery.responseStatus ?? "—"}</TableCell>
              <TableCell className="align-top">{delivery.attempts}</TableCell>
              <TableCell className="align-top whitespace-nowrap text-xs">
                <DateTime value={delivery.lastAttemptAt ?? delivery.createdAt} />
              </TableCell>
              <TableCell className="align-top">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!enabled || replay.isPending}
                  aria-label={`Replay delivery ${delivery.id}`}
                  onClick={() => onReplay(delivery)}
                >
                  <RotateCcw aria-hidden="true" />
                  Replay
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(!pages.isFirstPage || deliveries.data.nextCursor) && (
        <div className="flex flex-wrap justify-end gap-2">
          <NewerOlderButtons pages={pages} nextCursor={deliveries.data.nextCursor} />
        </div>
      )}
    </div>
  );
}
