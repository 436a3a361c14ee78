import { okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";
import {
  learningRecordStoreInputSchema,
  learningRecordStoreSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamSchema,
  webhookDeliveryQueuedSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointParamSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from "../webhooks";

/** Webhooks and the learning record store per organisation (issue 23 items 5 and 6; server/features/webhooks). */
const webhooksPath = "/api/organizations/:id/webhooks";
const endpointPath = `${webhooksPath}/:endpointId`;
const tags = ["Webhooks"];

export const webhookEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: webhooksPath,
    summary: "The organisation's webhook endpoints, with the events they may subscribe to",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: webhookEndpointListSchema },
  }),
  create: defineEndpoint({
    method: "POST",
    path: webhooksPath,
    summary: "Register a webhook endpoint; the answer holds its signing secret, shown only this once",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: webhookEndpointCreateSchema,
    responses: { 201: webhookEndpointCreatedSchema },
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: endpointPath,
    summary: "Change a webhook endpoint's address, description or events, or switch it on or off",
    tags,
    access: "organisationMember",
    params: webhookEndpointParamSchema,
    body: webhookEndpointUpdateSchema,
    responses: { 200: webhookEndpointSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: endpointPath,
    summary: "Delete a webhook endpoint and its delivery log",
    tags,
    access: "organisationMember",
    params: webhookEndpointParamSchema,
    responses: { 200: okResponseSchema },
  }),
  deliveries: defineEndpoint({
    method: "GET",
    path: `${endpointPath}/deliveries`,
    summary: "A webhook endpoint's delivery log, newest first, with each answer's status code",
    tags,
    access: "organisationMember",
    params: webhookEndpointParamSchema,
    query: webhookDeliveryListQuerySchema,
    responses: { 200: webhookDeliveryListSchema },
  }),
  sendTest: defineEndpoint({
    method: "POST",
    path: `${endpointPath}/test`,
    summary: "Send a test event to a webhook endpoint",
    tags,
    access: "organisationMember",
    params: webhookEndpointParamSchema,
    responses: { 202: webhookDeliveryQueuedSchema },
  }),
  replay: defineEndpoint({
    method: "POST",
    path: `${endpointPath}/deliveries/:deliveryId/replay`,
    summary: "Send a delivery's event to the endpoint again",
    tags,
    access: "organisationMember",
    params: webhookDeliveryParamSchema,
    responses: { 202: webhookDeliveryQueuedSchema },
  }),
};

const lrsPath = "/api/organizations/:id/learning-record-store";
const lrsTags = ["Learning record store"];

export const learningRecordStoreEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: lrsPath,
    summary: "The organisation's xAPI learning record store (never its secret)",
    tags: lrsTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: learningRecordStoreSchema },
  }),
  put: defineEndpoint({
    method: "PUT",
    path: lrsPath,
    summary: "Set the organisation's xAPI learning record store and how people are identified in it",
    tags: lrsTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: learningRecordStoreInputSchema,
    responses: { 200: learningRecordStoreSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: lrsPath,
    summary: "Stop sending statements to a learning record store",
    tags: lrsTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: okResponseSchema },
  }),
};
