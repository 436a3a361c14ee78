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

/**
 * Compiled once per schema, not once per route and app: the contracts' schemas are module-wide, a schema
 * several routes answer with compiles once, and a test worker's hundredth app reuses the first one's
 * functions (generating them was most of an app's start). A function depends on its schema alone.
 */
const compiled = new WeakMap<ZodType, (data: unknown) => string>();

/** A fast-json-stringify function for a zod schema: writes only the fields the schema lists. */
export function compileSerializer(schema: ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (!stringify) {
    const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
    const { $schema: _ignored, ...definition } = jsonSchema as Record<string, unknown>;
    stringify = fastJsonStringify(definition);
    compiled.set(schema, stringify);
  }
  return stringify;
}
