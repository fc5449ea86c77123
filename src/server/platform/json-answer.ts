import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A list as the API sends it, made once when a page is cached instead of on every answer: the
 * route's answer schema encodes the items (fields it does not name are dropped, exactly as the
 * route's serializer would) and the result is written as JSON text.
 */
export interface ListAnswer {
  json: string;
  /** How many items the list holds. */
  count: number;
}

export function listAnswer<T>(schema: z.ZodType<T[], T[]>, items: T[]): ListAnswer {
  const encoded = z.encode(schema, items);
  return { json: JSON.stringify(encoded), count: encoded.length };
}

/**
 * Sends JSON text made earlier. Fastify passes a string with a JSON content type through as it
 * is, so neither the schema nor JSON.stringify runs again for a cached answer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
