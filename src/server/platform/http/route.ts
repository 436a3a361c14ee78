import type {
  ContextConfigDefault,
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
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

type Validator = ReturnType<FastifySchemaCompiler<ZodType>>;
type RouteSchemaCompiler = FastifySchemaCompiler<FastifySchema & Record<string, unknown>>;
const zodCompiler = validatorCompiler as unknown as RouteSchemaCompiler;
type ValidationIssues = NonNullable<FastifyError["validation"]>;

/**
 * Fastify checks the params and query string against their schemas before the handler (a malformed
 * id names no resource: 400, as always); the body it lets through unchecked, for the handler to
 * check when it first reads it (decision 393).
 */
const paramsAndQueryOnly: RouteSchemaCompiler = (definition) =>
  definition.httpPart === "body" ? () => true : zodCompiler(definition);

/** The error Fastify makes of a body its schema refuses, so the one error handler answers it the same 400. */
function bodyValidationError(issues: ValidationIssues): FastifyError {
  const first = issues[0];
  const error = new Error(first ? `body${first.instancePath} ${first.message}` : "body is invalid") as FastifyError;
  return Object.assign(error, {
    statusCode: 400,
    code: "FST_ERR_VALIDATION",
    validation: issues,
    validationContext: "body" as const,
  });
}

/**
 * Decision 393: authorise first, then read the body. The request's `body` becomes a getter that
 * checks the parsed body against the contract's schema on first read and throws the usual 400 if it
 * does not match, so a caller the access policy or the handler's own ownership check refuses is
 * answered 401/403/404 whatever it sent, and only an authorised caller learns what the body lacks.
 */
function checkBodyOnFirstRead(request: FastifyRequest, validate: Validator) {
  const parsed: unknown = request.body;
  let outcome: { value: unknown } | { error: FastifyError } | undefined;
  Object.defineProperty(request, "body", {
    configurable: true,
    enumerable: true,
    get() {
      if (!outcome) {
        // Fastify hands a validator null for a request without a body; so does this.
        const result = validate(parsed === undefined ? null : parsed) as { value?: unknown; error?: ValidationIssues };
        outcome = result.error ? { error: bodyValidationError(result.error) } : { value: result.value };
      }
      if ("error" in outcome) throw outcome.error;
      return outcome.value;
    },
    set(value: unknown) {
      outcome = { value };
    },
  });
}

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
  // A route or scope that brings its own validator (Better Auth's proxy: its handler applies the schemas)
  // keeps it; only the zod validator the app sets (app.ts) becomes a check on first read.
  const ownValidator = extras.validatorCompiler ?? app.validatorCompiler;
  const validateBody =
    body && (ownValidator === undefined || ownValidator === validatorCompiler)
      ? validatorCompiler({ schema: body as ZodType, method: endpoint.method, url: endpoint.path, httpPart: "body" })
      : undefined;
  const run = handler as RouteHandlerMethod;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    // The body stays in the schema (the OpenAPI document and the tests read it) but is checked lazily.
    ...(validateBody ? { validatorCompiler: paramsAndQueryOnly } : {}),
    config: { ...extras.config, access: endpoint.access, endpoint },
    handler: validateBody
      ? function (this: FastifyInstance, request, reply) {
          checkBodyOnFirstRead(request, validateBody);
          return run.call(this, request, reply);
        }
      : run,
  });
}
