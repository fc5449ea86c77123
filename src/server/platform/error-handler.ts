import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiErrorCode, FrameworkErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Unauthorized',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  406: 'That response format is not available.',
  413: 'That upload is too large.',
  415: 'That content type is not supported.',
  429: 'Too many requests. Please slow down and try again shortly.',
};

/** The framework's own codes pass through; anything else a 4xx carries reads as a bad request. */
const frameworkCode = (code: string | undefined): ApiErrorCode =>
  code?.startsWith('FST_') ? (code as FrameworkErrorCode) : 'BAD_REQUEST';

function fieldPath(path: readonly PropertyKey[] | string | undefined): string {
  if (Array.isArray(path)) return path.map(String).join('.');
  return typeof path === 'string' ? path.replace(/^\//, '').replaceAll('/', '.') : '';
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const scrub = (text: string | undefined) => text?.replace(EMAIL, '[e-mail]');

/**
 * What a failure looks like in the log: its type, code and message, with no e-mail address
 * (database errors quote the query's values, which can hold a submitter's address) and no values.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: scrub(String(err)) };
  const e = err as Error & { code?: unknown; cause?: unknown };
  return {
    type: e.name,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: scrub(e.message),
    stack: scrub(e.stack),
    ...(e.cause && depth < 3 ? { cause: loggableError(e.cause, depth + 1) } : {}),
  };
}

/**
 * One place turns every failure into the API's JSON error shape. Client mistakes keep their
 * status and a message a person understands; anything else is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      // A failure of a service we depend on (the payment provider) keeps its details in the log.
      if (err.statusCode >= 500 && err.cause) request.log.error({ err: err.cause, code: err.code }, err.message);
      if (err.headers) reply.headers(err.headers);
      const body: ApiErrorBody = { message: err.message, code: err.code };
      if (err.errors) body.errors = err.errors;
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: fieldPath((v.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = errors.length === 1 && first ? first.message : 'Please correct the highlighted fields.';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors } satisfies ApiErrorBody);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: loggableError(err) }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side.', code: 'INTERNAL' } satisfies ApiErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'That content type is not supported.'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : (STATUS_MESSAGES[status] ?? err.message);
      return reply.status(status).send({ message, code: frameworkCode(err.code) } satisfies ApiErrorBody);
    }
    request.log.error({ err: loggableError(err) }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side.', code: 'INTERNAL' } satisfies ApiErrorBody);
  });
}

/** What the connection is told when the request could not even be read (before any route runs). */
function unreadableRequest(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: {
        message: "The request headers are too large. Clearing this site's cookies may help.",
        code: 'HEADERS_TOO_LARGE',
      },
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' } };
  return { status: 400, body: { message: STATUS_MESSAGES[400]!, code: 'BAD_REQUEST' } };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers too large, a timeout,
 * broken HTTP) gets the API's JSON error shape too, then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = unreadableRequest(err.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
