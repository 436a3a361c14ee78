import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { webhookEndpoints } from "../../../../contracts/api/webhooks";
import type { WebhookEndpointCreate, WebhookEndpointUpdate } from "../../../../contracts/webhooks";
import { NO_ORGANIZATION } from "./get-organization";

/**
 * The organisation's webhook endpoints (issue 23 item 5, owners and admins): list, register (the
 * answer holds the secret, shown once), change, switch on or off, delete, test events, the delivery
 * log and replays.
 */
export const webhooksQueryKey = (organizationId: string) =>
  queryKeyOf(webhookEndpoints.list, { params: { id: organizationId } });

export const getWebhooksQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: webhooksQueryKey(organizationId),
    queryFn: () => callApi(webhookEndpoints.list, { params: { id: organizationId } }),
  });

export const useWebhooks = (organizationId: string | undefined) =>
  useQuery({
    ...getWebhooksQueryOptions(organizationId || NO_ORGANIZATION),
    enabled: Boolean(organizationId),
    // A delivery queued in the last minute (a test event, a replay) is looked at again until it is sent.
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (endpoint) =>
          endpoint.lastDelivery?.status === "pending" && Date.now() - Date.parse(endpoint.lastDelivery.at) < 60_000,
      )
        ? 2_000
        : false,
  });

export const deliveriesQueryKey = (organizationId: string, endpointId: string, cursor?: string) =>
  queryKeyOf(webhookEndpoints.deliveries, { params: { id: organizationId, endpointId }, query: { cursor } });

export const useWebhookDeliveries = (organizationId: string, endpointId: string, cursor: string | undefined) =>
  useQuery({
    queryKey: deliveriesQueryKey(organizationId, endpointId, cursor),
    queryFn: () =>
      callApi(webhookEndpoints.deliveries, {
        params: { id: organizationId, endpointId },
        query: { cursor, limit: 10 },
      }),
    // A delivery whose next attempt is due soon (a test event just sent, a first retry) is looked at
    // again until it settles; one retried hours later is not polled for.
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (delivery) =>
          delivery.status === "pending" &&
          (delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) - Date.now() < 90_000),
      )
        ? 1_000
        : false,
  });

/** Every read under the organisation's webhooks (the list and each endpoint's delivery log). */
const useRefreshWebhooks = (organizationId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(organizationId) });
};

export function useCreateWebhook(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (input: WebhookEndpointCreate) =>
      callApi(webhookEndpoints.create, { params: { id: organizationId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: ({ endpointId, change }: { endpointId: string; change: WebhookEndpointUpdate }) =>
      callApi(webhookEndpoints.update, { params: { id: organizationId, endpointId }, body: change }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (endpointId: string) =>
      callApi(webhookEndpoints.remove, { params: { id: organizationId, endpointId } }),
    onSuccess: refresh,
  });
}

export function useSendTestEvent(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (endpointId: string) =>
      callApi(webhookEndpoints.sendTest, { params: { id: organizationId, endpointId } }),
    onSuccess: refresh,
  });
}

export function useReplayDelivery(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: number }) =>
      callApi(webhookEndpoints.replay, { params: { id: organizationId, endpointId, deliveryId } }),
    onSuccess: refresh,
  });
}
