import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the contract's own response schema, turned
 * into JSON Schema once per route (checking and copying every answer through zod
 * cost the catalogue a fifth of its time). Only the properties the contract declares are
 * written, so a field the contract leaves out (a password hash) still never leaves the server;
 * a missing required field still fails the answer. A schema JSON Schema cannot express (a
 * transform, a date object) keeps the zod serializer.
 * @see https://github.com/fastify/fast-json-stringify
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
