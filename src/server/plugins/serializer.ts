import fastJsonStringify from "fast-json-stringify";
import type { FastifyInstance } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type SerializerCompiler = Parameters<FastifyInstance["setSerializerCompiler"]>[0];

/**
 * One response serialiser for every environment (DESIGN §5): each route's zod response schema is
 * compiled once to JSON Schema and then to a fast-json-stringify function, which writes only the
 * fields the schema lists. A field a service adds by mistake never leaves the server — in tests or
 * in production — and serialising costs less than JSON.stringify.
 *
 * `check` also validates each answer against the zod schema first (development and tests), so a
 * service that drifts from its contract fails loudly instead of being silently trimmed.
 */
export function schemaSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    const zodSchema = schema as ZodType;
    const stringify = compileSerializer(zodSchema);
    return (data: unknown) => {
      if (check) {
        const result = zodSchema.safeParse(data);
        if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return stringify(data);
    };
  };
}

/** A fast-json-stringify function for a zod schema: writes only the fields the schema lists. */
export function compileSerializer(schema: ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  const { $schema: _ignored, ...definition } = jsonSchema as Record<string, unknown>;
  return fastJsonStringify(definition);
}
