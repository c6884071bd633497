import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A contract response schema as fast-json-stringify reads it: JSON Schema draft 7, with a
 * nullable value (`anyOf: [X, {type: 'null'}]`) written as one schema of two types, which it
 * serializes without trying each branch. `null` when zod cannot express the schema in JSON
 * Schema (a transform, a custom check).
 */
export function serializerSchemaOf(schema: ZodType): JsonSchema | null {
  let json: JsonSchema;
  try {
    json = toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  } catch {
    return null;
  }
  delete json.$schema;
  return mergeNullable(json) as JsonSchema;
}

function mergeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mergeNullable);
  if (!node || typeof node !== 'object') return node;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) merged[key] = mergeNullable(value);
  const branches = merged.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return merged;
  const nullAt = branches.findIndex((branch: JsonSchema) => branch.type === 'null');
  const other = branches[1 - nullAt] as JsonSchema | undefined;
  if (nullAt < 0 || !other || typeof other.type !== 'string' || 'anyOf' in other) return merged;
  delete merged.anyOf;
  // An enum lists its values: null joins them, or a union's branch check refuses null.
  const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
  return { ...merged, ...other, ...values, type: [other.type, 'null'] };
}

/** What the compiler receives: the route's zod schema, as fastify-type-provider-zod passes it. */
type RouteSchema = ZodType | { properties: ZodType };

function zodSchemaOf(schema: RouteSchema): ZodType {
  return 'properties' in schema ? schema.properties : schema;
}

/**
 * Answers leave through a serializer compiled from the contract's schema by fast-json-stringify:
 * only the declared fields, in about a third of the CPU of zod's encode plus `JSON.stringify`
 * (the largest item of a list request's profile). It is compiled on a route's first answer, so
 * starting the server compiles nothing. Where zod cannot write the schema as JSON Schema, the
 * route keeps zod's encode.
 *
 * With `checkAgainstContract` (everywhere but production), each answer is also encoded by zod,
 * and the two texts must be the same: the whole test suite checks the fast path against the
 * contract. See docs/performance.md#fast-serializer.
 */
export function contractSerializerCompiler(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<RouteSchema> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    const viaZod = (data: unknown): string => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    let compiled: ((data: unknown) => string) | undefined;
    const fast = (data: unknown): string => {
      if (!compiled) {
        const json = serializerSchemaOf(schema);
        compiled = json ? (fastJson(json) as (data: unknown) => string) : viaZod;
      }
      return compiled(data);
    };
    if (!options.checkAgainstContract) return fast;
    return (data) => {
      const expected = viaZod(data);
      const text = fast(data);
      if (text !== expected) {
        throw new Error(`${method} ${url}: the fast serializer wrote ${text}, zod ${expected}`);
      }
      return text;
    };
  };
}
