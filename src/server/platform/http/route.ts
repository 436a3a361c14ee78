import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Endpoint, type EndpointDefinition, isStreamBody } from "../../../contracts/endpoint";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract the route was registered from (contracts/endpoint.ts); the contract test reads it. */
    endpoint?: Endpoint;
  }
}

/** The Fastify schema an endpoint's contract gives, typed so the handler sees its params, query, body and answers. */
export type SchemaOf<E extends EndpointDefinition> = {
  params: E["params"];
  querystring: E["query"];
  body: E["body"] extends { stream: string } ? undefined : E["body"];
  response: E["responses"];
};

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E> & FastifySchema,
  ZodTypeProvider
>;

/** What a route adds to its contract: limits, compression, rate limits, extra hooks. */
export type RouteExtras = Omit<RouteShorthandOptions, "schema"> & {
  config?: Omit<NonNullable<RouteShorthandOptions["config"]>, "access" | "endpoint">;
};

/**
 * Registers an endpoint's route from its contract (issue 23 item 1): the path, the schemas, the
 * access policy and the reference text all come from the declaration, so the route cannot state
 * them differently. The summary, tags and examples feed the generated OpenAPI document.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  const body = endpoint.body && !isStreamBody(endpoint.body) ? endpoint.body : undefined;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(body ? { body } : {}),
    response: endpoint.responses,
    // Only the public API is in the reference (/api/docs); the product's own routes stay out of it.
    ...(endpoint.public ? {} : { hide: true }),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...extras.config, access: endpoint.access, endpoint },
    handler: handler as RouteHandlerMethod,
  });
}
