import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

const NUL_MESSAGE = 'The request contains a character that is not allowed (a NUL byte).';
const refuseNul = () => new AppError('INVALID_CHARACTERS', 400, NUL_MESSAGE);

/** True when a value (deep, keys included) holds a NUL character, which no text column can store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // Only parsed JSON: an uploaded file (a Buffer or a stream) is bytes, not text.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * Refuses NUL bytes at the edge (400), in the path, the query and any JSON body, so no handler or
 * database ever sees one (PostgreSQL rejects them in text, which would otherwise be a 500).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw refuseNul();
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && containsNul(request.body)) throw refuseNul();
  });
});
