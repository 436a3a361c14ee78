import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
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
  // The scope's compiler (the Better Auth proxy's validates nothing), else the zod schemas'.
  const compile = ((app as { validatorCompiler?: unknown }).validatorCompiler ?? validatorCompiler) as (
    request: Record<string, unknown>,
  ) => (data: unknown) => unknown;
  const validateBody = body
    ? compile({ schema: body, method: endpoint.method, url: endpoint.path, httpPart: "body" })
    : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    // Params and query are checked before the handler; the body when the handler first reads it (below).
    validatorCompiler: (request) =>
      (request.httpPart === "body"
        ? (data: unknown) => ({ value: data })
        : compile(request as unknown as Record<string, unknown>)) as never,
    config: { ...extras.config, access: endpoint.access, endpoint },
    handler: (validateBody
      ? function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
          deferBodyValidation(request, validateBody);
          return (handler as RouteHandlerMethod).call(this, request, reply);
        }
      : handler) as RouteHandlerMethod,
  });
}

/**
 * Authorise first, then look at the body (issue 43 item 8): a handler checks who the caller is in the
 * organisation before it reads the body, so a caller the organisation refuses is answered 403/404,
 * never a 400 that describes the schema. The body is validated (and transformed) on its first read; an
 * invalid one throws the same validation error Fastify would have, which the error handler answers 400.
 */
function deferBodyValidation(request: FastifyRequest, validate: (data: unknown) => unknown) {
  const raw = request.body;
  let checked: { value: unknown } | undefined;
  Object.defineProperty(request, "body", {
    configurable: true,
    enumerable: true,
    get() {
      if (!checked) {
        const result = validate(raw === undefined ? null : raw) as { value?: unknown; error?: unknown };
        if (result.error) {
          const error = Object.assign(new Error("body is not valid"), {
            statusCode: 400,
            code: "FST_ERR_VALIDATION",
            validation: result.error,
            validationContext: "body",
          });
          throw error;
        }
        checked = { value: result.value };
      }
      return checked.value;
    },
    set(value: unknown) {
      checked = { value };
    },
  });
}
