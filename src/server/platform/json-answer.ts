import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { entityTag } from './public-lists';

/**
 * A list as the API sends it, made once when a page is cached instead of on every answer: the
 * route's answer schema encodes the items (fields it does not name are dropped, exactly as the
 * route's serializer would), and the result is kept as its JSON bytes and their entity tag.
 */
export interface ListAnswer {
  /** The answer's body: the encoded items as UTF-8 JSON. */
  body: Buffer;
  /** The body's ETag, so public lists need not hash it again on every answer. */
  etag: string;
  /** How many items the list holds. */
  count: number;
}

export function listAnswer<T>(schema: z.ZodType<T[], T[]>, items: T[]): ListAnswer {
  const encoded = z.encode(schema, items);
  const body = Buffer.from(JSON.stringify(encoded));
  return { body, etag: entityTag(body), count: encoded.length };
}

/**
 * Sends an answer made earlier. Fastify passes a body of bytes through as it is, so neither the
 * schema nor JSON.stringify runs again for a cached page.
 */
export function sendListAnswer(reply: FastifyReply, answer: ListAnswer): FastifyReply {
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
